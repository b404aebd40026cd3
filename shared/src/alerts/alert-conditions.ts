/**
 * Whether the condition an alert rule listens for holds at a station, from its current derived metrics
 * (display units, unrounded, as the metric catalogue holds them). `true` is the rule's "on" state (the
 * spray window is open, a hazardous inversion is present, GHCOP says cease harvest, GFDI is in the band or
 * above, the temperature is below the frost limit, rain since 9 am is above the amount, the station is
 * stale); `false` the "off" state; `null` when the reading cannot tell (a missing value, or a spray verdict
 * of 'unknown'): such a reading neither confirms nor changes the held state (alert-hysteresis.ts).
 */
import type { AlertEvent } from '../contracts/alerts.schema';
import { gfdiBandFloors } from '../contracts/alerts.schema';
import { hazardousInversionStates } from '../metrics/hazardous-inversion-codes';
import type { MetricKey } from '../metrics/metric-catalogue';
import type { SprayConditions } from '../spray/spray-conditions';
import { defaultSprayLimits, type SprayLimits } from '../spray/spray-limits';
import { sprayVerdict, type SprayVerdict } from '../spray/spray-verdict';

/** GHCOP at or above this is 'Cease harvest' (metric-legends.ts ghcop, metrics.md §4.13). */
export const ghcopCeaseHarvestFrom = 35;

/** What one reading at a station tells the rules that watch it. */
export interface AlertObservation {
  atMs: number;
  metrics: Readonly<Partial<Record<MetricKey, number | null>>>;
  /** The spray verdict's inputs at this reading; the verdict is worked out per profile. */
  spray: SprayConditions;
  /** The verdict by the default limits, where it is judged already (the live network's, for its newest reading). */
  defaultSprayVerdict?: SprayVerdict;
}

export interface ObservedCondition {
  on: boolean | null;
  /** The spray verdict behind a spray-window state, for the notification's words. */
  verdict?: SprayVerdict;
}

const atOrAbove = (value: number | null | undefined, floor: number) =>
  value === null || value === undefined ? null : value >= floor;

/**
 * The observed condition of `event` at a reading. Station-stale events are not judged from readings
 * (a silent station sends none): the scheduled job judges them with `isStationStale`.
 */
export function observedCondition(
  event: AlertEvent,
  observation: AlertObservation,
  sprayLimits: SprayLimits,
): ObservedCondition {
  const m = observation.metrics;
  switch (event.kind) {
    case 'spray_window_opens':
    case 'spray_window_closes': {
      const verdict =
        sprayLimits === defaultSprayLimits && observation.defaultSprayVerdict
          ? observation.defaultSprayVerdict
          : sprayVerdict(observation.spray, sprayLimits, observation.atMs);
      return { on: verdict.verdict === 'unknown' ? null : verdict.verdict === 'good', verdict };
    }
    case 'hazardous_inversion_starts':
    case 'hazardous_inversion_ends': {
      const code = m.hazardous_inversion;
      if (code === null || code === undefined) return { on: null };
      // The measured hazard, or GRDC's rule of thumb where the station has no 10 m sensor for σw.
      return {
        on: code === hazardousInversionStates.hazardous || code === hazardousInversionStates.likelyByRuleOfThumb,
      };
    }
    case 'ghcop_stop':
      return { on: atOrAbove(m.ghcop, ghcopCeaseHarvestFrom) };
    case 'gfdi_band':
      return { on: atOrAbove(m.gfdi, gfdiBandFloors[event.gfdi_band]) };
    case 'frost': {
      const t = m.temperature;
      return { on: t === null || t === undefined ? null : t < event.below_celsius };
    }
    case 'rain_since_9am': {
      const rain = m.rainfall_since_9am;
      return { on: rain === null || rain === undefined ? null : rain > event.above_mm };
    }
    case 'station_stale':
      // A reading arrived: the station reports again.
      return { on: false };
  }
}

/** A station is stale for a rule once its newest reading is older than the rule's minutes (or it has none). */
export function isStationStale(lastReadingMs: number | null, afterMinutes: number, nowMs: number): boolean {
  return lastReadingMs === null || nowMs - lastReadingMs > afterMinutes * 60_000;
}

/** Whether an event fires when the held state turns on (opens, starts, reaches) or off (closes, ends). */
export function firesWhen(event: AlertEvent): boolean {
  return !(event.kind === 'spray_window_closes' || event.kind === 'hazardous_inversion_ends');
}
