import { describe, expect, it } from 'vitest';
import type { FeatureSetKey } from '../plans/plans';
import { canEditGrowingSeasons, canSetHomeLocation, canViewGrowingSeasons } from './growing-season-access';

const viewer = (
  key: FeatureSetKey | null,
  flags: { owner?: boolean; home?: boolean; removed?: boolean } = { owner: true },
) => ({
  company: { billing_product_feature_set_key: key },
  permissions: {
    owner: flags.owner ?? false,
    home_location_growing_seasons: flags.home ?? false,
    removal_created_at: flags.removed ? '2026-01-01T00:00:00Z' : null,
  },
});

describe('growing season access', () => {
  it.each<[string, ReturnType<typeof viewer> | null, boolean, boolean, boolean]>([
    ['signed out', null, false, false, false],
    ['free owner', viewer('free_access'), true, false, false],
    ['standard owner', viewer('standard_bundle'), true, false, false],
    ['farm owner', viewer('farm_bundle'), true, false, false],
    ['premium owner', viewer('premium_bundle'), true, true, true],
    ['all access owner', viewer('all_access'), true, true, true],
    ['admin owner', viewer('admin'), true, true, true],
    ['owner with no plan key', viewer(null), true, true, true],
    ['premium member with the permission', viewer('premium_bundle', { home: true }), true, true, true],
    ['premium member without it', viewer('premium_bundle', {}), false, true, false],
    ['removed premium member', viewer('premium_bundle', { home: true, removed: true }), false, false, false],
  ])('%s: home %s, view %s, edit %s', (_name, v, home, view, edit) => {
    expect([canSetHomeLocation(v), canViewGrowingSeasons(v), canEditGrowingSeasons(v)]).toEqual([home, view, edit]);
  });
});
