import { describe, expect, it } from 'vitest';
import type { FeatureSetKey } from '../plans/plans';
import {
  canEditGrowingSeasons,
  canSetHomeLocation,
  canViewGrowingSeasons,
  canViewHomeLocation,
} from './growing-season-access';

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

// Spec §6: 'Set Home Location' needs owner or home_location_growing_seasons; §9: the Home location comes
// with Farm (and above), growing seasons with Premium (and above); §2/§6: no feature-set key has both.
describe('growing season access', () => {
  it.each<[string, ReturnType<typeof viewer> | null, boolean, boolean, boolean, boolean]>([
    // name, viewer, view home, set home, view seasons, edit seasons
    ['signed out', null, false, false, false, false],
    ['free owner', viewer('free_access'), false, false, false, false],
    ['standard owner', viewer('standard_bundle'), false, false, false, false],
    ['farm owner', viewer('farm_bundle'), true, true, false, false],
    ['premium owner', viewer('premium_bundle'), true, true, true, true],
    ['all access owner', viewer('all_access'), true, true, true, true],
    ['admin owner', viewer('admin'), true, true, true, true],
    ['owner with no plan key', viewer(null), true, true, true, true],
    ['standard member with the permission', viewer('standard_bundle', { home: true }), false, false, false, false],
    ['farm member with the permission', viewer('farm_bundle', { home: true }), true, true, false, false],
    ['farm member without it', viewer('farm_bundle', {}), true, false, false, false],
    ['premium member with the permission', viewer('premium_bundle', { home: true }), true, true, true, true],
    ['premium member without it', viewer('premium_bundle', {}), true, false, true, false],
    ['member without it, no plan key', viewer(null, {}), true, false, true, false],
    ['removed premium member', viewer('premium_bundle', { home: true, removed: true }), false, false, false, false],
  ])('%s', (_name, v, viewHome, setHome, view, edit) => {
    expect([canViewHomeLocation(v), canSetHomeLocation(v), canViewGrowingSeasons(v), canEditGrowingSeasons(v)]).toEqual(
      [viewHome, setHome, view, edit],
    );
  });
});
