import { describe, expect, it } from 'vitest';
import { effectiveFeatureSetKey, effectivePlanKey } from './effective-plan';

// Spec §4 "Plan change": before the first billing date a plan is simply saved, with its invoice at trial end
// or billing start; spec §9 prices (free, all access and admin cost nothing and are not billed).
describe('effectivePlanKey: the plan a company sees data by', () => {
  it.each([
    ['no plan', null, false, null, null],
    ['no plan, trial started', null, true, null, null],
    ['unknown key', 'gold_1', true, null, null],
    ['free, nothing started', 'free_access_1', false, 'free_access_1', 'free_access'],
    ['free, started', 'free_access_1', true, 'free_access_1', 'free_access'],
    ['standard saved, not started', 'standard_bundle_1', false, 'free_access_1', 'free_access'],
    ['standard, trial or billing started', 'standard_bundle_1', true, 'standard_bundle_1', 'standard_bundle'],
    ['farm saved, not started', 'farm_bundle_1', false, 'free_access_1', 'free_access'],
    ['farm started', 'farm_bundle_1', true, 'farm_bundle_1', 'farm_bundle'],
    ['premium saved, not started', 'premium_bundle_1', false, 'free_access_1', 'free_access'],
    ['premium started', 'premium_bundle_1', true, 'premium_bundle_1', 'premium_bundle'],
    ['all access given', 'all_access_1', false, 'all_access_1', 'all_access'],
    ['admin given', 'admin_1', false, 'admin_1', 'admin'],
  ] as const)('%s', (_name, planKey, hasBillingDiscountCodeUse, plan, featureSet) => {
    const company = { planKey, hasBillingDiscountCodeUse, unpaidPastLastRetry: false };
    expect(effectivePlanKey(company)).toBe(plan);
    expect(effectiveFeatureSetKey(company)).toBe(featureSet);
  });

  // Unpaid past the last retry: a sold plan falls to free until paid; plans never charged for stay.
  it.each([
    ['standard', 'standard_bundle_1', 'free_access_1'],
    ['farm', 'farm_bundle_1', 'free_access_1'],
    ['premium', 'premium_bundle_1', 'free_access_1'],
    ['free', 'free_access_1', 'free_access_1'],
    ['all access', 'all_access_1', 'all_access_1'],
    ['admin', 'admin_1', 'admin_1'],
  ] as const)('%s unpaid past the last retry', (_name, planKey, plan) => {
    expect(effectivePlanKey({ planKey, hasBillingDiscountCodeUse: true, unpaidPastLastRetry: true })).toBe(plan);
  });
});
