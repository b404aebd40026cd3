import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { modelAFeaturesOf, type ModelAReading } from '../data-views/model-a-features';
import type { ForecastSkill } from '../metrics/calculators/forecast-skill';
import { forecastSigmaWModelA, type ModelA } from '../metrics/calculators/sigma-w-forecast';
import {
  deriveCurrentMetrics,
  deriveReadingMetrics,
  dailyHistoryStartDate,
  type CurrentMetrics,
  type DailyWeather,
} from '../metrics/current-metrics';
import type { ReadingsRepository } from '../stations/readings.repository';
import type { StationRow } from '../stations/stations.tables';
import { liveWindowMs } from './live-window';
import { stationContext } from './reading-metrics';
import { judgeStationSpray, type StationSpray } from './station-spray';

export interface LiveStation {
  station: StationRow;
  recent: StationObservation[];
  daily: DailyWeather[];
  current: CurrentMetrics | null;
  /** The current metrics an estimate worked out rather than the station's instruments ('est.'). */
  estimated: ReadonlySet<MetricKey>;
  /** The station's latest reading however old, not only the window's: the sites list shows its age. */
  lastReadingMs: number | null;
  /** True while new readings for the site are being stored and its metrics recomputed. */
  processing: boolean;
  computedAtMs: number;
  /** New readings arrived since `current` was computed; the next read recomputes it. */
  outdated: boolean;
  /** The σw forecast's skill against persistence over the last 30 days; null until first judged. */
  forecastSkill: ForecastSkill | null;
  /** Model A as fitted for the station; null while it forecasts with Model B. */
  forecastFit: ModelA | null;
  /** The spray verdict and next likely window, judged with the metrics (station-spray.ts). */
  spray: StationSpray | null;
}

const hourMs = 3_600_000;

/**
 * The tile's σw forecast by Model A from the newest reading and the one an hour before it, where the
 * station has a fit; null where those readings lack a feature (the Model B value then stands).
 */
function modelAForecastMps(entry: LiveStation, fit: ModelA): number | null {
  const latest = entry.recent.at(-1);
  if (!latest) return null;
  const hourBefore = entry.recent.find((o) => Math.abs(o.observedAtMs - (latest.observedAtMs - hourMs)) < 60_000);
  if (!hourBefore) return null;
  const context = stationContext(entry.station);
  const rows: ModelAReading[] = [hourBefore, latest].map((o) => {
    const derived = deriveReadingMetrics(context, o);
    return {
      atMs: o.observedAtMs,
      sigmaWMs: derived.sigmaw10,
      vtdC: derived.vtd,
      windSpeed10mMs: o.channels.wind_speed_10m ?? null,
      rhPct: o.channels.rh_1_2m ?? null,
      solarWm2: o.channels.solar_rad ?? null,
    };
  });
  const features = modelAFeaturesOf(rows, entry.station)[1];
  return features ? forecastSigmaWModelA(fit, features, latest.observedAtMs).valueMps : null;
}

/** The station's current metrics from its window, at `nowMs`. */
export function recompute(entry: LiveStation, nowMs: number): void {
  const derived =
    entry.recent.length === 0
      ? null
      : deriveCurrentMetrics({
          station: stationContext(entry.station),
          nowMs,
          recent: entry.recent,
          daily: entry.daily,
        });
  entry.current = derived?.metrics ?? null;
  entry.estimated = derived?.estimated ?? new Set();
  if (entry.current && entry.current.ann_2hr_sigma_w !== null && entry.forecastFit) {
    entry.current.ann_2hr_sigma_w = modelAForecastMps(entry, entry.forecastFit) ?? entry.current.ann_2hr_sigma_w;
  }
  entry.spray = judgeStationSpray(entry, nowMs);
  entry.computedAtMs = nowMs;
  entry.outdated = false;
}

/** A station's window read from the database, its metrics computed. */
export async function loadStation(
  readings: ReadingsRepository,
  station: StationRow,
  nowMs: number,
): Promise<LiveStation> {
  const recent = await readings.readingsSince(station.id, nowMs - liveWindowMs);
  const daily = await readings.dailyWeatherSince(station.id, dailyHistoryStartDate(nowMs, station.timezoneName));
  const entry: LiveStation = {
    station: station,
    recent,
    daily,
    current: null,
    estimated: new Set(),
    // A station silent for longer than the window: one index lookup for its last reading.
    lastReadingMs: recent.at(-1)?.observedAtMs ?? (await readings.latestReadingMs(station.id)),
    processing: false,
    computedAtMs: 0,
    outdated: false,
    forecastSkill: null,
    forecastFit: null,
    spray: null,
  };
  recompute(entry, nowMs);
  return entry;
}
