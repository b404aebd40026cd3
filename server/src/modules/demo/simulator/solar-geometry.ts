import { dayMs, minuteMs } from '@mesonet/shared/time/local-time';
import { dayOfYear } from './day-index';
import { noaaSolarTerms } from '../../metrics/calculators/sun-position';

/**
 * Sun position for one station on one date (metrics.md §2.6 and §6.4), precomputed so each
 * reading needs a single cosine: sin(h) = sinφ·sinδ + cosφ·cosδ·cos(ω).
 * Declination and equation of time follow NOAA's Fourier series (fractional year γ).
 */
export interface SolarDay {
  /** sinφ·sinδ */
  sinLatSinDecl: number;
  /** cosφ·cosδ */
  cosLatCosDecl: number;
  solarNoonUtcMs: number;
  sunriseUtcMs: number;
  sunsetUtcMs: number;
  dayLengthH: number;
  /** Clear-sky global radiation at solar noon (W/m²). */
  noonClearSkyWm2: number;
}

const degToRad = Math.PI / 180;
/** Apparent sunrise and sunset: the sun's upper limb at the horizon with standard refraction. */
const sinHorizon = Math.sin(-0.833 * degToRad);

/**
 * Solar geometry for the calendar date `dayIndex` (days since 1970-01-01). Adelaide's solar noon
 * (about 02:30–03:10 UTC) falls on the same UTC date as the local date, so the date's UTC noon
 * anchors the day.
 */
export function solarDay(latDeg: number, lngDeg: number, dayIndex: number): SolarDay {
  const gamma = ((2 * Math.PI) / 365) * (dayOfYear(dayIndex) - 1 + (3 - 12) / 24);
  const { declinationRad: declination, equationOfTimeMin } = noaaSolarTerms(gamma);
  const lat = latDeg * degToRad;
  const sinLatSinDecl = Math.sin(lat) * Math.sin(declination);
  const cosLatCosDecl = Math.cos(lat) * Math.cos(declination);
  const solarNoonUtcMs = dayIndex * dayMs + (720 - 4 * lngDeg - equationOfTimeMin) * minuteMs;
  const cosSunsetAngle = Math.min(1, Math.max(-1, (sinHorizon - sinLatSinDecl) / cosLatCosDecl));
  const halfDayMs = (Math.acos(cosSunsetAngle) / (2 * Math.PI)) * dayMs;
  return {
    sinLatSinDecl,
    cosLatCosDecl,
    solarNoonUtcMs,
    sunriseUtcMs: solarNoonUtcMs - halfDayMs,
    sunsetUtcMs: solarNoonUtcMs + halfDayMs,
    dayLengthH: (2 * halfDayMs) / 3_600_000,
    noonClearSkyWm2: clearSkyRadiationWm2(sinLatSinDecl + cosLatCosDecl),
  };
}

/** Sine of the sun's elevation at an instant near the given date. */
export function sinSunElevation(sun: SolarDay, utcMs: number): number {
  const hourAngle = ((utcMs - sun.solarNoonUtcMs) / dayMs) * 2 * Math.PI;
  return sun.sinLatSinDecl + sun.cosLatCosDecl * Math.cos(hourAngle);
}

/**
 * Clear-sky global horizontal radiation, Haurwitz-type (metrics.md §6.4):
 * Rs = 1098·sin(h)·exp(−0.057/sin(h)) W/m² for h > 0, else 0.
 */
export function clearSkyRadiationWm2(sinElevation: number): number {
  return sinElevation > 0.001 ? 1098 * sinElevation * Math.exp(-0.057 / sinElevation) : 0;
}
