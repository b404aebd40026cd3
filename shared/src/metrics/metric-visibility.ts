/**
 * THE visibility rule (ARCHITECTURE.md "Visibility"): for a viewer, a site and a metric, is the value
 * shown, or replaced by a faded tile with a 'U' upgrade link? The server builds each tier's snapshot
 * and filters every data-view response with it, so an 'upgrade' value never goes over the wire; the
 * browser uses it only to draw.
 *
 * Sources: spec §6 "Feature access by plan key" and §9 "Plan features"; CONTRACT.md §7 (visitors see
 * the free plan's metrics). The sets are cumulative: free ⊂ standard ⊂ farm ⊂ premium ⊂ all access.
 */
import type { FeatureSetKey } from '../plans/plans';
import { metricCatalogue, metricFeatures, metricKeys, type MetricFeature, type MetricKey } from './metric-catalogue';

export type Viewer =
  | { readonly kind: 'visitor' }
  | {
      readonly kind: 'member';
      /** The company's billing_product_feature_set_key; null when the company has none. */
      readonly featureSetKey: FeatureSetKey | null;
      /** Premium only: the plan's selected site plus its additional_aws_slugs. Ignored for other plans. */
      readonly nominatedSiteSlugs: readonly string[];
    };

/** 'upgrade' = a faded tile with a 'U' link to the upgrade-required modal; the value is never sent. */
export type MetricVisibility = 'shown' | 'upgrade';

const featureRank: Readonly<Record<MetricFeature, number>> = Object.fromEntries(
  metricFeatures.map((feature, rank) => [feature, rank]),
) as Record<MetricFeature, number>;

/**
 * The highest feature set a viewer enjoys at a site: the tier of its snapshot.
 *
 * Decision: a member whose company has no feature-set key sees the free set. Spec §2 and §6 treat
 * "no key" like full access for *settings* (user-settings button, growing seasons), but data is what
 * the plans sell: a company that has not chosen a plan must not receive paid values. Visitors see the
 * free set too (CONTRACT.md §7).
 */
export function viewerTierAtSite(viewer: Viewer, siteSlug: string): MetricFeature {
  if (viewer.kind === 'visitor' || viewer.featureSetKey === null) return 'free_access';
  switch (viewer.featureSetKey) {
    case 'free_access':
    case 'standard_bundle':
    case 'farm_bundle':
      return viewer.featureSetKey;
    case 'premium_bundle':
      // Premium's additions apply only at its nominated sites; elsewhere it is a farm bundle (§6).
      return viewer.nominatedSiteSlugs.includes(siteSlug) ? 'premium_bundle' : 'farm_bundle';
    case 'all_access':
    case 'admin':
      return 'all_access';
  }
}

export function metricVisibility(viewer: Viewer, siteSlug: string, metricKey: MetricKey): MetricVisibility {
  const tier = viewerTierAtSite(viewer, siteSlug);
  return featureRank[metricCatalogue[metricKey].feature] <= featureRank[tier] ? 'shown' : 'upgrade';
}

/** Every metric whose value this viewer may receive for this site, in catalogue order. */
export function visibleMetricKeys(viewer: Viewer, siteSlug: string): MetricKey[] {
  return metricKeys.filter((key) => metricVisibility(viewer, siteSlug, key) === 'shown');
}

/**
 * Extended ("All Time") chart history (spec §2 "Sites list and site views", §9 premium "extended chart
 * history"): premium at its nominated sites, all_access and admin. Everyone else gets the fixed windows.
 */
export function hasExtendedHistory(viewer: Viewer, siteSlug: string): boolean {
  const tier = viewerTierAtSite(viewer, siteSlug);
  return tier === 'premium_bundle' || tier === 'all_access';
}

/**
 * Data download (spec §9 premium "data download"): CSV of a graph or table window, for the same viewers
 * and sites as extended history.
 */
export function canDownloadData(viewer: Viewer, siteSlug: string): boolean {
  return hasExtendedHistory(viewer, siteSlug);
}
