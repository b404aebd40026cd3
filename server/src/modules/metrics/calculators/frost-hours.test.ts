import { describe, expect, it } from 'vitest';
import { durationBelowMs, hoursBelowThreshold, type TemperatureSample } from './frost-hours';

const minute = 60_000;
const series = (startMs: number, stepMin: number, temps: number[]): TemperatureSample[] =>
  temps.map((tempC, i) => ({ atMs: startMs + i * stepMin * minute, tempC }));

describe('time below a threshold, piecewise linear (metrics.md §4.15, §2.7; §8.7 vectors)', () => {
  it.each<[string, number[], number, number]>([
    ['§8.7: 0.5 then −0.5 °C, 10 min apart → 5 min below 0', [0.5, -0.5], 0, 5],
    ['§8.7: 1.0, 1.0, 1.0 over 20 min → 20 min below 2', [1, 1, 1], 2, 20],
    ['exactly at the threshold is not below it', [0, 0], 0, 0],
    ['crossing upwards: −1 → 3 spends a quarter below 0', [-1, 3], 0, 2.5],
    ['a dip below and back', [1, -1, 1], 0, 10],
  ])('%s', (_label, temps, threshold, minutesBelow) => {
    const samples = series(0, 10, temps);
    const { belowMs } = durationBelowMs(samples, threshold, 0, samples.at(-1)!.atMs);
    expect(belowMs / minute).toBeCloseTo(minutesBelow, 9);
  });

  it('does not bridge gaps longer than 30 min (§2.7)', () => {
    const samples = [
      { atMs: 0, tempC: -1 },
      { atMs: 31 * minute, tempC: -1 },
    ];
    expect(durationBelowMs(samples, 0, 0, 31 * minute)).toEqual({ belowMs: 0, coveredMs: 0 });
    const bridged = [
      { atMs: 0, tempC: -1 },
      { atMs: 30 * minute, tempC: -1 },
    ];
    expect(durationBelowMs(bridged, 0, 0, 30 * minute).belowMs).toBe(30 * minute);
  });

  it('clips segments to the window (start, end]', () => {
    const samples = series(0, 10, [-1, -1, -1]);
    expect(durationBelowMs(samples, 0, 5 * minute, 15 * minute)).toEqual({
      belowMs: 10 * minute,
      coveredMs: 10 * minute,
    });
  });
});

describe('hoursBelowThreshold over a frost night (§4.15: 9am-day; ≥ 80 % coverage)', () => {
  const day = 24 * 60;
  // 10-min samples over 24 h: 8 h at −1 °C in the middle, 1 °C otherwise.
  const temps = Array.from({ length: day / 10 + 1 }, (_, i) => (i >= 48 && i <= 96 ? -1 : 1));
  const samples = series(0, 10, temps);

  it.each([
    [0, 8 + 10 / 60], // 8 h flat below 0 plus half of each 10-min ramp
    [2, 24],
    [-2, 0],
  ])('below %f °C → %f h', (threshold, hours) => {
    expect(hoursBelowThreshold(samples, threshold, 0, day * minute)).toBeCloseTo(hours, 9);
  });

  it('null when less than 80 % of the night is covered; covered at exactly 80 %', () => {
    const gappy = samples.filter((s) => s.atMs < 4.8 * 60 * minute || s.atMs >= 9.6 * 60 * minute);
    expect(hoursBelowThreshold(gappy, 2, 0, day * minute)).toBeNull();
    const eighty = samples.filter((s) => s.atMs <= 800 * minute);
    expect(hoursBelowThreshold(eighty, 2, 0, 1000 * minute)).toBeCloseTo(800 / 60, 9);
    expect(hoursBelowThreshold(eighty, 2, 0, 1001 * minute)).toBeNull();
    expect(hoursBelowThreshold([], 2, 0, day * minute)).toBeNull();
  });
});
