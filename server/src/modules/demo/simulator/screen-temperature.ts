import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import type { DayWindow } from './day-window';
import { minimumOffsetH, partonLoganLagH, type StationDay } from './station-day';
import { clamp, smoothstep } from './curves';

/**
 * Screen (1.2 m) temperature of metrics.md §6.5: the Parton & Logan (1981) diurnal curve between
 * the day targets, plus the air mass, the sea breeze and evaporative cooling in rain.
 */

/** Night branch of Parton–Logan, renormalised so it ends exactly at the next minimum. */
function nightCurve(
  sunsetMs: number,
  sunsetC: number,
  minimumMs: number,
  minimumC: number,
  decay: number,
  atMs: number,
) {
  const fraction = clamp((atMs - sunsetMs) / (minimumMs - sunsetMs), 0, 1);
  const floor = Math.exp(-decay);
  return minimumC + (sunsetC - minimumC) * ((Math.exp(-decay * fraction) - floor) / (1 - floor));
}

/** Base 1.2 m temperature (Parton & Logan 1981, §6.5), without air-mass anomaly or weather. */
export function partonLoganC(days: DayWindow, atMs: number): number {
  const { before, today, after } = days;
  const minimumMs = today.sun.sunriseUtcMs + minimumOffsetH * hourMs;
  if (atMs < minimumMs) {
    return nightCurve(before.sun.sunsetUtcMs, before.tSunsetC, minimumMs, today.tminC, today.nightDecay, atMs);
  }
  if (atMs <= today.sun.sunsetUtcMs) {
    const m = (atMs - minimumMs) / hourMs;
    return (
      today.tminC + (today.tmaxC - today.tminC) * Math.sin((Math.PI * m) / (today.sun.dayLengthH + 2 * partonLoganLagH))
    );
  }
  const nextMinimumMs = after.sun.sunriseUtcMs + minimumOffsetH * hourMs;
  return nightCurve(today.sun.sunsetUtcMs, today.tSunsetC, nextMinimumMs, after.tminC, after.nightDecay, atMs);
}

/** 0–1 presence of the sea breeze: in over 30 min from arrival, out over 2 h after sunset (§6.7). */
export function seaBreezeFactor(today: StationDay, atMs: number): number {
  const breeze = today.seaBreeze;
  if (!breeze || atMs < breeze.arrivalUtcMs) return 0;
  return (
    smoothstep((atMs - breeze.arrivalUtcMs) / (30 * minuteMs)) *
    (1 - smoothstep((atMs - breeze.decayStartUtcMs) / (2 * hourMs)))
  );
}

/**
 * Screen temperature without sensor noise or mixing bursts: Parton–Logan plus the air mass, the
 * sea breeze and evaporative cooling in rain (−2.5 °C at full wetness, §6.9).
 */
export function coreScreenTemperatureC(days: DayWindow, airmassC: number, wetness: number, atMs: number): number {
  const breeze = days.today.seaBreeze;
  const breezeDropC = breeze ? breeze.temperatureDropC * seaBreezeFactor(days.today, atMs) : 0;
  return partonLoganC(days, atMs) + airmassC - breezeDropC - 2.5 * wetness;
}

/** Saturation vapour pressure (kPa), FAO-56 Eq. 11 (metrics.md §2.1). */
export function saturationVapourPressureKpa(temperatureC: number): number {
  return 0.6108 * Math.exp((17.27 * temperatureC) / (temperatureC + 237.3));
}
