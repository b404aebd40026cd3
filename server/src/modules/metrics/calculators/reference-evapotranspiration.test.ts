import { describe, expect, it } from 'vitest';
import {
  et0DailyPenmanMonteithMm,
  et0HargreavesMm,
  et0HourlyPenmanMonteith,
  sumHourlyEt0Mm,
} from './reference-evapotranspiration';
import { pressureFromElevationKpa } from './station-pressure';
import { extraterrestrialRadiationDailyMJ, extraterrestrialRadiationPeriodMJ } from './sun-position';
import { windSpeedAt2mMs } from './wind-statistics';

const kmhTo2mMs = (kmh: number) => windSpeedAt2mMs(kmh / 3.6, 10);

describe('daily Penman–Monteith (FAO-56 Eq. 6; metrics.md §8.3)', () => {
  it('FAO-56 Example 18 (Uccle, 6 July): ET₀ 3.88 mm/d (FAO gives 3.9)', () => {
    const et0 = et0DailyPenmanMonteithMm({
      tMaxC: 21.5,
      tMinC: 12.3,
      rhMaxPct: 84,
      rhMinPct: 63,
      windSpeed2mMs: 2.078,
      solarRadiationMJ: 22.07,
      extraterrestrialRadiationMJ: extraterrestrialRadiationDailyMJ(50.8, 187),
      elevationM: 100,
    });
    expect(et0).toBeCloseTo(3.88, 1);
  });

  it.each([
    // metrics.md §8.3 SA plausibility (34.3° S, 300 m): "≈" values, so ±0.3 mm
    ['mid-January', 15, 32, 16, 70, 20, 15, 29, 8.0],
    ['late June', 176, 15, 6, 95, 60, 12, 10, 1.4],
  ])('§8.3 SA plausibility, %s → ≈ %f mm/d', (_label, j, tMax, tMin, rhMax, rhMin, u10Kmh, rs, expected) => {
    const et0 = et0DailyPenmanMonteithMm({
      tMaxC: tMax,
      tMinC: tMin,
      rhMaxPct: rhMax,
      rhMinPct: rhMin,
      windSpeed2mMs: kmhTo2mMs(u10Kmh),
      solarRadiationMJ: rs,
      extraterrestrialRadiationMJ: extraterrestrialRadiationDailyMJ(-34.3, j),
      elevationM: 300,
    });
    expect(Math.abs(et0 - expected)).toBeLessThan(0.3);
  });
});

describe('hourly Penman–Monteith (FAO-56 Eq. 53; Example 19 via metrics.md §8.3)', () => {
  const oct1 = Date.UTC(2025, 9, 1);
  const hour = 3_600_000;
  const station = { lat: 16.22, lng: -16.25, elevationM: 8 };
  const pressureKpa = pressureFromElevationKpa(station.elevationM);

  it('FAO-56 Example 19, 14–15 h local (UTC 15–16 h): Ra 3.543, Rs/Rso 0.92 → ET₀ 0.63 mm/h', () => {
    // FAO's clock is standard time of the 15° W meridian (Lz = 15°), one hour behind UTC, so 14:00–15:00
    // there is 15:00–16:00 UTC. FAO-56 Example 19 gives Ra = 3.543 MJ m⁻² h⁻¹ and Rs/Rso = 0.92 for that hour.
    const ra = extraterrestrialRadiationPeriodMJ(station.lat, station.lng, oct1 + 15 * hour, oct1 + 16 * hour);
    expect(Math.abs(ra - 3.543)).toBeLessThan(0.005);
    const { et0Mm, rsRso } = et0HourlyPenmanMonteith({
      tempC: 38,
      rhPct: 52,
      windSpeed2mMs: 3.3,
      solarRadiationMJ: 2.45,
      extraterrestrialRadiationMJ: ra,
      elevationM: station.elevationM,
      pressureKpa,
      fallbackRsRso: 0.8,
    });
    expect(Math.abs(rsRso - 0.92)).toBeLessThan(0.005);
    expect(Math.abs(et0Mm - 0.63)).toBeLessThan(0.005);
  });

  it('FAO-56 Example 19, 02–03 h: T 28, RH 90, u2 1.9, Rs 0, night ratio 0.8 → ≈ 0.00 mm/h', () => {
    const { et0Mm, rsRso } = et0HourlyPenmanMonteith({
      tempC: 28,
      rhPct: 90,
      windSpeed2mMs: 1.9,
      solarRadiationMJ: 0,
      extraterrestrialRadiationMJ: 0,
      elevationM: station.elevationM,
      pressureKpa,
      fallbackRsRso: 0.8,
    });
    expect(Math.abs(et0Mm)).toBeLessThan(0.005);
    expect(rsRso).toBe(0.8);
  });
});

describe('Hargreaves fallback (FAO-56 Eq. 52)', () => {
  it.each([
    // by hand: 0.0023 · (Tmean + 17.8) · √(Tmax − Tmin) · 0.408 · Ra
    [32, 16, 40, 0.0023 * 41.8 * 4 * 0.408 * 40],
    [15, 6, 15, 0.0023 * 28.3 * 3 * 0.408 * 15],
    [10, 10, 20, 0],
    [10, 12, 20, 0], // Tmin above Tmax (bad data): no negative root
  ])('Tmax %f, Tmin %f, Ra %f → %f mm/d', (tMax, tMin, ra, expected) => {
    expect(et0HargreavesMm(tMax, tMin, ra)).toBeCloseTo(expected, 6);
  });
});

describe('daily sum of hourly ET₀ (metrics.md §4.8: ≥ 20 valid hours, interpolate, clamp ≥ 0)', () => {
  const day = (values: (number | null)[]) => [...values, ...Array<number>(24 - values.length).fill(0.1)];
  it.each<[string, (number | null)[], number | null]>([
    ['24 valid hours', day([]), 2.4],
    ['a gap interpolated linearly', day([0.1, null, 0.3, 0.1]), 0.1 + 0.2 + 0.3 + 0.1 + 20 * 0.1],
    ['a leading gap takes the nearest valid hour', [null, ...Array<number>(23).fill(0.1)], 2.4],
    ['five missing hours: null', day([null, null, null, null, null]), null],
    ['negative night hours stay in the sum, total clamped', Array<number>(24).fill(-0.01), 0],
    ['a 23-hour DST day', Array<number>(23).fill(0.1), 2.3],
  ])('%s', (_label, hours, expected) => {
    const total = sumHourlyEt0Mm(hours);
    if (expected === null) expect(total).toBeNull();
    else expect(total).toBeCloseTo(expected, 6);
  });
});
