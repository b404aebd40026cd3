import { describe, expect, it } from 'vitest';
import type { FeatureSetKey, PlanKey } from '../plans/plans';
import { canUseOperatorConsole } from './operator-access';

function userWith(planKey: PlanKey | null, featureSetKey: FeatureSetKey | null) {
  return {
    company: {
      billing_product_feature_set_key: featureSetKey,
      billing_item_access_plan: planKey === null ? null : { billing_product_key: planKey },
    },
  } as unknown as Parameters<typeof canUseOperatorConsole>[0];
}

// Issue 7 part 7: plan admin_1 or feature-set key admin; spec §6 "Company feature-set key 'admin' gets all access".
describe('canUseOperatorConsole', () => {
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
  ])('%s', (_name, planKey, featureSetKey, allowed) => {
    expect(canUseOperatorConsole(userWith(planKey, featureSetKey))).toBe(allowed);
  });

  it('refuses a visitor', () => {
    expect(canUseOperatorConsole(null)).toBe(false);
  });
});
