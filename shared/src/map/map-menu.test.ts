import type { FeatureSetKey } from '../plans/plans';
import { describe, expect, it } from 'vitest';
import { growingSeasonStart, hasMapMenu, mapMenuItems } from './map-menu';

// Spec §6: 'Set Home Location' needs owner or home_location_growing_seasons, and (§9) a plan with the Home
// location: farm_bundle and above, or no feature-set key; 'Add Growing Season Details' additionally needs
// premium_bundle, all_access or admin, or no feature-set key.
const user = (
  permissions: { owner: boolean; home_location_growing_seasons: boolean; removal_created_at: string | null },
  key: FeatureSetKey | null,
) => ({ permissions, company: { billing_product_feature_set_key: key } });
const owner = { owner: true, home_location_growing_seasons: false, removal_created_at: null };
const seasonsMember = { owner: false, home_location_growing_seasons: true, removal_created_at: null };
const plainMember = { owner: false, home_location_growing_seasons: false, removal_created_at: null };
const removedMember = { owner: false, home_location_growing_seasons: true, removal_created_at: '2026-11-01T00:00:00Z' };

describe('mapMenuItems', () => {
  it.each([
    ['visitor', null, false, false],
    ['owner, no feature-set key', user(owner, null), true, true],
    ['owner, free_access', user(owner, 'free_access'), false, false],
    ['owner, standard_bundle', user(owner, 'standard_bundle'), false, false],
    ['owner, farm_bundle', user(owner, 'farm_bundle'), true, false],
    ['owner, premium_bundle', user(owner, 'premium_bundle'), true, true],
    ['owner, all_access', user(owner, 'all_access'), true, true],
    ['owner, admin', user(owner, 'admin'), true, true],
    ['member with the permission, premium_bundle', user(seasonsMember, 'premium_bundle'), true, true],
    ['member with the permission, farm_bundle', user(seasonsMember, 'farm_bundle'), true, false],
    ['member with the permission, standard_bundle', user(seasonsMember, 'standard_bundle'), false, false],
    ['member without the permission, premium_bundle', user(plainMember, 'premium_bundle'), false, false],
    ['member without the permission, no feature-set key', user(plainMember, null), false, false],
    ['removed member', user(removedMember, 'all_access'), false, false],
  ] as const)('%s → home %s, season %s', (_name, viewer, setHomeLocation, addGrowingSeasonDetails) => {
    expect(mapMenuItems(viewer)).toEqual({ setHomeLocation, addGrowingSeasonDetails });
  });
});

describe('hasMapMenu', () => {
  it.each([
    [{ setHomeLocation: false, addGrowingSeasonDetails: false }, false],
    [{ setHomeLocation: true, addGrowingSeasonDetails: false }, true],
    [{ setHomeLocation: true, addGrowingSeasonDetails: true }, true],
  ])('%o → %s', (items, expected) => {
    expect(hasMapMenu(items)).toBe(expected);
  });
});

describe('growingSeasonStart', () => {
  const home = { slug: 'home', location_coords: { lat: -34.5, lng: 139.1 } };
  it.each([
    ['a Home location', home, { kind: 'form', homeLocation: home }],
    ['no Home location', null, { kind: 'home-location-needed' }],
  ] as const)('%s → %o', (_name, homeLocation, expected) => {
    expect(growingSeasonStart(homeLocation)).toEqual(expected);
  });
});
