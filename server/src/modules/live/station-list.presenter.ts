import type { StationListItem } from '@mesonet/shared/contracts/stations.schema';
import { metricKeys } from '@mesonet/shared/metrics/metric-catalogue';
import type { LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { nominatedStationSlugs } from '@mesonet/shared/plans/plan-capabilities';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveStation } from './live-network';
import { presentStationReading } from './station-reading.presenter';
import { presentSprayVerdictState } from './station-spray.presenter';

export function presentStationList(
  entries: readonly LiveStation[],
  viewer: Viewer,
  legends: LegendBands,
): StationListItem[] {
  const nominated = new Set(nominatedStationSlugs(viewer));
  return [...entries]
    .sort((a, b) => a.station.id - b.station.id)
    .map((entry) => ({
      id: entry.station.id,
      slug: entry.station.slug,
      name: entry.station.name,
      region: entry.station.region,
      location: { lat: entry.station.lat, lng: entry.station.lng },
      elevation_m: entry.station.elevationM,
      aws_type: entry.station.awsType as StationType,
      network: entry.station.network,
      mesonet: entry.station.mesonet,
      timezone_name: entry.station.timezoneName,
      nominated: nominated.has(entry.station.slug),
      current_data_hash: {
        data_array: metricKeys.flatMap((key) => {
          const item = presentStationReading(entry, key, viewer, legends);
          return item ? [item] : [];
        }),
      },
      current_data_last_updated: entry.lastReadingMs,
      data_processing: entry.processing,
      spray_verdict: presentSprayVerdictState(entry, viewer),
    }));
}
