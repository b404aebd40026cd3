/**
 * Skill of the 2-hour σw forecast against persistence (metrics.md §4.12 honesty rules): the Brier score
 * of p_hazard for the hazardous class (σw < 0.20 m/s) beside persistence's, which forecasts p = 1 when
 * σw is hazardous now and 0 otherwise. A station whose forecast does not beat persistence has its
 * forecast hidden.
 */
import { hazardousSigmaWBelowMs } from './inversion';

/** How far back the skill is judged. */
export const skillWindowMs = 30 * 86_400_000;
/** Fewer verified forecasts than this (about 3.5 days of 10-min readings) are not enough to judge. */
export const minimumVerifications = 500;

export interface Verification {
  /** The forecast's probability that σw at t + 2 h is hazardous. */
  pHazard: number;
  /** σw at the issue time t, m/s (persistence's forecast). */
  sigmaWAtIssueMs: number;
  /** σw measured (or estimated) at t + 2 h, m/s. */
  sigmaWAtValidMs: number;
}

export type SkillVerdict = 'beats_persistence' | 'does_not_beat_persistence' | 'not_enough_history';

export interface ForecastSkill {
  verdict: SkillVerdict;
  verifications: number;
  /** Mean (p − o)² of the forecast and of persistence; null without verifications. */
  brier: number | null;
  persistenceBrier: number | null;
  /** Of the hazardous times, the share the forecast called (p_hazard ≥ 0.5); null without any. */
  hitRate: number | null;
  /** Of the forecast's hazardous calls, the share that did not happen; null without any call. */
  falseAlarmRatio: number | null;
}

const isHazardous = (sigmaWMs: number) => sigmaWMs < hazardousSigmaWBelowMs;

export function forecastSkill(verifications: readonly Verification[]): ForecastSkill {
  const n = verifications.length;
  let brier = 0;
  let persistenceBrier = 0;
  let events = 0;
  let hits = 0;
  let calls = 0;
  let falseAlarms = 0;
  for (const v of verifications) {
    const observed = isHazardous(v.sigmaWAtValidMs) ? 1 : 0;
    const persistence = isHazardous(v.sigmaWAtIssueMs) ? 1 : 0;
    brier += (v.pHazard - observed) ** 2;
    persistenceBrier += (persistence - observed) ** 2;
    const called = v.pHazard >= 0.5;
    if (observed === 1) events++;
    if (observed === 1 && called) hits++;
    if (called) calls++;
    if (called && observed === 0) falseAlarms++;
  }
  const brierScore = n === 0 ? null : brier / n;
  const persistenceScore = n === 0 ? null : persistenceBrier / n;
  const verdict: SkillVerdict =
    n < minimumVerifications
      ? 'not_enough_history'
      : brierScore! < persistenceScore!
        ? 'beats_persistence'
        : 'does_not_beat_persistence';
  return {
    verdict,
    verifications: n,
    brier: brierScore,
    persistenceBrier: persistenceScore,
    hitRate: events === 0 ? null : hits / events,
    falseAlarmRatio: calls === 0 ? null : falseAlarms / calls,
  };
}

/**
 * Pairs each reading with the reading two hours later (within ±5 min, as loggers drift), so each
 * forecast can be checked against what happened. Times ascending.
 */
export function verifiedPairs<T extends { atMs: number; sigmaWMs: number | null }>(
  readings: readonly T[],
  leadMs: number,
  toleranceMs = 5 * 60_000,
): { issue: T; sigmaWAtValidMs: number }[] {
  const pairs: { issue: T; sigmaWAtValidMs: number }[] = [];
  let j = 0;
  for (const issue of readings) {
    if (issue.sigmaWMs === null) continue;
    const target = issue.atMs + leadMs;
    while (j < readings.length && readings[j]!.atMs < target - toleranceMs) j++;
    let best: T | null = null;
    for (let k = j; k < readings.length && readings[k]!.atMs <= target + toleranceMs; k++) {
      const candidate = readings[k]!;
      if (candidate.sigmaWMs === null) continue;
      if (best === null || Math.abs(candidate.atMs - target) < Math.abs(best.atMs - target)) best = candidate;
    }
    if (best !== null) pairs.push({ issue, sigmaWAtValidMs: best.sigmaWMs! });
  }
  return pairs;
}
