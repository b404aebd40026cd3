import type { FeatureSetKey } from '../plans/plans';
import { describe, expect, it } from 'vitest';
import { canUseMapUserSettings } from './map-user-settings';

// Spec §2 "Map screen": signed-in users whose plan has no feature-set key or one of farm_bundle,
// premium_bundle, all_access, admin.
const member = (key: FeatureSetKey | null, removalCreatedAt: string | null = null) => ({
  company: { billing_product_feature_set_key: key },
  permissions: { removal_created_at: removalCreatedAt },
});

describe('canUseMapUserSettings', () => {
  it.each([
    ['visitor', null, false],
    ['no feature-set key', member(null), true],
    ['free_access', member('free_access'), false],
    ['standard_bundle', member('standard_bundle'), false],
    ['farm_bundle', member('farm_bundle'), true],
    ['premium_bundle', member('premium_bundle'), true],
    ['all_access', member('all_access'), true],
    ['admin', member('admin'), true],
    ['removed from an all_access company', member('all_access', '2026-11-20T00:00:00.000Z'), false],
  ] as const)('%s → %s', (_name, user, expected) => {
    expect(canUseMapUserSettings(user)).toBe(expected);
  });
});
