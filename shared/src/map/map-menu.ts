import {
  canEditGrowingSeasons,
  canSetHomeLocation,
  type GrowingSeasonViewer,
} from '../growing-seasons/growing-season-access';

export interface MapMenuItems {
  setHomeLocation: boolean;
  addGrowingSeasonDetails: boolean;
}

/**
 * The map's bottom-right menu (spec §2, §6): 'Set Home Location' for the owner or a member with
 * home_location_growing_seasons on a plan with the Home location (farm_bundle and above, or no feature-set
 * key); 'Add Growing Season Details' when the plan also has growing seasons
 * (premium_bundle, all_access, admin or no feature-set key). The rules are the server's own
 * (growing-season-access.ts), so the menu never offers what a save would refuse. Visitors get neither.
 */
export function mapMenuItems(user: GrowingSeasonViewer | null): MapMenuItems {
  return { setHomeLocation: canSetHomeLocation(user), addGrowingSeasonDetails: canEditGrowingSeasons(user) };
}

/** The menu is drawn only when it has something to offer. */
export function hasMapMenu(items: MapMenuItems): boolean {
  return items.setHomeLocation || items.addGrowingSeasonDetails;
}

/**
 * Spec §2: growing season details need a home location first; without one the grower is told where to
 * set it ('Please set the Home location first') instead of getting the form.
 */
export function growingSeasonStart<Home>(
  homeLocation: Home | null,
): { kind: 'form'; homeLocation: Home } | { kind: 'home-location-needed' } {
  return homeLocation === null ? { kind: 'home-location-needed' } : { kind: 'form', homeLocation };
}
