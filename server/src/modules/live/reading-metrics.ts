import type { StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import { deriveReadingMetrics, type StationContext } from '../metrics/current-metrics';
import type { DerivedReadingKey, DerivedReadingValues } from '../stations/reading-columns';
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
const stored = (value: number | null) =>
  value === null ? null : Math.round(value * storedDecimalsFactor) / storedDecimalsFactor;

/** The per-reading metrics stored beside each reading (graph series). */
export function deriveStoredReadingMetrics(
  site: SiteRow,
  observation: StationObservation,
  previous?: StationObservation,
): DerivedReadingValues {
  const values = deriveReadingMetrics(stationContext(site), observation, previous);
  return {
    delta_t: stored(values.delta_t),
    dew_point: stored(values.dew_point),
    vtd: stored(values.vtd),
    hazardous_inversion: stored(values.hazardous_inversion),
    ghcop: stored(values.ghcop),
    gfdi: stored(values.gfdi),
    sigmaw10: stored(values.sigmaw10),
  } satisfies Record<DerivedReadingKey, number | null>;
}
