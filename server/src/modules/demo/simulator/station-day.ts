import { hourMs } from '@mesonet/shared/time/local-time';
import { civilDate, dayOfYear, localMidnightUtcMs } from './day-index';
import { seasonal, summerWeight, waterTemperatureC } from './climatology';
import { noiseChannel, normal4, uniform4 } from './prng';
import { planRainEvents, rainScaleByMonth, type RainEvent } from './rain-plan';
import { solarDay, type SolarDay } from './solar-geometry';
import type { StationProfile } from './station-profile';
import type { SynopticModel } from './synoptic-model';
import { angleDeltaDeg, radiativeCoolingFactor, regimeStatistics } from './synoptic-regimes';
import { clamp } from './curves';

/**
 * The station layer (metrics.md §6.1 step 3): one station's targets for one local day, from the
 * regime, the climatology and the site's geography. Pure in (seed, station, day), so it can be
 * cached freely.
 */

/** Parton & Logan (1981) 1.5 m parameters (§6.5): the max lags solar noon by a, the min sits c before sunrise. */
export const partonLoganLagH = 1.86;
export const minimumOffsetH = -0.17;
const lapseRateCPerM = 0.0065;
/**
 * Calibration: a day's extreme lands beyond its mean target once the air mass, fronts and sea
 * breezes move through the day, so targets are nudged in to keep monthly means on climatology
 * (checked over 20 simulated years).
 */
const tmaxCalibrationC = -0.9;
const tminCalibrationC = 0.8;

export interface SeaBreezeDay {
  arrivalUtcMs: number;
  decayStartUtcMs: number;
  strength: number;
  speedMs: number;
  fromDeg: number;
  temperatureDropC: number;
  dewPointRiseC: number;
}

export interface StationDay {
  dayIndex: number;
  dayStartUtcMs: number;
  doy: number;
  month: number;
  sun: SolarDay;
  /** Base (air-mass-neutral) daily extremes; the synoptic air-mass anomaly is added at each instant. */
  tmaxC: number;
  tminC: number;
  tSunsetC: number;
  /** Parton–Logan nocturnal decay b for the night that ends this morning. */
  nightDecay: number;
  dewPointC: number;
  seaBreeze: SeaBreezeDay | null;
  /** Rain events of this synoptic day (they may run into the next two days). */
  rainEvents: RainEvent[];
  /** VTD seasonal factor (§6.6: 1.0 May–Aug, 0.8 spring/autumn, 0.6 Dec–Feb). */
  inversionSeasonFactor: number;
  /** Time after sunrise by which the night's inversion has eroded (§6.6: 1.5–3 h). */
  erosionMs: number;
  /** Single-channel fault for the day (§6.12: about 1 per 200 station-days): the wind vane sticks. */
  stuckVaneDeg: number | null;
}

/** Everything the simulator keeps per station: the profile, its seeded key and a small day cache. */
export interface StationContext {
  profile: StationProfile;
  key: number;
  synoptic: SynopticModel;
  rainScale: readonly number[];
  days: Map<number, StationDay>;
}

const dayCacheSize = 48;

/**
 * Spatially correlated daily anomaly (§6.3): the sum of the day's three cosine waves for the
 * variable, so neighbours agree within 1–2 °C while the network still shows gradients.
 */
function spatialField(waves: Float64Array, variable: number, latDeg: number, lngDeg: number): number {
  const xKm = (lngDeg - 139.3) * 92;
  const yKm = (latDeg + 35) * 111;
  let sum = 0;
  for (let i = 3 * variable; i < 3 * variable + 3; i += 1) {
    sum += Math.cos((waves[3 * i] ?? 0) * xKm + (waves[3 * i + 1] ?? 0) * yKm + (waves[3 * i + 2] ?? 0));
  }
  return 0.8 * sum;
}

function seaBreezeDay(context: StationContext, day: StationDay): SeaBreezeDay | null {
  const exposure = context.profile.seaBreeze;
  if (!exposure) return null;
  const noon = day.sun.solarNoonUtcMs;
  const synoptic = context.synoptic.stateAt(noon - context.profile.frontDelayMs);
  const contrastC = day.tmaxC + synoptic.airmassC - waterTemperatureC(exposure.body, day.doy);
  const onshoreComponentMs =
    synoptic.windMs * Math.cos((angleDeltaDeg(exposure.onshoreDirDeg, synoptic.windDirDeg) * Math.PI) / 180);
  // Triggered by a land–sea contrast above 4 °C and an offshore surface wind below 5 m/s (§6.7).
  if (contrastC <= 4 || -0.6 * onshoreComponentMs >= 5 || synoptic.cloud > 0.75) return null;
  const draw = (i: number) => uniform4(context.key, noiseChannel.seaBreeze, day.dayIndex, i);
  const onsetMs = noon - hourMs + 2 * draw(1) * hourMs;
  const delayH = exposure.inland ? 1.5 + draw(2) : 0.25 * draw(2);
  const strength = clamp(0.5 + (contrastC - 4) / 6, 0.5, 1) * (exposure.inland ? 0.6 : 1);
  const lake = exposure.body === 'lake';
  return {
    arrivalUtcMs: onsetMs + delayH * hourMs,
    decayStartUtcMs: day.sun.sunsetUtcMs,
    strength,
    speedMs: (lake ? 2 + 2 * draw(3) : 4 + 3 * draw(3)) * strength,
    fromDeg: exposure.onshoreDirDeg + 20 * (draw(4) - 0.5),
    temperatureDropC: (2 + 2 * draw(5)) * strength * (lake ? 0.6 : 1),
    dewPointRiseC: (2 + 3 * draw(6)) * strength * (lake ? 0.6 : 1),
  };
}

