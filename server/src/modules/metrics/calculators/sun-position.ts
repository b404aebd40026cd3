/**
 * Sun position, day length and extraterrestrial radiation (metrics.md §2.6).
 * FAO-56 Eq. 21–25, 28–34 for radiation and astronomical day length; the Cooper declination for day
 * length with civil twilight (APSIM photoperiod, §4.18, the formula behind the §8.5 vectors); the
 * NOAA "general solar position" equations for sun elevation and sunrise/sunset. Latitude is negative
 * in SA; longitude is east-positive. Solar time is computed from UTC and longitude, so no time zone
 * (and no daylight saving) enters the astronomy.
 */
const rad = Math.PI / 180;
const solarConstantMJPerM2Min = 0.082;
const hourMs = 3_600_000;

/** Solar declination, radians (FAO-56 Eq. 24). */
export function solarDeclinationRad(dayOfYear: number): number {
  return 0.409 * Math.sin(((2 * Math.PI) / 365) * dayOfYear - 1.39);
}

/** Inverse relative distance Earth–Sun (FAO-56 Eq. 23). */
export function inverseRelativeDistance(dayOfYear: number): number {
  return 1 + 0.033 * Math.cos(((2 * Math.PI) / 365) * dayOfYear);
}

/** Sunset hour angle ωs, radians (FAO-56 Eq. 25); clamped for polar day and night. */
export function sunsetHourAngleRad(latitudeRad: number, declinationRad: number): number {
  return Math.acos(Math.max(-1, Math.min(1, -Math.tan(latitudeRad) * Math.tan(declinationRad))));
}

/** Astronomical day length N, hours (FAO-56 Eq. 34). */
export function daylightHours(latitudeDeg: number, dayOfYear: number): number {
  return (24 / Math.PI) * sunsetHourAngleRad(latitudeDeg * rad, solarDeclinationRad(dayOfYear));
}

/**
 * Day length including civil twilight (sun at −6°), hours, as APSIM's photoperiod uses it (§2.6, §4.18):
 * cos ω₀ = (sin h₀ − sin φ sin δ)/(cos φ cos δ), L = 2·ω₀(deg)/15, with the Cooper declination
 * δ = 23.45°·sin(360°·(284 + J)/365).
 */
export function civilDayLengthHours(latitudeDeg: number, dayOfYear: number): number {
  const declination = 23.45 * rad * Math.sin(((2 * Math.PI) / 365) * (284 + dayOfYear));
  const phi = latitudeDeg * rad;
  const cosOmega =
    (Math.sin(-6 * rad) - Math.sin(phi) * Math.sin(declination)) / (Math.cos(phi) * Math.cos(declination));
  return (2 * Math.acos(Math.max(-1, Math.min(1, cosOmega)))) / rad / 15;
}

/** Daily extraterrestrial radiation Ra, MJ m⁻² d⁻¹ (FAO-56 Eq. 21). */
export function extraterrestrialRadiationDailyMJ(latitudeDeg: number, dayOfYear: number): number {
  const phi = latitudeDeg * rad;
  const delta = solarDeclinationRad(dayOfYear);
  const omegaS = sunsetHourAngleRad(phi, delta);
  return (
    ((24 * 60) / Math.PI) *
    solarConstantMJPerM2Min *
    inverseRelativeDistance(dayOfYear) *
    (omegaS * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(omegaS))
  );
}

/** Seasonal correction for solar time Sc, hours (FAO-56 Eq. 32–33). */
function seasonalCorrectionHours(dayOfYear: number): number {
  const b = (2 * Math.PI * (dayOfYear - 81)) / 364;
  return 0.1645 * Math.sin(2 * b) - 0.1255 * Math.cos(b) - 0.025 * Math.sin(b);
}

function utcDayOfYear(ms: number): number {
  const d = new Date(ms);
  return Math.floor((ms - Date.UTC(d.getUTCFullYear(), 0, 1)) / (24 * hourMs)) + 1;
}

/**
 * Extraterrestrial radiation over a period of up to a few hours, MJ m⁻² per period (FAO-56 Eq. 28–31),
 * with the solar time at the period's midpoint taken from UTC and the longitude (equivalent to Eq. 31's
 * Lz − Lm term). The hour angles are clipped to sunrise and sunset, so the value is 0 at night.
 */
