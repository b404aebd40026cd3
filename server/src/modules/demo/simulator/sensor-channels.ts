import {
  rawChannels,
  type RawChannelKey,
  type RawChannels,
  type StationType,
} from '@mesonet/shared/stations/raw-channels';
import { hourMs } from '@mesonet/shared/time/local-time';
import { summerWeight } from './climatology';
import { noiseChannel, normal4, valueNoise } from './prng';
import { obukhovLengthM, sonicTurbulence } from './sonic-turbulence';
import type { StationContext } from './station-day';
import type { DayWindow } from './day-window';
import type { WeatherState } from './station-weather';

/**
 * The sensor layer (metrics.md §6.1 step 5 and §6.12): which channels each station type reports
 * (§1.2), quantised to the sensors' resolution and kept inside the QC ranges of §2.9.
 */

const core: readonly RawChannelKey[] = ['air_temp_1_2m', 'rh_1_2m', 'rain_mm'];
const mast10m: readonly RawChannelKey[] = [
  'air_temp_10m',
  'wind_speed_10m',
  'wind_dir_10m',
  'wind_gust_10m',
  'wind_dir_sd_10m',
];
const wind2m: readonly RawChannelKey[] = ['wind_speed_2m', 'wind_dir_2m', 'wind_gust_2m'];
const logger: readonly RawChannelKey[] = ['battery_v', 'logger_temp'];
const sonic: readonly RawChannelKey[] = [
  'sonic_w_sd_10m',
  'sonic_ustar_10m',
  'sonic_h_10m',
  'sonic_L_10m',
  'sonic_t_10m',
  'net_rad',
  'soil_temp_10cm',
];

/**
 * Channels each type can report (§1.2). Optional ones are decided per type: hilltops carry a
 * pyranometer and barometer but no 2 m wind; BoM sites have no 10 m temperature, 2 m wind or
 * radiation; greenbrain sites have 2 m wind, leaf wetness and solar but no barometer.
 * Wind directions (and σθ) are left out when the cup is below its 0.3 m/s start threshold.
 */
export const channelsByType: Readonly<Record<StationType, readonly RawChannelKey[]>> = {
  standard: [...core, ...mast10m, ...wind2m, 'solar_rad', 'pressure_station', ...logger],
  research: [...core, ...mast10m, ...wind2m, 'solar_rad', 'pressure_station', ...logger, ...sonic],
  hilltop: [...core, ...mast10m, 'solar_rad', 'pressure_station', ...logger],
  bom: [...core, 'wind_speed_10m', 'wind_dir_10m', 'wind_gust_10m', 'pressure_station'],
  greenbrain: [...core, ...wind2m, 'solar_rad', 'leaf_wetness', ...logger],
};

interface TypeFlags {
  temperature10m: boolean;
  wind10m: boolean;
  windDirSd: boolean;
  wind2m: boolean;
  solar: boolean;
  pressure: boolean;
  leafWetness: boolean;
  logger: boolean;
  sonic: boolean;
}

function flagsOf(channels: readonly RawChannelKey[]): TypeFlags {
  return {
    temperature10m: channels.includes('air_temp_10m'),
    wind10m: channels.includes('wind_speed_10m'),
    windDirSd: channels.includes('wind_dir_sd_10m'),
    wind2m: channels.includes('wind_speed_2m'),
    solar: channels.includes('solar_rad'),
    pressure: channels.includes('pressure_station'),
    leafWetness: channels.includes('leaf_wetness'),
    logger: channels.includes('battery_v'),
    sonic: channels.includes('sonic_w_sd_10m'),
  };
}

const flagsByType: Readonly<Record<StationType, TypeFlags>> = {
  standard: flagsOf(channelsByType.standard),
  research: flagsOf(channelsByType.research),
  hilltop: flagsOf(channelsByType.hilltop),
  bom: flagsOf(channelsByType.bom),
  greenbrain: flagsOf(channelsByType.greenbrain),
};

/** Channels left out when the wind is calm. */
export const calmOmittedChannels: readonly RawChannelKey[] = ['wind_dir_10m', 'wind_dir_sd_10m', 'wind_dir_2m'];

const cupThresholdMs = 0.3;

function quantise(key: RawChannelKey, value: number, step: number): number {
  const range = rawChannels[key];
  const clamped = Math.min(range.max, Math.max(range.min, value));
  // Dividing by an integer gives the double nearest the decimal (0.3, not 0.30000000000000004).
  const perUnit = Math.round(1 / step);
  return Math.round(clamped * perUnit) / perUnit;
}

function direction(deg: number): number {
  const rounded = Math.round(deg) % 360;
  return rounded < 0 ? rounded + 360 : rounded;
}

/** Capacitive RH sensors plateau: near saturation they read 98–100 % rather than a clean 100. */
function reportedHumidity(relativeHumidityPct: number): number {
  return relativeHumidityPct > 98 ? 98 + (relativeHumidityPct - 98) * 0.85 : relativeHumidityPct;
}

/** Leaf wetness (fraction of the interval wet): rain, then drying; dew on humid nights (§1.2, greenbrain). */
function leafWetness(state: WeatherState): number {
  const night = state.solarWm2 < 150;
  const dryingH = night ? 8 : state.relativeHumidityPct > 80 ? 2.5 : 1;
  const fromRain =
    state.hoursSinceRain === 0 ? 1 : 1 - Math.min(1, Math.max(0, (state.hoursSinceRain - dryingH) / 0.75));
  const fromDew = Math.min(1, Math.max(0, (state.relativeHumidityPct - 88) / 8)) * (night ? 1 : 0.3);
  return Math.max(fromRain, fromDew);
}

