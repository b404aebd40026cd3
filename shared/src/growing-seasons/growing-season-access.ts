/**
 * Who may set the Home location and keep growing seasons (spec §2 "Map screen" bottom-right menu, §5,
 * §6, §9 premium "personalised growing season"), for the menu in the browser and the check on the server.
 */
import type { Permissions } from '../contracts/auth-user.schema';
import type { FeatureSetKey } from '../plans/plans';

/** Feature sets that include personalised growing seasons. */
const featureSetsWithGrowingSeasons: readonly FeatureSetKey[] = ['premium_bundle', 'all_access', 'admin'];

export interface GrowingSeasonViewer {
  company: { billing_product_feature_set_key: FeatureSetKey | null };
  permissions: Pick<Permissions, 'owner' | 'home_location_growing_seasons' | 'removal_created_at'>;
}

/**
 * Spec §6: 'Add Growing Season Details' needs premium_bundle, all_access or admin, "or no key" (a company
 * that has not chosen a plan yet, as the spec's menu rule reads).
 */
export function planHasGrowingSeasons(featureSetKey: FeatureSetKey | null): boolean {
  return featureSetKey === null || featureSetsWithGrowingSeasons.includes(featureSetKey);
}

/** Owner or 'Home Location and Growing Seasons', and still in the company. */
export function hasGrowingSeasonsPermission(permissions: GrowingSeasonViewer['permissions']): boolean {
  return permissions.removal_created_at === null && (permissions.owner || permissions.home_location_growing_seasons);
}

/** 'Set Home Location' (spec §6): owner or home_location_growing_seasons, on any plan. */
export function canSetHomeLocation(viewer: GrowingSeasonViewer | null): boolean {
  return viewer !== null && hasGrowingSeasonsPermission(viewer.permissions);
}

/** Reading the company's growing seasons and their graphs: any member whose plan has them. */
export function canViewGrowingSeasons(viewer: GrowingSeasonViewer | null): boolean {
  return (
    viewer !== null &&
    viewer.permissions.removal_created_at === null &&
    planHasGrowingSeasons(viewer.company.billing_product_feature_set_key)
  );
}

/** 'Add Growing Season Details', saving and deleting seasons: the permission and the plan. */
export function canEditGrowingSeasons(viewer: GrowingSeasonViewer | null): boolean {
  return canSetHomeLocation(viewer) && canViewGrowingSeasons(viewer);
}

export const growingSeasonAccessMessages = {
  /** 403 when the member lacks owner or home_location_growing_seasons. */
  notPermitted: 'You do not have permission to do this.',
  /** 403 when the plan has no growing seasons: the spec's upgrade-required text (§2 "Map screen"). */
  notInPlan: 'To view this content you must upgrade your billing plan.',
} as const;
