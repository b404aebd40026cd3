import type { StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import { deriveReadingMetrics, type StationContext } from '../metrics/current-metrics';
import type { DerivedReadingValues } from '../stations/reading-columns';
import type { SiteRow } from '../stations/stations.tables';

export function stationContext(site: SiteRow): StationContext {
  return {
    slug: site.slug,
    awsType: site.awsType as StationType,
    timezone: site.timezoneName,
    lat: site.lat,
    lng: site.lng,
    elevationM: site.elevationM,
  };
}

/** The per-reading metrics stored beside each reading (graph series). */
export function deriveStoredReadingMetrics(
  site: SiteRow,
  observation: StationObservation,
  previous?: StationObservation,
): DerivedReadingValues {
  return deriveReadingMetrics(stationContext(site), observation, previous);
}
