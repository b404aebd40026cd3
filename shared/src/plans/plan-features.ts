import { featureSetKeys, type FeatureSetKey } from './plans';

/**
 * What a plan adds beyond its metrics (spec §9 "Plan features"): Farm adds custom zoom (the map's
 * user-settings button, spec §2) and the Home location; Premium adds personalised growing seasons. The
 * sets are cumulative, as the metric sets are (metric-visibility.ts): each feature set in featureSetKeys
 * includes everything of the ones before it, so all_access and admin include every feature.
 */
export const planFeatures = ['custom_zoom', 'home_location', 'growing_seasons'] as const;
export type PlanFeature = (typeof planFeatures)[number];

/** The first feature set that includes each feature; every later one includes it too. */
const includedFrom: Readonly<Record<PlanFeature, FeatureSetKey>> = {
  custom_zoom: 'farm_bundle',
  home_location: 'farm_bundle',
  growing_seasons: 'premium_bundle',
};

/**
 * Whether a company's feature set includes a feature. No feature-set key (no plan chosen yet) includes
 * them all: spec §2 offers the user-settings button, and §6 'Set Home Location' and 'Add Growing Season
 * Details', to a plan with "no key". Data is another matter: such a company sees the free metrics.
 */
export function planIncludes(featureSetKey: FeatureSetKey | null, feature: PlanFeature): boolean {
  if (featureSetKey === null) return true;
  return featureSetKeys.indexOf(featureSetKey) >= featureSetKeys.indexOf(includedFrom[feature]);
}
