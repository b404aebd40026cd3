import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import { baselineMslpHpa, summerWeight } from './climatology';
import { hoursSinceRainAt, wetnessAt, type DayWindow } from './day-window';
import { noiseChannel, uniform4, valueNoise } from './prng';
import { coreScreenTemperatureC, saturationVapourPressureKpa, seaBreezeFactor } from './screen-temperature';
import { clearSkyRadiationWm2, sinSunElevation } from './solar-geometry';
import type { StationContext } from './station-day';
import { radiativeCoolingFactor } from './synoptic-regimes';
import { clamp, smoothstep } from './curves';

/**
 * The diurnal and sub-daily layer (metrics.md §6.4–6.11): the physical state of the air at a
 * station at one instant, from the day targets, the synoptic state and smooth counter-based noise.
 */

/** Growth (0–1) of the nocturnal inversion: onset 1 h before sunset, τ = 2.5 h, eroded after sunrise (§6.6). */
function inversionGrowth(days: DayWindow, atMs: number): number {
  const { before, today } = days;
  const tau = 2.5 * hourMs;
  const eveningOnsetMs = today.sun.sunsetUtcMs - hourMs;
  if (atMs >= eveningOnsetMs) return 1 - Math.exp(-(atMs - eveningOnsetMs) / tau);
  const lastOnsetMs = before.sun.sunsetUtcMs - hourMs;
  const sunriseMs = today.sun.sunriseUtcMs;
  if (atMs <= sunriseMs) return 1 - Math.exp(-(atMs - lastOnsetMs) / tau);
  const atSunrise = 1 - Math.exp(-(sunriseMs - lastOnsetMs) / tau);
  const start = 0.25 * hourMs;
  return atSunrise * (1 - smoothstep((atMs - sunriseMs - start) / (today.erosionMs - start)));
}

/** Intermittent mixing bursts on inversion nights (§6.6): about 1 per 3 h, 10–30 min, 0–1 shape × depth. */
function mixingBurst(key: number, atMs: number): number {
  const slotMs = 30 * minuteMs;
  const slot = Math.floor(atMs / slotMs);
  let burst = 0;
  for (let s = slot - 1; s <= slot; s += 1) {
    if (uniform4(key, noiseChannel.mixingBurst, s, 0) >= 0.15) continue;
    const startMs = (s + uniform4(key, noiseChannel.mixingBurst, s, 1)) * slotMs;
    const durationMs = (10 + 20 * uniform4(key, noiseChannel.mixingBurst, s, 2)) * minuteMs;
    if (atMs <= startMs || atMs >= startMs + durationMs) continue;
    const depth = 0.4 + 0.3 * uniform4(key, noiseChannel.mixingBurst, s, 3);
    burst = Math.max(burst, depth * Math.sin((Math.PI * (atMs - startMs)) / durationMs));
  }
  return burst;
}

export interface WeatherState {
  screenTemperatureC: number;
  temperature10mC: number;
  dewPointC: number;
  relativeHumidityPct: number;
  wind10mMs: number;
  windDir10mDeg: number;
  gust10mMs: number;
  windDirSd10mDeg: number;
  wind2mMs: number;
  windDir2mDeg: number;
  gust2mMs: number;
  solarWm2: number;
  cloud: number;
  mslpHpa: number;
  /** Synoptic air-mass anomaly (°C) in force. */
  airmassC: number;
  /** 0–1 share of the daytime mixing (lagged clear-sky fraction), 0 at night. */
  mixing: number;
  /** 0–1 strength of the nocturnal inversion (k_rad × growth × dryness). */
  inversion: number;
  mixingBurst: number;
  rainWetness: number;
  hoursSinceRain: number;
  /** Hours from solar noon (negative before). */
  solarHourAngleH: number;
}

type SynopticState = ReturnType<StationContext['synoptic']['stateAt']>;

/** Radiation and cloud (§6.4): Kasten–Czeplak attenuation, flicker on broken-cloud days. */
function radiationAt(
  context: StationContext,
  days: DayWindow,
  synoptic: SynopticState,
  wetness: number,
  atMs: number,
  intervalMs: number,
) {
  const { key } = context;
  const sun = days.today.sun;
  let cloud = clamp(synoptic.cloud + 0.1 * valueNoise(key, noiseChannel.stationCloud, atMs, hourMs), 0, 1);
  cloud = Math.max(cloud, 0.9 * wetness);
  const cloudTransmission = 1 - 0.75 * cloud ** 3.4;
  let transmission = cloudTransmission * (1 - 0.85 * wetness);
  if (cloud > 0.3 && cloud < 0.8) {
    const interval = Math.floor(atMs / intervalMs);
    if (uniform4(key, noiseChannel.solarFlicker, interval, 0) < 0.35) {
      const dip = 0.4 + 0.3 * uniform4(key, noiseChannel.solarFlicker, interval, 1);
      const lengthMs = (2 + 13 * uniform4(key, noiseChannel.solarFlicker, interval, 2)) * minuteMs;
      transmission *= 1 - dip * Math.min(1, lengthMs / intervalMs);
    }
  }
  const solarWm2 = clearSkyRadiationWm2(sinSunElevation(sun, atMs)) * transmission;
  const laggedWm2 = clearSkyRadiationWm2(sinSunElevation(sun, atMs - hourMs)) * cloudTransmission;
  const mixing = clamp(laggedWm2 / sun.noonClearSkyWm2, 0, 1);

  return { cloud, solarWm2, mixing };
}

