/**
 * Hours below a temperature threshold (metrics.md §4.15 frost hours; integration rules §2.7).
 * Duration-weighted: between consecutive samples the temperature is taken as linear, so each pair
 * adds the part of its interval spent below the threshold, with the crossing time interpolated.
 * Gaps longer than 30 min are not bridged; the window needs ≥ 80 % coverage, otherwise null.
 */

export interface TemperatureSample {
  atMs: number;
  tempC: number;
}

/** Frost thresholds of §4.15, °C: frost possible at crop height, likely, damaging. */
export const frostThresholdsC = { hours_below_2: 2, hours_below_0: 0, hours_below_minus2: -2 } as const;

/** Longest gap bridged by linear interpolation (§2.7). */
export const maxBridgedGapMs = 30 * 60_000;
/** Share of a window that must be covered (§2.7). */
export const minWindowCoverage = 0.8;

/** Time below `thresholdC` and time covered by bridged segments, both clipped to (start, end]. */
export function durationBelowMs(
  samples: readonly TemperatureSample[],
  thresholdC: number,
  windowStartMs: number,
  windowEndMs: number,
): { belowMs: number; coveredMs: number } {
  let belowMs = 0;
  let coveredMs = 0;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const span = b.atMs - a.atMs;
    if (span <= 0 || span > maxBridgedGapMs) continue;
    const start = Math.max(a.atMs, windowStartMs);
    const end = Math.min(b.atMs, windowEndMs);
    if (start >= end) continue;
    const at = (t: number) => a.tempC + ((b.tempC - a.tempC) * (t - a.atMs)) / span;
    const tStart = at(start);
    const tEnd = at(end);
    coveredMs += end - start;
    if (tStart < thresholdC && tEnd < thresholdC) belowMs += end - start;
    else if (tStart < thresholdC || tEnd < thresholdC) {
      const crossing = start + ((thresholdC - tStart) / (tEnd - tStart)) * (end - start);
      belowMs += tStart < thresholdC ? crossing - start : end - crossing;
    }
  }
  return { belowMs, coveredMs };
}

/** Hours below the threshold within (start, end]; null when less than 80 % of the window is covered. */
export function hoursBelowThreshold(
  samples: readonly TemperatureSample[],
  thresholdC: number,
  windowStartMs: number,
  windowEndMs: number,
): number | null {
  const windowMs = windowEndMs - windowStartMs;
  if (windowMs <= 0) return null;
  const { belowMs, coveredMs } = durationBelowMs(samples, thresholdC, windowStartMs, windowEndMs);
  if (coveredMs < minWindowCoverage * windowMs) return null;
  return belowMs / 3_600_000;
}
