import { describe, expect, it } from 'vitest';
import { hourMs } from '@mesonet/shared/time/local-time';
import { civilDate, dayIndexOfIsoDate } from './day-index';
import { createSynopticModel } from './synoptic-model';
import { angleDeltaDeg, radiativeCoolingFactor, regime, regimeStatistics } from './synoptic-regimes';

const start = dayIndexOfIsoDate('2020-01-01');
const years = 20;

describe('synoptic regimes (metrics.md §6.3)', () => {
  it('gives the same regime for a day whatever was asked before', () => {
    const forwards = createSynopticModel(11);
    const backwards = createSynopticModel(11);
    const days = Array.from({ length: 400 }, (_, i) => start + i);
    const a = days.map((d) => forwards.regimeOf(d));
    const b = [...days]
      .reverse()
      .map((d) => backwards.regimeOf(d))
      .reverse();
    expect(b).toEqual(a);
    expect(createSynopticModel(11).day(start + 123)).toEqual(forwards.day(start + 123));
  });

  it('differs between seeds', () => {
    const a = createSynopticModel(1);
    const b = createSynopticModel(2);
    const same = Array.from({ length: 365 }, (_, i) => start + i).filter((d) => a.regimeOf(d) === b.regimeOf(d));
    expect(same.length).toBeLessThan(250);
  });

  it('follows the season: more fronts and rain bands in winter, more hot northerlies in summer', () => {
    const model = createSynopticModel(5);
    const counts = { summer: [0, 0, 0, 0, 0], winter: [0, 0, 0, 0, 0] };
    let fronts = 0;
    for (let d = start; d < start + 365 * years; d += 1) {
      const month = civilDate(d).month;
      const r = model.regimeOf(d);
      if (month === 12 || month <= 2) counts.summer[r] = (counts.summer[r] ?? 0) + 1;
      if (month >= 6 && month <= 8) counts.winter[r] = (counts.winter[r] ?? 0) + 1;
      if (model.day(d).isFront) fronts += 1;
    }
    const share = (season: number[], r: number) => (season[r] ?? 0) / season.reduce((sum, n) => sum + n, 0);
    expect(share(counts.winter, regime.coldFront) + share(counts.winter, regime.rainBand)).toBeGreaterThan(
      share(counts.summer, regime.coldFront) + share(counts.summer, regime.rainBand) + 0.1,
    );
    expect(share(counts.summer, regime.preFrontal)).toBeGreaterThan(share(counts.winter, regime.preFrontal) + 0.05);
    // "Fronts every few days": one every 5–9 days on average.
    const daysPerFront = (365 * years) / fronts;
    expect(daysPerFront).toBeGreaterThan(5);
    expect(daysPerFront).toBeLessThan(9);
  });

  it('makes hot northerlies precede fronts, and fronts bring a sharp wind shift to the west or south-west', () => {
    const model = createSynopticModel(8);
    let preFrontal = 0;
    let fronts = 0;
    for (let d = start; d < start + 3 * 365; d += 1) {
      const day = model.day(d);
      if (!day.isFront) continue;
      fronts += 1;
      const before = model.stateAt(day.transitionUtcMs - hourMs);
      const after = model.stateAt(day.transitionUtcMs + hourMs);
      expect(after.windDirDeg).toBeGreaterThan(200);
      expect(after.windDirDeg).toBeLessThan(285);
      if (model.regimeOf(d - 1) !== regime.preFrontal) continue;
      preFrontal += 1;
      // The cool change: several degrees colder air within two hours.
      expect(after.airmassC).toBeLessThan(before.airmassC - 3);
    }
    expect(preFrontal / fronts).toBeGreaterThan(0.3);
  });

  it('keeps the synoptic state continuous through gradual changes (steps of 10 min stay small)', () => {
    const model = createSynopticModel(3);
    const from = model.day(start).transitionUtcMs;
    let previous = model.stateAt(from);
    for (let t = from + 600_000; t < from + 60 * 24 * hourMs; t += 600_000) {
      const state = model.stateAt(t);
      expect(Math.abs(state.airmassC - previous.airmassC)).toBeLessThan(6);
      expect(Math.abs(state.mslpHpa - previous.mslpHpa)).toBeLessThan(2);
      previous = state;
    }
  });

  it('centres anomalies so each month averages about zero', () => {
    const model = createSynopticModel(21);
    let sum = 0;
    for (let d = start; d < start + 365 * years; d += 1) sum += model.day(d).airmassC;
    expect(Math.abs(sum / (365 * years))).toBeLessThan(0.3);
    for (let month = 1; month <= 12; month += 1) {
      const stats = regimeStatistics(month);
      expect(stats.stationary.reduce((total, p) => total + p, 0)).toBeCloseTo(1, 9);
    }
  });

  it.each([
    [350, 10, 20],
    [10, 350, -20],
    [315, 225, -90],
    [0, 180, 180],
    [90, 90, 0],
  ])('turns from %i° to %i° by %i°', (from, to, delta) => {
    expect(angleDeltaDeg(from, to)).toBe(delta);
  });

  it.each([
    [0, 0, 1],
    [1, 0, 0],
    [0, 3 / 0.35, Math.exp(-1)],
    [0.5, 0, 0.25],
  ])('gives k_rad(cloud %f, gradient wind %f) = %f', (cloud, windMs, expected) => {
    expect(radiativeCoolingFactor(cloud, windMs)).toBeCloseTo(expected, 9);
  });
});
