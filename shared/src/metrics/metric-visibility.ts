/**
 * THE visibility rule (ARCHITECTURE.md "Visibility"): for a viewer, a site and a metric, is the value
 * shown, or replaced by a faded tile with a 'U' upgrade link? The server builds each tier's snapshot
 * and filters every data-view response with it, so an 'upgrade' value never goes over the wire; the
 * browser uses it only to draw.
 *
 * Which metric set a plan shows at a site is the plan capability table's (plan-capabilities.ts); the
 * sets are cumulative: free ⊂ standard ⊂ farm ⊂ premium ⊂ all access.
 */
import { capabilitiesAtStation, type StationViewer } from '../plans/plan-capabilities';
import { metricCatalogue, metricFeatures, metricKeys, type MetricFeature, type MetricKey } from './metric-catalogue';

export type Viewer = StationViewer;

/** 'upgrade' = a faded tile with a 'U' link to the upgrade-required modal; the value is never sent. */
export type MetricVisibility = 'shown' | 'upgrade';

const featureRank: Readonly<Record<MetricFeature, number>> = Object.fromEntries(
  metricFeatures.map((feature, rank) => [feature, rank]),
) as Record<MetricFeature, number>;

/** The highest feature set a viewer enjoys at a site: the tier of its snapshot. */
export function viewerTierAtStation(viewer: Viewer, stationSlug: string): MetricFeature {
  return capabilitiesAtStation(viewer, stationSlug).metrics;
}

export function metricVisibility(viewer: Viewer, stationSlug: string, metricKey: MetricKey): MetricVisibility {
  const tier = viewerTierAtStation(viewer, stationSlug);
  return featureRank[metricCatalogue[metricKey].feature] <= featureRank[tier] ? 'shown' : 'upgrade';
}

/** Every metric whose value this viewer may receive for this site, in catalogue order. */
export function visibleMetricKeys(viewer: Viewer, stationSlug: string): MetricKey[] {
  return metricKeys.filter((key) => metricVisibility(viewer, stationSlug, key) === 'shown');
}

/** Extended ("All Time") chart history (spec §2 "Sites list and site views", §9 "extended chart history"). */
export function hasExtendedHistory(viewer: Viewer, stationSlug: string): boolean {
  return capabilitiesAtStation(viewer, stationSlug).extendedHistory;
}

/** Data download (spec §9 "data download"): CSV of a graph or table window. */
export function canDownloadData(viewer: Viewer, stationSlug: string): boolean {
  return capabilitiesAtStation(viewer, stationSlug).dataDownload;
}
