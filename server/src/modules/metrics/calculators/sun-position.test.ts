import { describe, expect, it } from 'vitest';
import {
  civilDayLengthHours,
  daylightHours,
  extraterrestrialRadiationDailyMJ,
  extraterrestrialRadiationPeriodMJ,
  sunElevationDeg,
  sunriseSunsetMs,
} from './sun-position';

const hourMs = 3_600_000;

describe('extraterrestrial radiation and day length (FAO-56 Eq. 21–25, 34)', () => {
  it('FAO-56 Example 8: 20° S, 3 September (J 246) → Ra 32.2 MJ m⁻² d⁻¹', () => {
    expect(extraterrestrialRadiationDailyMJ(-20, 246)).toBeCloseTo(32.2, 1);
  });
  it('FAO-56 Example 9: 20° S, 3 September → N 11.7 h', () => {
    expect(daylightHours(-20, 246)).toBeCloseTo(11.7, 1);
  });
  it('FAO-56 Example 18 via metrics.md §8.3: Uccle 50.8° N, 6 July (J 187) → Ra 41.09', () => {
    expect(extraterrestrialRadiationDailyMJ(50.8, 187)).toBeCloseTo(41.09, 2);
  });

  it.each([
    // metrics.md §8.5: day length incl. civil twilight at 34.3° S (Cooper declination)
    ['1 May', 121, 11.61],
    ['21 Jun', 172, 10.79],
    ['15 Sep', 258, 12.77],
  ])('§8.5: civil day length at 34.3° S on %s → %f h', (_label, j, hours) => {
    expect(civilDayLengthHours(-34.3, j)).toBeCloseTo(hours, 2);
  });
});

describe('hourly extraterrestrial radiation (FAO-56 Eq. 28–33)', () => {
  const oct1 = Date.UTC(2025, 9, 1);
  it('FAO-56 Example 19 site (16.22° N, 16.25° W, 1 Oct): 14–15 h ≈ 4.19 MJ m⁻² h⁻¹ by hand from Eq. 28–33; 02–03 h = 0', () => {
    expect(extraterrestrialRadiationPeriodMJ(16.22, -16.25, oct1 + 14 * hourMs, oct1 + 15 * hourMs)).toBeCloseTo(
      4.19,
      2,
    );
    expect(extraterrestrialRadiationPeriodMJ(16.22, -16.25, oct1 + 2 * hourMs, oct1 + 3 * hourMs)).toBe(0);
  });

  it('24 hourly values add up to the daily Ra (Eq. 21) at an SA site, mid-January', () => {
    // Local solar midnight at 138.6° E is ≈ 14:46 UTC the day before.
    const start = Date.UTC(2025, 0, 14, 14, 46);
    let sum = 0;
    for (let h = 0; h < 24; h++)
      sum += extraterrestrialRadiationPeriodMJ(-34.3, 138.6, start + h * hourMs, start + (h + 1) * hourMs);
    expect(sum).toBeCloseTo(extraterrestrialRadiationDailyMJ(-34.3, 15), 0);
  });
});

describe('sun elevation and sunrise/sunset (NOAA general solar position)', () => {
  const adelaide = { lat: -34.93, lng: 138.6 };

  it('Adelaide, 21 Dec 2025: sunrise ≈ 05:59, sunset ≈ 20:28 ACDT (by hand: noon 13:14, ωs 107.6° + 0.833°)', () => {
    const times = sunriseSunsetMs(adelaide.lat, adelaide.lng, Date.UTC(2025, 11, 21, 2, 30))!;
    expect(Math.abs(times.sunriseMs - Date.UTC(2025, 11, 20, 19, 29))).toBeLessThan(4 * 60_000);
    expect(Math.abs(times.sunsetMs - Date.UTC(2025, 11, 21, 9, 58))).toBeLessThan(4 * 60_000);
  });

  it('Adelaide, 21 Jun 2025: ≈ 9 h 49 min of daylight; the noon sun stands at 90° − |φ − δ| ≈ 31.6°', () => {
    const times = sunriseSunsetMs(adelaide.lat, adelaide.lng, Date.UTC(2025, 5, 21, 2, 30))!;
    expect((times.sunsetMs - times.sunriseMs) / hourMs).toBeCloseTo(9.82, 1);
    expect(sunElevationDeg(adelaide.lat, adelaide.lng, times.solarNoonMs)).toBeCloseTo(31.6, 1);
    // At sunrise the geometric centre is 0.833° below the horizon (refraction + disc).
    expect(sunElevationDeg(adelaide.lat, adelaide.lng, times.sunriseMs)).toBeCloseTo(-0.833, 1);
  });

  it('returns null in polar night', () => {
    expect(sunriseSunsetMs(80, 0, Date.UTC(2025, 11, 21, 12))).toBeNull();
  });
});
