/**
 * The composition the ingestion service calls after each new reading: every metric of the catalogue
 * for one station, now, in DISPLAY units (wind km/h, CONTRACT.md §6), unrounded (legend bands compare
 * before rounding, §0.4; `formatMetricValue` rounds). Null where the station type cannot supply the
 * metric (§1.3), the data are missing or insufficient (§2.7), or the latest reading is stale.
 *
 * Staleness: everything is null once the latest reading is older than the longest freshness window
 * (popup and dashboard, 3.5 h, spec §9). The shorter marker windows (60/90 min, 3.25 h signed out)
 * are applied when serving, with `isReadingFresh` and the reading's time, because a snapshot
 * outlives the moment it was computed.
 */
import { metricKeys, stationTypeSupportsMetric, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { maxFreshnessLimitMs } from '@mesonet/shared/stations/freshness';
import type { StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import { cattleComfortWindMs, comprehensiveClimateIndex } from './calculators/cattle-comfort';
import { dailyWeatherRows, filledDailyTemperatures, mergeDailyRows } from './calculators/daily-weather';
import { dewPointC } from './calculators/dew-point';
import { downyMildewClass, secondaryHumidityThresholdPct } from './calculators/downy-mildew';
import { referenceEt0ForDay, type Et0Method } from './calculators/evapotranspiration-day';
import {
  defaultCuringPct,
  grassFireDangerIndexMk4,
  harvestCodeIndex,
  harvestStopWindKmh,
  hoursAtOrAboveHarvestCease,
} from './calculators/fire-danger';
import { flystrikeInputsFromHours, flystrikeRisk } from './calculators/flystrike';
import { frostThresholdsC, hoursBelowThreshold, maxBridgedGapMs } from './calculators/frost-hours';
import { heatChillRiskFromHours } from './calculators/heat-chill';
import { hourlyBucketsEndingAt } from './calculators/hourly-series';
import {
  hazardousInversionState,
  ruleOfThumbInversionState,
  verticalTemperatureDifferenceC,
} from './calculators/inversion';
import { rainfallLast24hMm, rainfallLast7DaysMm, rainfallSince9amMm } from './calculators/rainfall';
import { defaultTimeriteDate, rlemFirstDataDate, rlemStatus, type MonthDay } from './calculators/red-legged-earth-mite';
import { mapSeasonAccumulators, seasonFirstDataDate } from './calculators/season-accumulators';
import { estimateSigmaW10Ms, measuredSigmaW10Ms } from './calculators/sigma-w';
import type { EstimableReadingMetric } from './estimated-metrics';
import { forecastSigmaWAtStation } from './calculators/sigma-w-forecast';
import { addDays, datesFromTo, localDateAt, localMidnightMs, localMonthAt } from '@mesonet/shared/time/local-time';
import { stationPressureKpa } from './calculators/station-pressure';
import { sunElevationDeg } from './calculators/sun-position';
import { validRelativeHumidity } from './calculators/vapour-pressure';
import { deltaTC } from './calculators/wet-bulb';
import { displayedWindDirectionDeg, msToKmh } from './calculators/wind-statistics';
import { readingMetricKeys } from '../stations/reading-columns';

export interface DailyWeather {
  localDate: string /* YYYY-MM-DD in the site's zone */;
  tMaxC: number | null;
  tMinC: number | null;
  rainMm: number | null /* 9am-day ending that date */;
}

export interface StationContext {
  slug: string;
  awsType: StationType;
  timezone: string;
  lat: number;
  lng: number;
  elevationM: number;
  /** TIMERITE spray date from the official tool; defaults by region (§4.21, flagged "approx."). */
  timerite?: MonthDay;
}

export type CurrentMetrics = Record<MetricKey, number | null>;

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** A pressure reading this recent may stand in for a reading without one. */
const pressureCarryMs = 30 * minuteMs;
/** §4.12: no forecast from an input older than 30 min. */
const forecastInputMaxAgeMs = 30 * minuteMs;

export type ReadingMetricKey = (typeof readingMetricKeys)[number];
export type ReadingMetrics = Record<ReadingMetricKey, number | null>;

const supported = (awsType: StationType, key: MetricKey, value: number | null) =>
  stationTypeSupportsMetric(awsType, key) ? value : null;

/**
 * Which per-reading metrics a station type supplies, looked up once per type: every stored reading
 * is derived, and a metric the type cannot supply is not computed at all.
 */
const readingMetricSupportByType = new Map<StationType, Readonly<Record<ReadingMetricKey, boolean>>>();
function readingMetricSupport(awsType: StationType): Readonly<Record<ReadingMetricKey, boolean>> {
  let support = readingMetricSupportByType.get(awsType);
  if (!support) {
    support = Object.fromEntries(
      readingMetricKeys.map((key) => [key, stationTypeSupportsMetric(awsType, key)]),
    ) as Record<ReadingMetricKey, boolean>;
    readingMetricSupportByType.set(awsType, support);
  }
  return support;
}

/** The sonic anemometer's σw: research stations only, null when the reading lacks a valid one. */
function sonicSigmaW10Ms(station: StationContext, channels: StationObservation['channels']): number | null {
  return station.awsType === 'research' ? measuredSigmaW10Ms(channels.sonic_w_sd_10m) : null;
}

/** σw: the sonic's at research stations (falling back to the estimate), the §4.11 estimate at other masts. */
function sigmaW10Ms(station: StationContext, channels: StationObservation['channels'], vtdC: number | null) {
  const measured = sonicSigmaW10Ms(station, channels);
  if (measured !== null) return measured;
  const t = channels.air_temp_1_2m;
  const u10 = channels.wind_speed_10m;
  if (vtdC === null || t === undefined || u10 === undefined) return null;
  const meanTempK = t + vtdC / 2 + 273.15;
  return estimateSigmaW10Ms({ vtdC, windSpeed10mMs: u10, meanTempK, solarRadiationWm2: channels.solar_rad ?? null });
}

/**
 * Derived values of one reading (display units). `previous`, the reading before it, lends its
 * barometer to a reading without one if it is at most 30 min older.
 */
export function deriveReadingMetrics(
  station: StationContext,
  observation: StationObservation,
  previous?: StationObservation,
): ReadingMetrics {
  const supports = readingMetricSupport(station.awsType);
  const c = observation.channels;
  const t = c.air_temp_1_2m ?? null;
  // Fire indices accept RH 0 (§4.14); the psychrometric values treat RH < 1 % as a fault (§2.9).
  const rhFire = c.rh_1_2m === undefined ? null : Math.min(100, c.rh_1_2m);
  const vtd = verticalTemperatureDifferenceC(c.air_temp_10m, c.air_temp_1_2m);
  const sigma = sigmaW10Ms(station, c, vtd);
  let deltaT: number | null = null;
  if (supports.delta_t) {
    const carriedPressure =
      previous && observation.observedAtMs - previous.observedAtMs <= pressureCarryMs
        ? previous.channels.pressure_station
        : undefined;
    deltaT = deltaTC(t, c.rh_1_2m, stationPressureKpa(c.pressure_station ?? carriedPressure, station.elevationM));
  }
  return {
    delta_t: deltaT,
    dew_point: supports.dew_point ? dewPointC(t, c.rh_1_2m) : null,
    vtd: supports.vtd ? vtd : null,
    hazardous_inversion: supports.hazardous_inversion ? hazardousInversionState(vtd, sigma) : null,
    ghcop:
      !supports.ghcop || t === null || rhFire === null || c.wind_speed_2m === undefined
        ? null
        : harvestCodeIndex(t, rhFire, msToKmh(c.wind_speed_2m)),
    gfdi:
      !supports.gfdi || t === null || rhFire === null || c.wind_speed_10m === undefined
        ? null
        : grassFireDangerIndexMk4({
            tempC: t,
            rhPct: rhFire,
            windSpeedKmh: msToKmh(c.wind_speed_10m),
            curingPct: defaultCuringPct(localMonthAt(observation.observedAtMs, station.timezone)),
          }),
    sigmaw10: supports.sigmaw10 ? sigma : null,
  };
}

/**
 * The reading's metrics an estimate worked out (§4.11): σw wherever it has a value the sonic did not
 * give, so also at a research station whose sonic reading is missing or invalid.
 */
export function estimatedReadingMetrics(
  station: StationContext,
  observation: StationObservation,
  metrics: ReadingMetrics,
): EstimableReadingMetric[] {
  return metrics.sigmaw10 !== null && sonicSigmaW10Ms(station, observation.channels) === null ? ['sigmaw10'] : [];
}

/** Daily rows (calendar-day Tmax/Tmin with 80 % coverage, 9am-day rain) from ascending raw readings. */
export function dailyWeatherFromObservations(
  station: StationContext,
  observations: readonly StationObservation[],
): DailyWeather[] {
  return dailyWeatherRows(observations, station.timezone);
}

/** The earliest local date `daily` must reach back to on `nowMs` (season accumulators and RLEM). */
export function dailyHistoryStartDate(nowMs: number, timezone: string): string {
  const today = localDateAt(nowMs, timezone);
  const season = seasonFirstDataDate(today);
  const rlem = rlemFirstDataDate(today);
  return season < rlem ? season : rlem;
}

/** A station's current metrics, and those of them an estimate worked out (shown 'est.'). */
export interface DerivedCurrentMetrics {
  metrics: CurrentMetrics;
  estimated: ReadonlySet<MetricKey>;
}

/** What the current metrics are worked out from: the fresh window of readings, its newest, and the days. */
interface CurrentMoment {
  station: StationContext;
  nowMs: number;
  recent: StationObservation[];
  latest: StationObservation;
  today: string;
  midnightMs: number;
  daily: DailyWeather[];
}

export function deriveCurrentMetrics(input: {
  station: StationContext;
  nowMs: number;
  recent: StationObservation[] /* ascending, at least the last 8 days */;
  daily: DailyWeather[] /* ascending local days, back to at least dailyHistoryStartDate */;
}): DerivedCurrentMetrics {
  const { station, nowMs } = input;
  const tz = station.timezone;
  const metrics = Object.fromEntries(metricKeys.map((key) => [key, null])) as CurrentMetrics;
  const estimated = new Set<MetricKey>();
  const recent = input.recent.filter((o) => o.observedAtMs <= nowMs);
  const latest = recent.at(-1);
  if (!latest || nowMs - latest.observedAtMs > maxFreshnessLimitMs) return { metrics, estimated };

  const today = localDateAt(nowMs, tz);
  const recomputed = dailyWeatherFromObservations(station, recent);
  const daily = mergeDailyRows(input.daily, recomputed, recent[0]!.observedAtMs, tz);
  const moment: CurrentMoment = {
    station,
    nowMs,
    recent,
    latest,
    today,
    midnightMs: localMidnightMs(today, tz),
    daily,
  };
  const reading = deriveReadingMetrics(station, latest, recent.at(-2));
  Object.assign(metrics, reading);
  for (const key of estimatedReadingMetrics(station, latest, reading)) estimated.add(key);

  // Stations with no 10 m temperature get GRDC's rule of thumb instead, in states of its own (§4.10).
  if (!stationTypeSupportsMetric(station.awsType, 'vtd')) {
    metrics.hazardous_inversion = ruleOfThumbInversionState(recent, latest.observedAtMs, station.lat, station.lng);
  }
  latestIntervalMetrics(metrics, moment);
  todayMetrics(metrics, moment);
  if (yesterdayEt0(metrics, moment) === 'hargreaves') estimated.add('evapotranspiration');
  dailyModelMetrics(metrics, moment);
  hourlyModelMetrics(metrics, moment);

  for (const key of metricKeys) metrics[key] = supported(station.awsType, key, metrics[key]);
  for (const key of estimated) if (metrics[key] === null) estimated.delete(key);
  return { metrics, estimated };
}

/** The newest reading's values (§2.7), its σw forecast (Model B, §4.12) and cattle comfort (§4.19). */
function latestIntervalMetrics(metrics: CurrentMetrics, { station, nowMs, latest }: CurrentMoment): void {
  const c = latest.channels;
  const { lat, lng } = station;
  const latestMs = latest.observedAtMs;
  metrics.temperature = c.air_temp_1_2m ?? null;
  metrics.relative_humidity = validRelativeHumidity(c.rh_1_2m);
  metrics.wind_speed_10m = c.wind_speed_10m === undefined ? null : msToKmh(c.wind_speed_10m);
  metrics.wind_speed_2m = c.wind_speed_2m === undefined ? null : msToKmh(c.wind_speed_2m);
  metrics.wind_direction_10m = displayedWindDirectionDeg(c.wind_speed_10m, c.wind_dir_10m);
  metrics.wind_direction_2m = displayedWindDirectionDeg(c.wind_speed_2m, c.wind_dir_2m);
  metrics.wind_gust_10m = c.wind_gust_10m === undefined ? null : msToKmh(c.wind_gust_10m);
  metrics.wind_gust_2m = c.wind_gust_2m === undefined ? null : msToKmh(c.wind_gust_2m);
  metrics.pressure_station = c.pressure_station ?? null;
  metrics.solar_radiation = c.solar_rad === undefined ? null : Math.max(0, c.solar_rad);

  // σw forecast, "statistical-v1" Model B (§4.12).
  if (metrics.sigmaw10 !== null && nowMs - latestMs <= forecastInputMaxAgeMs) {
    metrics.ann_2hr_sigma_w = forecastSigmaWAtStation({
      sigmaWMs: metrics.sigmaw10,
      issuedAtMs: latestMs,
      latitudeDeg: lat,
      longitudeDeg: lng,
      elevationM: station.elevationM,
      solarWm2: c.solar_rad,
      windSpeed10mMs: c.wind_speed_10m,
    }).valueMps;
  }

  // Cattle comfort (§4.19): without a pyranometer only at night, when the radiation is 0.
  const cciWind = cattleComfortWindMs(c.wind_speed_2m, c.wind_speed_10m);
  const radiation = c.solar_rad ?? (sunElevationDeg(lat, lng, latestMs) < 0 ? 0 : undefined);
  const rhCci = validRelativeHumidity(c.rh_1_2m);
  if (c.air_temp_1_2m !== undefined && rhCci !== null && cciWind !== null && radiation !== undefined) {
    metrics.cci = comprehensiveClimateIndex({
      tempC: c.air_temp_1_2m,
      rhPct: rhCci,
      windSpeedMs: cciWind,
      solarRadiationWm2: radiation,
    }).cci;
  }
}

/** Today's extremes and harvest code hours, rain (§4.7) and the last 24 h's frost hours (§4.15). */
function todayMetrics(metrics: CurrentMetrics, { station, nowMs, recent, latest, midnightMs }: CurrentMoment): void {
  const c = latest.channels;
  const tz = station.timezone;
  const latestMs = latest.observedAtMs;
  // Max and min since local midnight (§4.2 [P]).
  const todayTemps = recent.flatMap((o) =>
    o.observedAtMs > midnightMs && o.channels.air_temp_1_2m !== undefined ? [o.channels.air_temp_1_2m] : [],
  );
  metrics.temperature_max_today = todayTemps.length > 0 ? todayTemps.reduce((a, b) => Math.max(a, b)) : null;
  metrics.temperature_min_today = todayTemps.length > 0 ? todayTemps.reduce((a, b) => Math.min(a, b)) : null;

  // Harvest code helpers (§4.13): the 2 m wind that brings the index to 35 now, and hours at or above 35 today.
  if (c.air_temp_1_2m !== undefined && c.rh_1_2m !== undefined) {
    metrics.ghcop_stop_wind_2m = harvestStopWindKmh(c.air_temp_1_2m, Math.min(100, c.rh_1_2m));
  }
  const harvestIndexToday = recent.flatMap((o) => {
    const { air_temp_1_2m: t, rh_1_2m: rh, wind_speed_2m: u2 } = o.channels;
    if (o.observedAtMs < midnightMs - maxBridgedGapMs || t === undefined || rh === undefined || u2 === undefined) {
      return [];
    }
    return [{ atMs: o.observedAtMs, ghcop: harvestCodeIndex(t, Math.min(100, rh), msToKmh(u2)) }];
  });
  metrics.ghcop_hours_35_today = hoursAtOrAboveHarvestCease(harvestIndexToday, midnightMs, latestMs);

  // Rain (§4.7).
  metrics.rainfall_since_9am = rainfallSince9amMm(recent, nowMs, tz);
  metrics.rainfall_last_24h = rainfallLast24hMm(recent, latestMs);
  metrics.rainfall_last_7d = rainfallLast7DaysMm(recent, nowMs, tz);

  // Frost hours over the last 24 h (§4.15's rolling window): at dawn the tile counts the night still
  // under way, not the one before it, and by afternoon it still holds the whole of last night.
  const temps = recent.flatMap((o) =>
    o.channels.air_temp_1_2m === undefined ? [] : [{ atMs: o.observedAtMs, tempC: o.channels.air_temp_1_2m }],
  );
  for (const [key, threshold] of Object.entries(frostThresholdsC) as [keyof typeof frostThresholdsC, number][]) {
    metrics[key] = hoursBelowThreshold(temps, threshold, latestMs - dayMs, latestMs);
  }
}

/**
 * ET₀ of the last complete local day (§4.8), and the method: Hargreaves, an estimate, without a full
 * day of solar radiation, humidity and wind, whether the station lacks the sensors or missed readings.
 */
function yesterdayEt0(metrics: CurrentMetrics, { station, recent, today, daily }: CurrentMoment): Et0Method | null {
  const yesterday = addDays(today, -1);
  const yesterdayRow = daily.find((d) => d.localDate === yesterday);
  const et0 = referenceEt0ForDay({
    observations: recent,
    date: yesterday,
    timezone: station.timezone,
    latitudeDeg: station.lat,
    longitudeDeg: station.lng,
    elevationM: station.elevationM,
    tMaxC: yesterdayRow?.tMaxC ?? null,
    tMinC: yesterdayRow?.tMinC ?? null,
  });
  metrics.evapotranspiration = et0?.et0Mm ?? null;
  return et0?.method ?? null;
}

/** Season accumulators and the daily models. */
function dailyModelMetrics(metrics: CurrentMetrics, { station, today, daily }: CurrentMoment): void {
  const { lat, lng } = station;
  const season = mapSeasonAccumulators(daily, today, lat);
  metrics.thermal_time = season.thermalTimeCd;
  metrics.vernalisation_time = season.vernalDays;
  metrics.adjusted_thermal_time = season.adjustedThermalTimeCd;
  metrics.etiella = season.etiellaCd;
  const rlemDays = filledDailyTemperatures(daily, rlemFirstDataDate(today), addDays(today, -1));
  if (rlemDays !== null) {
    const rain = new Map(daily.map((d) => [d.localDate, d.rainMm]));
    const days = rlemDays.map((d) => ({ ...d, rainMm: rain.get(d.localDate) ?? null }));
    metrics.rlem = rlemStatus(days, today, station.timerite ?? defaultTimeriteDate(lat, lng));
  }
}

/** Rolling hourly models (§4.22–4.24), windows ending at the newest reading. */
function hourlyModelMetrics(metrics: CurrentMetrics, { station, recent, latest, today, daily }: CurrentMoment): void {
  const { lat, lng } = station;
  const hours7d = hourlyBucketsEndingAt(recent, latest.observedAtMs, 168);
  const rain21d = datesFromTo(addDays(today, -20), today).map(
    (date) => daily.find((d) => d.localDate === date)?.rainMm ?? null,
  );
  const flystrike = flystrikeInputsFromHours(hours7d, rain21d, lat, lng);
  metrics.ag360_flystrike = flystrike === null ? null : flystrikeRisk(flystrike).riskClass;
  metrics.ag360_heat_chill_risk = heatChillRiskFromHours(hours7d.slice(-24));
  metrics.downy_mildew = downyMildewClass({
    hours: hours7d.slice(-48),
    today,
    latitudeDeg: lat,
    longitudeDeg: lng,
    timezone: station.timezone,
    humidRhPct: secondaryHumidityThresholdPct(hours7d),
  });
}
