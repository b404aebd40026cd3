import type { StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import { deriveReadingMetrics, type StationContext } from '../metrics/current-metrics';
import { derivedReadingKeys, type DerivedReadingValues } from '../stations/reading-columns';
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

/** Stored derived values keep four decimals: far finer than any sensor, and a fraction of the digits to write and read. */
const storedDecimalsFactor = 10_000;

/** The per-reading metrics stored beside each reading (graph series). */
export function deriveStoredReadingMetrics(
  site: SiteRow,
  observation: StationObservation,
  previous?: StationObservation,
): DerivedReadingValues {
  const values: DerivedReadingValues = deriveReadingMetrics(stationContext(site), observation, previous);
  for (const key of derivedReadingKeys) {
    const value = values[key];
    if (typeof value === 'number') values[key] = Math.round(value * storedDecimalsFactor) / storedDecimalsFactor;
  }
  return values;
}
