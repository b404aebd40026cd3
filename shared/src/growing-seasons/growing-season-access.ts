/**
 * Who may set the Home location and keep growing seasons (spec §2 "Map screen" bottom-right menu, §5,
 * §6, §9 "Plan features": Farm adds the Home location, Premium the personalised growing season), for the
 * menu in the browser and the check on the server. Which plans have them is the plan capability table's.
 */
import type { Permissions } from '../contracts/auth-user.schema';
import { capabilitiesOf } from '../plans/plan-capabilities';
import type { FeatureSetKey } from '../plans/plans';

export interface GrowingSeasonViewer {
  company: { billing_product_feature_set_key: FeatureSetKey | null };
  permissions: Pick<Permissions, 'owner' | 'home_location_growing_seasons' | 'removal_created_at'>;
}

/** Owner or 'Home Location and Growing Seasons', and still in the company. */
export function hasGrowingSeasonsPermission(permissions: GrowingSeasonViewer['permissions']): boolean {
  return permissions.removal_created_at === null && (permissions.owner || permissions.home_location_growing_seasons);
}

/** A member still in a company whose plan includes the feature. */
function memberWith(viewer: GrowingSeasonViewer | null, feature: 'homeLocation' | 'growingSeasons'): boolean {
  return (
    viewer !== null &&
    viewer.permissions.removal_created_at === null &&
    capabilitiesOf(viewer.company.billing_product_feature_set_key)[feature]
  );
}

/** Reading the company's Home location (its marker on the map): any member whose plan has it. */
export function canViewHomeLocation(viewer: GrowingSeasonViewer | null): boolean {
  return memberWith(viewer, 'homeLocation');
}

/** 'Set Home Location' (spec §6): owner or home_location_growing_seasons, on a plan with the Home location. */
export function canSetHomeLocation(viewer: GrowingSeasonViewer | null): boolean {
  return viewer !== null && canViewHomeLocation(viewer) && hasGrowingSeasonsPermission(viewer.permissions);
}

/** Reading the company's growing seasons and their graphs: any member whose plan has them. */
export function canViewGrowingSeasons(viewer: GrowingSeasonViewer | null): boolean {
  return memberWith(viewer, 'growingSeasons');
}

/**
 * 'Add Growing Season Details', saving and deleting seasons: the permission and a plan with growing
 * seasons (every such plan also has the Home location a season needs; the table's test says so).
 */
export function canEditGrowingSeasons(viewer: GrowingSeasonViewer | null): boolean {
  return canSetHomeLocation(viewer) && canViewGrowingSeasons(viewer);
}

export const growingSeasonAccessMessages = {
  /** 403 when the member lacks owner or home_location_growing_seasons (checked before the plan). */
  notPermitted: 'You do not have permission to do this.',
  /** 403 for a plan without growing seasons, or without a Home location to read: spec §2's upgrade text. */
  notInPlan: 'To view this content you must upgrade your billing plan.',
  /** 403 when a plan without the Home location (free or standard) tries to set it. */
  homeLocationNotInPlan:
    'The Home location comes with the Farm Bundle plan and above. To set it you must upgrade your billing plan.',
} as const;