function buildStationDay(context: StationContext, dayIndex: number): StationDay {
  const { profile, key, synoptic } = context;
  const { station, climate } = profile;
  const { month } = civilDate(dayIndex);
  const doy = dayOfYear(dayIndex);
  const stats = regimeStatistics(month);
  const sun = solarDay(station.lat, station.lng, dayIndex);
  const summer = summerWeight(doy);
  const waves = synoptic.day(dayIndex).fieldWaves;
  const dz = profile.elevationAboveReferenceM;

  const tmaxClimC = seasonal(climate.janTmaxC, climate.julTmaxC, doy);
  const tminClimC = seasonal(climate.janTminC, climate.julTminC, doy);
  const dayCloud = synoptic.stateAt(sun.solarNoonUtcMs + hourMs - profile.frontDelayMs).cloud;
  // The night's radiative cooling, sampled through its second half (the minimum comes at dawn).
  let kRad = 0;
  for (const hoursBeforeSunrise of [5, 3, 1]) {
    const night = synoptic.stateAt(sun.sunriseUtcMs - hoursBeforeSunrise * hourMs - profile.frontDelayMs);
    kRad += radiativeCoolingFactor(night.cloud, night.windMs) / 3;
  }
  const maritimeMaxC = profile.maritime ? -0.3 - 1.5 * summer : 0;
  const maritimeMinC = profile.maritime ? 0.8 : 0;

  // Cloud narrows the diurnal range; clear calm nights cool most (k_rad), except on hilltops (thermal belt).
  const tmaxC =
    tmaxClimC +
    tmaxCalibrationC +
    maritimeMaxC -
    lapseRateCPerM * dz -
    0.45 * (tmaxClimC - tminClimC) * (dayCloud - stats.meanCloud) +
    spatialField(waves, 0, station.lat, station.lng) +
    0.4 * normal4(key, noiseChannel.stationDay, dayIndex, 0);
  let tminC =
    tminClimC +
    tminCalibrationC +
    maritimeMinC -
    lapseRateCPerM * dz * (1 - kRad) +
    profile.nightCoolingC * (stats.meanRadiativeCooling - kRad) +
    spatialField(waves, 1, station.lat, station.lng) +
    0.4 * normal4(key, noiseChannel.stationDay, dayIndex, 1);
  tminC = Math.min(tminC, tmaxC - 2);
  const dayLengthH = sun.dayLengthH;
  const tSunsetC =
    tminC + (tmaxC - tminC) * Math.sin((Math.PI * (dayLengthH - minimumOffsetH)) / (dayLengthH + 2 * partonLoganLagH));

  const coastalDewC = profile.maritime ? 1.5 : profile.seaBreeze ? 0.7 : 0;
  const day: StationDay = {
    dayIndex,
    dayStartUtcMs: localMidnightUtcMs(dayIndex),
    doy,
    month,
    sun,
    tmaxC,
    tminC,
    tSunsetC,
    nightDecay: 2.2 * (0.6 + 0.8 * kRad),
    dewPointC:
      seasonal(climate.janDewPointC, climate.julDewPointC, doy) +
      coastalDewC -
      0.002 * dz +
      spatialField(waves, 2, station.lat, station.lng) +
      0.3 * normal4(key, noiseChannel.stationDay, dayIndex, 2),
    seaBreeze: null,
    rainEvents: [],
    inversionSeasonFactor: 0.8 + 0.2 * Math.cos((2 * Math.PI * (doy - 200)) / 365),
    erosionMs: (2.25 - 0.75 * Math.cos((2 * Math.PI * (doy - 20)) / 365)) * hourMs,
    stuckVaneDeg:
      uniform4(key, noiseChannel.sensorFault, dayIndex, 0) < 0.005
        ? Math.floor(360 * uniform4(key, noiseChannel.sensorFault, dayIndex, 1))
        : null,
  };
  day.seaBreeze = seaBreezeDay(context, day);
  day.rainEvents = planRainEvents({
    stationKey: key,
    day: synoptic.day(dayIndex),
    nextDay: synoptic.day(dayIndex + 1),
    dayStartMs: day.dayStartUtcMs,
    month,
    profile,
    scale: context.rainScale[month - 1] ?? 1,
  });
  return day;
}

/** The station's targets for a local day (cached per station; order of calls never changes them). */
export function stationDay(context: StationContext, dayIndex: number): StationDay {
  let found = context.days.get(dayIndex);
  if (!found) {
    found = buildStationDay(context, dayIndex);
    if (context.days.size >= dayCacheSize) {
      const oldest = context.days.keys().next();
      if (!oldest.done) context.days.delete(oldest.value);
    }
    context.days.set(dayIndex, found);
  }
  return found;
}

export function createStationContext(profile: StationProfile, key: number, synoptic: SynopticModel): StationContext {
  return { profile, key, synoptic, rainScale: rainScaleByMonth(profile), days: new Map() };
}