/**
 * Nocturnal inversion (§6.6), with mixing bursts. Cloud or wind arriving destroys it within
 * minutes, but a clearing sky builds it only gradually, so k_rad also looks 1.5 h back.
 */
function inversionAt(
  context: StationContext,
  days: DayWindow,
  synoptic: SynopticState,
  cloud: number,
  wetness: number,
  atMs: number,
) {
  const { profile, key } = context;
  const growth = inversionGrowth(days, atMs);
  let kRad = radiativeCoolingFactor(cloud, synoptic.windMs);
  if (growth > 0) {
    const earlierMs = atMs - 1.5 * hourMs;
    const earlier = context.synoptic.stateAt(earlierMs - profile.frontDelayMs);
    const earlierCloud = clamp(
      earlier.cloud + 0.1 * valueNoise(key, noiseChannel.stationCloud, earlierMs, hourMs),
      0,
      1,
    );
    kRad = Math.min(kRad, (kRad + radiativeCoolingFactor(earlierCloud, earlier.windMs)) / 2);
  }
  let inversion = kRad * growth * (1 - wetness);
  const burst = inversion > 0.25 ? mixingBurst(key, atMs) : 0;
  inversion *= 1 - burst;

  return { inversion, burst };
}

/** Wind (§6.7): diurnal coupling, hilltops above the inversion, drainage, sea breeze. */
function windAt(
  context: StationContext,
  days: DayWindow,
  synoptic: SynopticState,
  air: { mixing: number; inversion: number; burst: number },
  atMs: number,
  intervalMs: number,
) {
  const { profile, key } = context;
  const { today } = days;
  const { mixing, inversion, burst } = air;
  const hilltop = profile.stationClass === 'hilltop';
  let speed = synoptic.windMs * (hilltop ? 0.55 + 0.2 * mixing : (0.25 + 0.5 * mixing) * (1 - 0.7 * inversion));
  speed *= profile.windExposure;
  const surfaceDir = ((synoptic.windDirDeg + 10 + 15 * (1 - mixing)) * Math.PI) / 180;
  let x = speed * Math.sin(surfaceDir);
  let y = speed * Math.cos(surfaceDir);
  if (!hilltop && profile.stationClass !== 'coastal') {
    const drainage = inversion * clamp(1 - speed / 2, 0, 1);
    const drainageDir = (profile.drainageFromDeg * Math.PI) / 180;
    x = (1 - drainage) * x + drainage * (0.5 + 0.8 * inversion) * Math.sin(drainageDir);
    y = (1 - drainage) * y + drainage * (0.5 + 0.8 * inversion) * Math.cos(drainageDir);
  }
  const breeze = today.seaBreeze;
  const breezeFactor = seaBreezeFactor(today, atMs);
  if (breeze && breezeFactor > 0) {
    const breezeDir = (breeze.fromDeg * Math.PI) / 180;
    x = (1 - 0.6 * breezeFactor) * x + breezeFactor * breeze.speedMs * Math.sin(breezeDir);
    y = (1 - 0.6 * breezeFactor) * y + breezeFactor * breeze.speedMs * Math.cos(breezeDir);
  }
  const turbulence = 0.04 + 0.08 * mixing;
  const wind10mMs = Math.max(
    0,
    (Math.hypot(x, y) + 1.5 * burst) *
      (1 +
        turbulence * valueNoise(key, noiseChannel.windFast, atMs, 10 * minuteMs) +
        0.12 * valueNoise(key, noiseChannel.windSlow, atMs, hourMs)),
  );
  const windDirSd10mDeg = clamp(
    (6 + 30 / (wind10mMs + 1)) * (1 + 0.5 * inversion) +
      2 * valueNoise(key, noiseChannel.windDirSd, atMs, 20 * minuteMs),
    3,
    100,
  );
  const meander = 15 * (1 + 1 / (wind10mMs + 0.5)) * valueNoise(key, noiseChannel.windDirSlow, atMs, hourMs);
  const jitter = 0.3 * windDirSd10mDeg * valueNoise(key, noiseChannel.windDirFast, atMs, 10 * minuteMs);
  const vectorDeg = (Math.atan2(x, y) * 180) / Math.PI;
  const windDir10mDeg = today.stuckVaneDeg ?? (((vectorDeg + meander + jitter) % 360) + 360) % 360;
  const gustFactor = clamp(
    1.25 + 0.5 * mixing - 0.1 * inversion + 0.12 * valueNoise(key, noiseChannel.gust, atMs, intervalMs),
    1.1,
    2.2,
  );
  const gust10mMs = wind10mMs * gustFactor + 0.4 * (0.5 + mixing);
  const ratio = 0.74 - 0.35 * inversion + 0.03 * valueNoise(key, noiseChannel.windRatio, atMs, hourMs);
  const wind2mMs = wind10mMs * ratio;
  const gust2mMs = wind2mMs * (gustFactor + 0.1 + 0.1 * valueNoise(key, noiseChannel.gust2m, atMs, intervalMs)) + 0.3;
  const windDir2mDeg =
    (((windDir10mDeg + 4 + 12 * inversion * valueNoise(key, noiseChannel.windDir2m, atMs, 2 * hourMs)) % 360) + 360) %
    360;

  return { wind10mMs, windDir10mDeg, gust10mMs, windDirSd10mDeg, wind2mMs, windDir2mDeg, gust2mMs };
}

