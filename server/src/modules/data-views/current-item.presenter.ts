import type { CurrentDataItem } from '@mesonet/shared/contracts/stations.schema';
import { currentDataItem, lockedDataItem } from '@mesonet/shared/metrics/current-data-item';
import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveStation } from '../live/live-network';
import { presentStationReading } from '../live/station-reading.presenter';

/**
 * One current metric as this viewer may see it, whole (dashboard, site summary): the site lists'
 * reading with the catalogue's label, colours and status, so a tile reads alike on the map and the
 * dashboard. A member gets a 'U' item for a metric outside the plan; visitors get nothing (null).
 */
export function presentCurrentItem(
  entry: LiveStation,
  key: MetricKey,
  viewer: Viewer,
  legends: LegendBands,
): CurrentDataItem | null {
  const awsType = entry.station.awsType as StationType;
  const reading = presentStationReading(entry, key, viewer, legends);
  if (reading) return currentDataItem(awsType, reading, legends);
  return viewer.kind === 'visitor' ? null : lockedDataItem(awsType, key);
}