export function extraterrestrialRadiationPeriodMJ(
  latitudeDeg: number,
  longitudeDeg: number,
  startMs: number,
  endMs: number,
): number {
  const midMs = (startMs + endMs) / 2;
  const periodHours = (endMs - startMs) / hourMs;
  const solarDay = utcDayOfYear(midMs + (longitudeDeg / 15) * hourMs);
  const utcHours = (midMs - Date.UTC(new Date(midMs).getUTCFullYear(), 0, 1)) / hourMs;
  const solarHours = (((utcHours + longitudeDeg / 15 + seasonalCorrectionHours(solarDay)) % 24) + 24) % 24;
  const phi = latitudeDeg * rad;
  const delta = solarDeclinationRad(solarDay);
  const omegaS = sunsetHourAngleRad(phi, delta);
  const omega = (Math.PI / 12) * (solarHours - 12);
  const omega1 = Math.max(-omegaS, Math.min(omegaS, omega - (Math.PI * periodHours) / 24));
  const omega2 = Math.max(-omegaS, Math.min(omegaS, omega + (Math.PI * periodHours) / 24));
  const ra =
    ((12 * 60) / Math.PI) *
    solarConstantMJPerM2Min *
    inverseRelativeDistance(solarDay) *
    ((omega2 - omega1) * Math.sin(phi) * Math.sin(delta) +
      Math.cos(phi) * Math.cos(delta) * (Math.sin(omega2) - Math.sin(omega1)));
  return Math.max(0, ra);
}

/** NOAA fractional-year terms: equation of time (minutes) and declination (radians). */
function noaaTerms(ms: number): { equationOfTimeMin: number; declinationRad: number } {
  const year = new Date(ms).getUTCFullYear();
  const daysInYear = Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1) === 366 * 24 * hourMs ? 366 : 365;
  return noaaSolarTerms(((2 * Math.PI) / daysInYear) * ((ms - Date.UTC(year, 0, 1)) / (24 * hourMs)));
}

/** NOAA series for the fractional year `gamma` (radians): equation of time (minutes) and declination (radians). */
export function noaaSolarTerms(gamma: number): { equationOfTimeMin: number; declinationRad: number } {
  const equationOfTimeMin =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const declinationRad =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  return { equationOfTimeMin, declinationRad };
}

/** Sun elevation above the horizon at an instant, degrees (NOAA; no refraction). */
export function sunElevationDeg(latitudeDeg: number, longitudeDeg: number, ms: number): number {
  const { equationOfTimeMin, declinationRad } = noaaTerms(ms);
  const utcMinutes = (ms - Date.UTC(new Date(ms).getUTCFullYear(), 0, 1)) / 60_000;
  const trueSolarMinutes = (((utcMinutes + equationOfTimeMin + 4 * longitudeDeg) % 1440) + 1440) % 1440;
  const hourAngle = (trueSolarMinutes / 4 - 180) * rad;
  const phi = latitudeDeg * rad;
  const cosZenith =
    Math.sin(phi) * Math.sin(declinationRad) + Math.cos(phi) * Math.cos(declinationRad) * Math.cos(hourAngle);
  return 90 - Math.acos(Math.max(-1, Math.min(1, cosZenith))) / rad;
}

/**
 * Sunrise and sunset (NOAA, zenith 90.833° for refraction and the solar disc) of the solar day whose
 * noon is nearest `nearMs`. Null at polar day or night.
 */
export function sunriseSunsetMs(
  latitudeDeg: number,
  longitudeDeg: number,
  nearMs: number,
): { sunriseMs: number; solarNoonMs: number; sunsetMs: number } | null {
  // Solar noon ≈ 12:00 local mean solar time = UTC 12:00 − longitude/15 h.
  const solarShiftMs = (longitudeDeg / 15) * hourMs;
  const solarDate = new Date(nearMs + solarShiftMs);
  const dayStartUtc = Date.UTC(solarDate.getUTCFullYear(), solarDate.getUTCMonth(), solarDate.getUTCDate());
  const approxNoonMs = dayStartUtc + 12 * hourMs - solarShiftMs;
  const { equationOfTimeMin, declinationRad } = noaaTerms(approxNoonMs);
  const phi = latitudeDeg * rad;
  const cosHourAngle =
    Math.cos(90.833 * rad) / (Math.cos(phi) * Math.cos(declinationRad)) - Math.tan(phi) * Math.tan(declinationRad);
  if (cosHourAngle < -1 || cosHourAngle > 1) return null;
  const hourAngleDeg = Math.acos(cosHourAngle) / rad;
  const noonMinutes = 720 - 4 * longitudeDeg - equationOfTimeMin;
  return {
    sunriseMs: dayStartUtc + (noonMinutes - 4 * hourAngleDeg) * 60_000,
    solarNoonMs: dayStartUtc + noonMinutes * 60_000,
    sunsetMs: dayStartUtc + (noonMinutes + 4 * hourAngleDeg) * 60_000,
  };
}
