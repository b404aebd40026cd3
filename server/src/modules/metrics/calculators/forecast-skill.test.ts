import { describe, expect, it } from 'vitest';
import { forecastSkill, verifiedPairs, type Verification } from './forecast-skill';

const repeat = (rows: Verification[], times: number) => Array.from({ length: times }, () => rows).flat();
const v = (pHazard: number, sigmaWAtIssueMs: number, sigmaWAtValidMs: number): Verification => ({
  pHazard,
  sigmaWAtIssueMs,
  sigmaWAtValidMs,
});

describe('skill of the σw forecast against persistence (metrics.md §4.12)', () => {
  // Hazardous: σw < 0.20. o = 1 when σw(t+2h) is hazardous; persistence p = 1 when σw(t) is.
  const sharp = [
    v(0.9, 0.1, 0.1), // o=1: (0.9−1)² = 0.01; persistence (1−1)² = 0
    v(0.2, 0.1, 0.4), // o=0: 0.2² = 0.04;     persistence 1² = 1
    v(0.7, 0.4, 0.15), // o=1: 0.3² = 0.09;    persistence 1² = 1
    v(0.1, 0.4, 0.5), // o=0: 0.1² = 0.01;     persistence 0
  ]; // Brier 0.15/4 = 0.0375, persistence 2/4 = 0.5; hits 2 of 2 events, false alarms 0 of 2 calls
  const blunt = [
    v(0.6, 0.1, 0.1), // o=1: 0.4² = 0.16;     persistence 0
    v(0.6, 0.4, 0.4), // o=0: 0.6² = 0.36;     persistence 0
    v(0.5, 0.4, 0.45), // o=0: 0.5² = 0.25;    persistence 0
    v(0.8, 0.1, 0.3), // o=0: 0.8² = 0.64;     persistence 1² = 1
  ]; // Brier 1.41/4 = 0.3525, persistence 1/4 = 0.25; hits 1 of 1 event, false alarms 3 of 4 calls
  const asPersistence = [v(1, 0.1, 0.1), v(0, 0.4, 0.4)]; // both Brier 0: a tie does not beat

  it.each<[string, Verification[], object]>([
    [
      'sharp forecast, 500 verifications',
      repeat(sharp, 125),
      { verdict: 'beats_persistence', verifications: 500, hitRate: 1, falseAlarmRatio: 0 },
    ],
    ['sharp forecast, 496 verifications', repeat(sharp, 124), { verdict: 'not_enough_history', verifications: 496 }],
    ['blunt forecast', repeat(blunt, 125), { verdict: 'does_not_beat_persistence', hitRate: 1, falseAlarmRatio: 0.75 }],
    ['same as persistence', repeat(asPersistence, 250), { verdict: 'does_not_beat_persistence' }],
    [
      'no verifications',
      [],
      { verdict: 'not_enough_history', brier: null, persistenceBrier: null, hitRate: null, falseAlarmRatio: null },
    ],
  ])('%s', (_, rows, expected) => {
    expect(forecastSkill(rows)).toMatchObject(expected);
  });

  it.each<[string, Verification[], number, number]>([
    ['sharp', sharp, 0.0375, 0.5],
    ['blunt', blunt, 0.3525, 0.25],
    ['same as persistence', asPersistence, 0, 0],
  ])('Brier scores of the %s rows', (_, rows, brier, persistenceBrier) => {
    const skill = forecastSkill(rows);
    expect(skill.brier).toBeCloseTo(brier, 10);
    expect(skill.persistenceBrier).toBeCloseTo(persistenceBrier, 10);
  });
});

describe('pairing each reading with the one two hours later', () => {
  const minute = 60_000;
  it('takes the nearest reading within ±5 min that has σw, and skips issue times without one', () => {
    const readings = [
      { atMs: 0, sigmaWMs: 0.1 },
      { atMs: 10 * minute, sigmaWMs: null },
      { atMs: 20 * minute, sigmaWMs: 0.3 },
      { atMs: 117 * minute, sigmaWMs: 0.4 }, // 3 min early for the 0 min issue
      { atMs: 121 * minute, sigmaWMs: 0.5 }, // 1 min late: nearer
      { atMs: 130 * minute, sigmaWMs: 0.6 },
      { atMs: 146 * minute, sigmaWMs: 0.7 }, // 6 min late for the 20 min issue: too far
    ];
    const pairs = verifiedPairs(readings, 120 * minute);
    expect(pairs.map((p) => [p.issue.atMs / minute, p.sigmaWAtValidMs])).toEqual([[0, 0.5]]);
  });
});
