import { describe, expect, it } from 'vitest';
import { dayIndexOfIsoDate } from './day-index';
import { clearSkyRadiationWm2, sinSunElevation, solarDay } from './solar-geometry';

const adelaide = { lat: -34.93, lng: 138.6 };
const rad = Math.PI / 180;

/**
 * Independent reference: the Astronomy Answers algorithm as used by SunCalc (mean anomaly,
 * equation of centre, ecliptic longitude, Julian transit), a different method from NOAA's series.
 */
function referenceSunriseSunset(dayIndex: number, latDeg: number, lngDeg: number): [number, number] {
  const j1970 = 2440588;
  const j2000 = 2451545;
  const obliquity = rad * 23.4397;
  const lw = rad * -lngDeg;
  const phi = rad * latDeg;
  // The transit nearest the UTC morning of the date (Adelaide's solar noon is about 02:45 UTC).
  const d = dayIndex + 0.1 + j1970 - j2000;
  const n = Math.round(d - 0.0009 - lw / (2 * Math.PI));
  const ds = 0.0009 + lw / (2 * Math.PI) + n;
  const m = rad * (357.5291 + 0.98560028 * ds);
  const c = rad * (1.9148 * Math.sin(m) + 0.02 * Math.sin(2 * m) + 0.0003 * Math.sin(3 * m));
  const l = m + c + rad * 102.9372 + Math.PI;
  const dec = Math.asin(Math.sin(l) * Math.sin(obliquity));
  const transit = (days: number) => j2000 + days + 0.0053 * Math.sin(m) - 0.0069 * Math.sin(2 * l);
  const w = Math.acos((Math.sin(-0.833 * rad) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec)));
  const noon = transit(ds);
  const set = transit(0.0009 + (w + lw) / (2 * Math.PI) + n);
  const toMs = (julian: number) => (julian + 0.5 - j1970) * 86_400_000;
  return [toMs(noon - (set - noon)), toMs(set)];
}

describe('solar geometry (NOAA series)', () => {
  it.each([['2025-01-15'], ['2025-03-20'], ['2025-06-21'], ['2025-09-23'], ['2025-11-15'], ['2025-12-21']])(
    'puts sunrise and sunset on %s within 3 minutes of an independent algorithm',
    (date) => {
      const dayIndex = dayIndexOfIsoDate(date);
      const sun = solarDay(adelaide.lat, adelaide.lng, dayIndex);
      const [sunriseMs, sunsetMs] = referenceSunriseSunset(dayIndex, adelaide.lat, adelaide.lng);
      expect(Math.abs(sun.sunriseUtcMs - sunriseMs)).toBeLessThan(3 * 60_000);
      expect(Math.abs(sun.sunsetUtcMs - sunsetMs)).toBeLessThan(3 * 60_000);
    },
  );

  it.each([
    ['2025-06-21', 9.6, 10],
    ['2025-12-21', 14.4, 14.7],
  ])('gives a day length on %s between %f and %f h', (date, low, high) => {
    const sun = solarDay(adelaide.lat, adelaide.lng, dayIndexOfIsoDate(date));
    expect(sun.dayLengthH).toBeGreaterThan(low);
    expect(sun.dayLengthH).toBeLessThan(high);
  });

  it('has the sun at the horizon at sunrise and highest at solar noon', () => {
    const sun = solarDay(adelaide.lat, adelaide.lng, dayIndexOfIsoDate('2025-01-15'));
    expect(sinSunElevation(sun, sun.sunriseUtcMs)).toBeCloseTo(Math.sin((-0.833 * Math.PI) / 180), 3);
    expect(sinSunElevation(sun, sun.solarNoonUtcMs)).toBeGreaterThan(
      sinSunElevation(sun, sun.solarNoonUtcMs + 600_000),
    );
  });

  // §6.4: ≈ 1000 W/m² at SA noon in January and ≈ 540 W/m² in July.
  it.each([
    ['2025-01-15', 960, 1040],
    ['2025-07-15', 500, 580],
  ])('gives clear-sky noon radiation on %s between %i and %i W/m²', (date, low, high) => {
    const sun = solarDay(adelaide.lat, adelaide.lng, dayIndexOfIsoDate(date));
    expect(sun.noonClearSkyWm2).toBeGreaterThan(low);
    expect(sun.noonClearSkyWm2).toBeLessThan(high);
  });

  it.each([
    [-0.2, 0],
    [0, 0],
    [1, 1098 * Math.exp(-0.057)],
  ])('clear-sky radiation for sin h = %f is %f', (sinElevation, expected) => {
    expect(clearSkyRadiationWm2(sinElevation)).toBeCloseTo(expected, 6);
  });
});