export interface SensorInput {
  type: StationType;
  context: StationContext;
  days: DayWindow;
  state: WeatherState;
  rainMm: number;
  observedAtMs: number;
  intervalMs: number;
}

/** The reading a station of `type` reports for the interval, from the air's state at its middle. */
export function sensorReading(input: SensorInput): RawChannels {
  const { type, context, state, rainMm, observedAtMs } = input;
  const key = context.key;
  const has = flagsByType[type];
  const reading: RawChannels = {
    air_temp_1_2m: quantise('air_temp_1_2m', state.screenTemperatureC, 0.01),
    rh_1_2m: quantise('rh_1_2m', reportedHumidity(state.relativeHumidityPct), 0.1),
    rain_mm: quantise('rain_mm', rainMm, 0.2),
  };
  const calm10m = state.wind10mMs < cupThresholdMs;
  if (has.temperature10m) reading.air_temp_10m = quantise('air_temp_10m', state.temperature10mC, 0.01);
  if (has.wind10m) {
    reading.wind_speed_10m = calm10m ? 0 : quantise('wind_speed_10m', state.wind10mMs, 0.1);
    if (!calm10m) reading.wind_dir_10m = direction(state.windDir10mDeg);
    reading.wind_gust_10m = Math.max(reading.wind_speed_10m, quantise('wind_gust_10m', state.gust10mMs, 0.1));
    if (has.windDirSd && !calm10m) reading.wind_dir_sd_10m = quantise('wind_dir_sd_10m', state.windDirSd10mDeg, 0.1);
  }
  if (has.wind2m) {
    const calm2m = state.wind2mMs < cupThresholdMs;
    reading.wind_speed_2m = calm2m ? 0 : quantise('wind_speed_2m', state.wind2mMs, 0.1);
    if (!calm2m) reading.wind_dir_2m = direction(state.windDir2mDeg);
    reading.wind_gust_2m = Math.max(reading.wind_speed_2m, quantise('wind_gust_2m', state.gust2mMs, 0.1));
  }
  if (has.solar) reading.solar_rad = quantise('solar_rad', state.solarWm2, 1);
  if (has.pressure) {
    const stationHpa = state.mslpHpa * (1 - 2.25577e-5 * context.profile.station.elevationM) ** 5.25588;
    reading.pressure_station = quantise('pressure_station', stationHpa, 0.1);
  }
  if (has.leafWetness) reading.leaf_wetness = quantise('leaf_wetness', leafWetness(state), 0.01);
  if (has.logger) {
    const charging = Math.min(1, state.solarWm2 / 500);
    const batteryV = 12.6 + 1.1 * charging + 0.05 * valueNoise(key, noiseChannel.battery, observedAtMs, 6 * hourMs);
    reading.battery_v = quantise('battery_v', batteryV, 0.01);
    reading.logger_temp = quantise('logger_temp', state.screenTemperatureC + 1 + 0.012 * state.solarWm2, 0.1);
  }
  if (has.sonic) Object.assign(reading, sonicChannels(input));
  return reading;
}

function sonicChannels(input: SensorInput): RawChannels {
  const { context, days, state, observedAtMs, intervalMs } = input;
  const vtdC = state.temperature10mC - state.screenTemperatureC;
  const turbulence = sonicTurbulence({
    vtdC,
    wind10mMs: state.wind10mMs,
    solarWm2: state.solarWm2,
    airTemperatureC: state.temperature10mC,
  });
  // Log-normal measurement scatter (σ_ln 0.25) and 2–3× during night mixing bursts (§6.11).
  const scatter = Math.exp(0.25 * normal4(context.key, noiseChannel.sigmaW, Math.floor(observedAtMs / intervalMs), 0));
  const sigmaWMs = Math.max(0.02, turbulence.sigmaWMs * scatter * (1 + 2.5 * state.mixingBurst));
  const frictionVelocityMs = turbulence.frictionVelocityMs * scatter;
  const { today } = days;
  // 10 cm soil: daily mean a little above the air's, a damped wave peaking about 16:30 solar time.
  const dailyMeanC = (today.tmaxC + today.tminC) / 2 + state.airmassC + 1.5 + 2 * summerWeight(today.doy);
  const soilC =
    dailyMeanC + 0.35 * (today.tmaxC - today.tminC) * Math.sin((2 * Math.PI * (state.solarHourAngleH + 1.5)) / 24);
  return {
    sonic_w_sd_10m: quantise('sonic_w_sd_10m', sigmaWMs, 0.01),
    sonic_ustar_10m: quantise('sonic_ustar_10m', frictionVelocityMs, 0.001),
    sonic_h_10m: quantise('sonic_h_10m', turbulence.sensibleHeatWm2, 0.1),
    sonic_L_10m: quantise(
      'sonic_L_10m',
      obukhovLengthM(frictionVelocityMs, turbulence.sensibleHeatWm2, state.temperature10mC),
      0.01,
    ),
    sonic_t_10m: quantise('sonic_t_10m', state.temperature10mC + 0.25, 0.01),
    net_rad: quantise('net_rad', 0.77 * state.solarWm2 - (20 + 70 * (1 - state.cloud)), 1),
    soil_temp_10cm: quantise('soil_temp_10cm', soilC, 0.01),
  };
}