/** The air at a station at an instant (`days` must be the window of the instant's local day). */
export function weatherAt(context: StationContext, days: DayWindow, atMs: number, intervalMs: number): WeatherState {
  const { profile, key } = context;
  const { today } = days;
  const sun = today.sun;
  const synoptic = context.synoptic.stateAt(atMs - profile.frontDelayMs);
  const wetness = wetnessAt(days, atMs);
  const { cloud, solarWm2, mixing } = radiationAt(context, days, synoptic, wetness, atMs, intervalMs);
  const { inversion, burst } = inversionAt(context, days, synoptic, cloud, wetness, atMs);
  const wind = windAt(context, days, synoptic, { mixing, inversion, burst }, atMs, intervalMs);
  const { wind10mMs } = wind;
  const breeze = today.seaBreeze;
  const breezeFactor = seaBreezeFactor(today, atMs);

  // Temperatures (§6.5–6.6): VTD = T10 − T1.2, inversion by night, super-adiabatic by day.
  const temperatureNoiseC =
    (0.05 + 0.12 * mixing) * valueNoise(key, noiseChannel.temperatureFast, atMs, 15 * minuteMs) +
    0.3 * valueNoise(key, noiseChannel.temperatureSlow, atMs, 2 * hourMs);
  const screenTemperatureC =
    coreScreenTemperatureC(days, synoptic.airmassC, wetness, atMs) + burst * 1.5 * inversion + temperatureNoiseC;
  const inversionC = profile.inversionStrengthC * today.inversionSeasonFactor * inversion;
  const sunFactor = clamp(solarWm2 / 150, 0, 1);
  const lapseC = -(0.2 * sunFactor + (0.9 * solarWm2) / 1000) / (1 + wind10mMs / 5);
  const temperature10mC =
    screenTemperatureC + inversionC + lapseC + 0.03 * valueNoise(key, noiseChannel.temperature10m, atMs, 10 * minuteMs);

  // Dew point (§6.8): conserved through the day, drier by afternoon mixing, moister in rain and sea breeze.
  const summer = summerWeight(today.doy);
  let dewPointC =
    today.dewPointC +
    synoptic.dewPointC -
    (1 + 1.5 * summer) * mixing * (profile.maritime ? 0.4 : 1) +
    (breeze ? breeze.dewPointRiseC * breezeFactor : 0) +
    0.5 * valueNoise(key, noiseChannel.dewPointSlow, atMs, hourMs) +
    0.15 * valueNoise(key, noiseChannel.dewPointFast, atMs, 15 * minuteMs);
  dewPointC += wetness * Math.max(0, screenTemperatureC - 0.5 - dewPointC) * 0.85;
  dewPointC = Math.min(dewPointC, screenTemperatureC);
  const relativeHumidityPct = Math.min(
    100,
    (100 * saturationVapourPressureKpa(dewPointC)) / saturationVapourPressureKpa(screenTemperatureC),
  );

  // Pressure (§6.10): seasonal baseline, regimes and troughs, semi-diurnal tide peaking ~10:00 and 22:00.
  const solarHourAngleH = (atMs - sun.solarNoonUtcMs) / hourMs;
  const mslpHpa =
    baselineMslpHpa(today.doy) +
    synoptic.mslpHpa +
    0.8 * Math.cos((2 * Math.PI * (solarHourAngleH + 2)) / 12) +
    0.15 * valueNoise(key, noiseChannel.pressureStation, atMs, 3 * hourMs);

  return {
    screenTemperatureC,
    temperature10mC,
    dewPointC,
    relativeHumidityPct,
    ...wind,
    solarWm2,
    cloud,
    mslpHpa,
    airmassC: synoptic.airmassC,
    mixing,
    inversion,
    mixingBurst: burst,
    rainWetness: wetness,
    hoursSinceRain: hoursSinceRainAt(days, atMs),
    solarHourAngleH,
  };
}
