import { describe, expect, it } from 'vitest';
import { planIncludes } from './plan-features';
import type { FeatureSetKey } from './plans';

// Spec §9 "Plan features": Farm adds custom zoom and the Home location, Premium a personalised growing
// season; §2 and §6 give a plan with no feature-set key the user-settings button and both map menu items.
describe('planIncludes', () => {
  it.each<[FeatureSetKey | null, boolean, boolean, boolean]>([
    // feature set,      custom zoom, home location, growing seasons
    ['free_access', false, false, false],
    ['standard_bundle', false, false, false],
    ['farm_bundle', true, true, false],
    ['premium_bundle', true, true, true],
    ['all_access', true, true, true],
    ['admin', true, true, true],
    [null, true, true, true],
  ])('%s: custom zoom %s, home location %s, growing seasons %s', (key, customZoom, homeLocation, seasons) => {
    expect([
      planIncludes(key, 'custom_zoom'),
      planIncludes(key, 'home_location'),
      planIncludes(key, 'growing_seasons'),
    ]).toEqual([customZoom, homeLocation, seasons]);
  });
});
