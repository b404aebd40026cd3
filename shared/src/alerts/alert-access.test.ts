import { describe, expect, it } from 'vitest';
import type { FeatureSetKey } from '../plans/plans';
import { alertRuleLimitOf, canUseAlerts } from './alert-access';

// Alert rules per user by plan (plans/plan-capabilities.ts alertRules); a removed member keeps none.

const viewer = (key: FeatureSetKey | null, removed = false) => ({
  company: { billing_product_feature_set_key: key },
  permissions: { removal_created_at: removed ? '2026-11-01T00:00:00Z' : null },
});

describe('alert rules a user may keep', () => {
  it.each<[ReturnType<typeof viewer> | null, number]>([
    [null, 0],
    [viewer(null), 0],
    [viewer('free_access'), 0],
    [viewer('standard_bundle'), 3],
    [viewer('farm_bundle'), 10],
    [viewer('premium_bundle'), 25],
    [viewer('all_access'), 50],
    [viewer('all_access', true), 0],
  ])('%j: %i', (who, limit) => {
    expect(alertRuleLimitOf(who)).toBe(limit);
    expect(canUseAlerts(who)).toBe(limit > 0);
  });
});
