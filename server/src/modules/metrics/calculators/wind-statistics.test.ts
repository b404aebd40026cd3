import { compassPoint } from '@mesonet/shared/metrics/wind-direction';
import { describe, expect, it } from 'vitest';
import {
  displayedWindDirectionDeg,
  gustFromSamplesMs,
  msToKmh,
  scalarMeanSpeedMs,
  vectorMeanDirectionDeg,
  windSpeedAt2mMs,
  yamartinoSigmaThetaDeg,
} from './wind-statistics';

describe('wind statistics (metrics.md §2.5, §4.6)', () => {
  it('FAO-56 Example 14: 3.2 m/s at 10 m → 2.4 m/s at 2 m; factor 0.748 at 10 m (Eq. 47)', () => {
    expect(windSpeedAt2mMs(3.2, 10)).toBeCloseTo(2.4, 1);
    expect(windSpeedAt2mMs(1, 10)).toBeCloseTo(0.748, 3);
    expect(windSpeedAt2mMs(2, 2)).toBeCloseTo(2, 2);
  });

  it.each<[number[], number | null]>([
    [[350, 10], 0], // vector mean across north, not 180
    [[90, 90, 90], 90],
    [[80, 100], 90],
    [[270, 0], 315],
    [[0, 180], null], // opposite directions cancel
    [[], null],
  ])('vector mean direction of %j → %s', (dirs, expected) => {
    const mean = vectorMeanDirectionDeg(dirs);
    if (expected === null) expect(mean).toBeNull();
    else expect(mean! % 360).toBeCloseTo(expected, 6);
  });

  it('Yamartino σθ: 0 for a steady direction, grows with spread, ≈ SD for small spreads', () => {
    expect(yamartinoSigmaThetaDeg([200, 200, 200])).toBeCloseTo(0, 6);
    expect(yamartinoSigmaThetaDeg([350, 10])).toBeCloseTo(10.0, 0);
    expect(yamartinoSigmaThetaDeg([0, 90, 180, 270])).toBeGreaterThan(60);
    expect(yamartinoSigmaThetaDeg([])).toBeNull();
  });

  it('scalar mean and 3-s gust (BoM: max 3-second mean)', () => {
    expect(scalarMeanSpeedMs([2, 4, 6])).toBe(4);
    expect(scalarMeanSpeedMs([])).toBeNull();
    expect(gustFromSamplesMs([1, 2, 9, 9, 9, 2, 1])).toBe(9);
    expect(gustFromSamplesMs([1, 2, 3, 4], 1)).toBe(3);
    expect(gustFromSamplesMs([1, 2])).toBeNull();
  });

  it.each<[number | null, number | null, number | null]>([
    [0.49, 200, null], // calm (< 0.5 m/s): no direction
    [0.5, 200, 200],
    [3, 365, 5],
    [3, null, null],
    [null, 90, null],
  ])('displayed direction for speed %s m/s, direction %s → %s', (speed, dir, expected) => {
    expect(displayedWindDirectionDeg(speed, dir)).toBe(expected);
  });

  it.each<[number, string]>([
    [0, 'N'],
    [11.24, 'N'],
    [11.25, 'NNE'],
    [315, 'NW'],
    [348.74, 'NNW'],
    [348.75, 'N'],
    [225, 'SW'],
    [-45, 'NW'],
  ])('%f° → %s', (deg, label) => {
    expect(compassPoint(deg)).toBe(label);
  });

  it('converts m/s to km/h (§0.4)', () => {
    expect(msToKmh(10)).toBe(36);
  });
});
