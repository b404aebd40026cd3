import { describe, expect, it } from 'vitest';
import {
  defaultCuringPct,
  grassFireDangerIndexMk4,
  grassFireDangerIndexMk5,
  grassFuelMoisturePct,
  harvestCodeIndex,
  harvestStopWindKmh,
  hoursAtOrAboveHarvestCease,
  mustCeaseHarvest,
} from './fire-danger';

// metrics.md §8.2 (curing 100 %): T, RH, U km/h, Mk4, Mk5 (W 4.5 t/ha) or null, Mk5 moisture or null.
const vectors: [number, number, number, number, number | null, number | null][] = [
  [35, 14, 26, 34.1, 31.0, 3.65],
  [40, 15, 26, 38.1, 31.9, 3.32],
  [30, 20, 30, 32.0, 32.8, 4.8],
  [25, 40, 20, 9.7, 16.4, 8.05],
  [42, 8, 45, 141.5, 72.9, 2.64],
  [20, 60, 10, 2.7, 7.3, 12.61],
  [40, 8, 35, 81.0, null, null],
  [40, 8, 24, 42.6, null, null],
];

describe('McArthur grassland fire danger (metrics.md §4.13–4.14; §8.2 vectors, ±0.05 unless noted)', () => {
  it.each(vectors)('§8.2: T %f, RH %f, U %f km/h → Mk4 %f, Mk5 %s, M %s', (tempC, rhPct, windSpeedKmh, mk4, mk5, m) => {
    const input = { tempC, rhPct, windSpeedKmh, curingPct: 100 };
    // Mk4 listed to one decimal; the prototype's rounding allows ±0.1 at the largest values.
    expect(Math.abs(grassFireDangerIndexMk4(input) - mk4)).toBeLessThanOrEqual(mk4 > 100 ? 0.1 : 0.05);
    expect(harvestCodeIndex(tempC, rhPct, windSpeedKmh)).toBeCloseTo(grassFireDangerIndexMk4(input), 9);
    if (mk5 !== null && m !== null) {
      expect(Math.abs(grassFireDangerIndexMk5({ ...input, fuelLoadTHa: 4.5 }) - mk5)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(grassFuelMoisturePct(tempC, rhPct, 100) - m)).toBeLessThanOrEqual(0.005);
    }
  });

  it('§8.2: curing 80 % at (35, 14, 26) → Mk4 11.2', () => {
    expect(grassFireDangerIndexMk4({ tempC: 35, rhPct: 14, windSpeedKmh: 26, curingPct: 80 })).toBeCloseTo(11.2, 1);
  });

  it.each([
    [30, 20, 31.6],
    [35, 15, 26.9],
    [40, 10, 22.2],
    [25, 25, 36.4],
    [45, 5, 17.3],
  ])('§8.2 GHCOP stop wind: T %f °C, RH %f → %f km/h, where the index reaches 35', (tempC, rhPct, stop) => {
    expect(harvestStopWindKmh(tempC, rhPct)).toBeCloseTo(stop, 1);
    expect(harvestCodeIndex(tempC, rhPct, harvestStopWindKmh(tempC, rhPct))).toBeCloseTo(35, 6);
  });

  it('§4.13: compare the unrounded index with 35', () => {
    expect(mustCeaseHarvest(34.99)).toBe(false);
    expect(mustCeaseHarvest(35)).toBe(true);
  });

  it('§4.13–4.14 edge cases: wind 0 gives a small index, not 0; RH 0 is valid; curing clamped to [20, 100]', () => {
    const calm = harvestCodeIndex(30, 20, 0);
    expect(calm).toBeGreaterThan(0);
    expect(calm).toBeLessThan(5);
    expect(grassFireDangerIndexMk4({ tempC: 30, rhPct: 0, windSpeedKmh: 20, curingPct: 100 })).toBeGreaterThan(
      grassFireDangerIndexMk4({ tempC: 30, rhPct: 10, windSpeedKmh: 20, curingPct: 100 }),
    );
    expect(grassFireDangerIndexMk4({ tempC: 30, rhPct: 20, windSpeedKmh: 20, curingPct: 5 })).toBeCloseTo(
      grassFireDangerIndexMk4({ tempC: 30, rhPct: 20, windSpeedKmh: 20, curingPct: 20 }),
      9,
    );
    expect(grassFireDangerIndexMk4({ tempC: 30, rhPct: 20, windSpeedKmh: -3, curingPct: 100 })).toBeCloseTo(
      grassFireDangerIndexMk4({ tempC: 30, rhPct: 20, windSpeedKmh: 0, curingPct: 100 }),
      9,
    );
  });

  it('Mk5: continuous at M = 18.8 and 0 from M = 30', () => {
    expect(grassFireDangerIndexMk5({ tempC: 5, rhPct: 100, windSpeedKmh: 10, curingPct: 100, fuelLoadTHa: 4.5 })).toBe(
      0,
    );
  });

  it.each([
    [1, 100],
    [4, 95],
    [6, 50],
    [7, 30],
    [9, 45],
    [12, 100],
  ])('§4.14 default curing table: month %i → curing %i', (month, curing) => {
    expect(defaultCuringPct(month)).toBe(curing);
  });
});

describe('hours with the harvest code at or above 35 (§4.13 "hours ≥ 35 today", integrated as §2.7)', () => {
  const minute = 60_000;
  const at = (values: number[]) => values.map((ghcop, i) => ({ atMs: i * 10 * minute, ghcop }));
  it.each<[string, number[], number | null]>([
    // 34 → 36 crosses 35 half-way: 5 min; 36 → 36: 10 min; 36 → 34: 5 min. 20 min = 0.3333 h.
    ['crossings interpolated', [34, 36, 36, 34], 20 / 60],
    ['never at 35', [20, 30, 34.9, 30], 0],
    ['all the time', [35, 40, 50, 35], 0.5],
    // 30 → 40 crosses at 35, half-way: 5 min.
    ['one rising crossing', [30, 40], 5 / 60],
  ])('%s', (_label, values, hours) => {
    const samples = at(values);
    expect(hoursAtOrAboveHarvestCease(samples, 0, samples.at(-1)!.atMs)).toBeCloseTo(hours!, 9);
  });

  it('is null when under 80 % of the window has readings (§2.7)', () => {
    expect(hoursAtOrAboveHarvestCease(at([40, 40]), 0, 60 * minute)).toBeNull();
  });
});
