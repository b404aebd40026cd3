import type { CurrentDataItem, StationListItem } from '../contracts/stations.schema';
import { currentDataItem, lockedDataItem } from '../metrics/current-data-item';
import { isMetricKey } from '../metrics/metric-catalogue';
import type { LegendBands } from '../metrics/metric-display-statuses';
import { isReadingFresh, type FreshnessContext } from '../stations/freshness';

/**
 * Small readers of a site's current readings, shared by the marker and popup rules.
 * Candidates for shared/stations/ once the sites list and dashboard need them too.
 */

/** Age of the site's latest reading; NaN (never fresh) before its first. */
export function readingAgeMs(station: Pick<StationListItem, 'current_data_last_updated'>, nowMs: number): number {
  return station.current_data_last_updated === null ? Number.NaN : nowMs - station.current_data_last_updated;
}

export function isStationReadingFresh(
  station: Pick<StationListItem, 'aws_type' | 'current_data_last_updated'>,
  nowMs: number,
  context: FreshnessContext,
): boolean {
  return isReadingFresh({ awsType: station.aws_type, ageMs: readingAgeMs(station, nowMs), context });
}

/**
 * The item of one metric, whole. The lists leave out what the viewer's plan does not show: for a
 * member that is a 'U' item; for a visitor nothing (null: the free metrics only, log in for more).
 */
export function metricItem(
  station: Pick<StationListItem, 'aws_type' | 'current_data_hash'>,
  metricId: string,
  signedIn: boolean,
  /** The served display statuses; the catalogue's when left out. */
  legends?: LegendBands,
): CurrentDataItem | null {
  const reading = station.current_data_hash.data_array.find((item) => item.metric_id === metricId);
  if (reading) return currentDataItem(station.aws_type, reading, legends);
  return signedIn && isMetricKey(metricId) ? lockedDataItem(station.aws_type, metricId) : null;
}
