import type { StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import { deriveReadingMetrics, estimatedReadingMetrics, type StationContext } from '../metrics/current-metrics';
import { estimatedMetricsBitSet } from '../metrics/estimated-metrics';
import type { DerivedReadingKey, DerivedReadingValues } from '../stations/reading-columns';
import type { StationRow } from '../stations/stations.tables';

/** Each site row's context, made once: a batch's readings share their station's. */
const stationContexts = new WeakMap<StationRow, StationContext>();

export function stationContext(station: StationRow): StationContext {
  let context = stationContexts.get(station);
  if (context === undefined) {
    context = contextOf(station);
    stationContexts.set(station, context);
  }
  return context;
}

function contextOf(station: StationRow): StationContext {
  return {
    slug: station.slug,
    awsType: station.awsType as StationType,
    timezone: station.timezoneName,
    lat: station.lat,
    lng: station.lng,
    elevationM: station.elevationM,
  };
}

/** Stored derived values keep four decimals: far finer than any sensor, and a fraction of the digits to write and read. */
const storedDecimalsFactor = 10_000;
const stored = (value: number | null) =>
  value === null ? null : Math.round(value * storedDecimalsFactor) / storedDecimalsFactor;

/** The per-reading metrics stored beside each reading (graph series). */
export function deriveStoredReadingMetrics(
  station: StationRow,
  observation: StationObservation,
  previous?: StationObservation,
): DerivedReadingValues {
  // Rounded where they stand: the values are this reading's own, and a second object per reading is garbage.
  const context = stationContext(station);
  const metrics = deriveReadingMetrics(context, observation, previous);
  const values: Record<DerivedReadingKey, number | null> = Object.assign(metrics, {
    estimated_metrics: estimatedMetricsBitSet(estimatedReadingMetrics(context, observation, metrics)),
  });
  values.delta_t = stored(values.delta_t);
  values.dew_point = stored(values.dew_point);
  values.vtd = stored(values.vtd);
  values.hazardous_inversion = stored(values.hazardous_inversion);
  values.ghcop = stored(values.ghcop);
  values.gfdi = stored(values.gfdi);
  values.sigmaw10 = stored(values.sigmaw10);
  return values;
}
