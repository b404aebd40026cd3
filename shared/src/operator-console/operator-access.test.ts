import { describe, expect, it } from 'vitest';
import type { FeatureSetKey, PlanKey } from '../plans/plans';
import {
  canUseOperatorConsole,
  isAdminCompany,
  operatorConsoleMessages as m,
  operatorConsolePermissionRefusal,
} from './operator-access';

type Operator = NonNullable<Parameters<typeof canUseOperatorConsole>[0]>;

const company = (planKey: PlanKey | null, featureSetKey: FeatureSetKey | null) =>
  ({
    billing_product_feature_set_key: featureSetKey,
    billing_item_access_plan: planKey === null ? null : { billing_product_key: planKey },
  }) as unknown as Operator['company'];

const adminCompany = company('admin_1', 'admin');
const removedAt = '2026-11-20T00:00:00.000Z';

function person(who: 'owner' | 'operator' | 'member', removed = false, at = adminCompany): Operator {
  return {
    company: at,
    permissions: {
      owner: who === 'owner',
      operator_console: who === 'operator',
      removal_created_at: removed ? removedAt : null,
    },
  };
}

describe('isAdminCompany', () => {
  it.each<[string, PlanKey | null, FeatureSetKey | null, boolean]>([
    ['admin plan', 'admin_1', 'admin', true],
    ['admin plan, key not set', 'admin_1', null, true],
    ['feature-set key admin without the plan', null, 'admin', true],
    ['all access', 'all_access_1', 'all_access', false],
    ['premium', 'premium_bundle_1', 'premium_bundle', false],
    ['farm', 'farm_bundle_1', 'farm_bundle', false],
    ['standard', 'standard_bundle_1', 'standard_bundle', false],
    ['free', 'free_access_1', 'free_access', false],
    ['no plan', null, null, false],
  ])('%s', (_name, planKey, featureSetKey, expected) => {
    expect(isAdminCompany(company(planKey, featureSetKey))).toBe(expected);
  });
});

describe('canUseOperatorConsole: the admin company’s owner, or an active member with the permission', () => {
  it.each<[string, Operator | null, boolean]>([
    ['the owner', person('owner'), true],
    ['the owner of a company with the feature-set key admin', person('owner', false, company(null, 'admin')), true],
    ['a member given the permission', person('operator'), true],
    ['a member without it', person('member'), false],
    ['a removed member who had it', person('operator', true), false],
    ['the owner of an all-access company', person('owner', false, company('all_access_1', 'all_access')), false],
    [
      'a member of another company holding the flag',
      person('operator', false, company('premium_bundle_1', 'premium_bundle')),
      false,
    ],
    ['a visitor', null, false],
  ])('%s', (_name, user, allowed) => {
    expect(canUseOperatorConsole(user)).toBe(allowed);
  });
});

describe('operatorConsolePermissionRefusal: who may set the permission, on whom', () => {
  it.each<[string, Operator, boolean, string | null]>([
    ['the owner, on a member', person('owner'), false, null],
    ['an operator, on a member', person('operator'), false, null],
    ['the owner, on an invitation not yet accepted', person('owner'), true, m.notYetAccepted],
    ['a user manager without the console', person('member'), false, m.notAnOperator],
    [
      'the owner of any other company',
      person('owner', false, company('all_access_1', 'all_access')),
      false,
      m.notAdminCompany,
    ],
  ])('%s', (_name, actor, pending, refusal) => {
    expect(operatorConsolePermissionRefusal(actor, { pending })).toBe(refusal);
  });
});
