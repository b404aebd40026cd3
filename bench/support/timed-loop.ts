import { round, summariseLatencies, type LatencySummary } from './stats';

export interface TimedLoopResult {
  iterations: number;
  perSecond: number;
  latency: LatencySummary;
}

/**
 * Runs `body` one call at a time after `warmup` calls, at most `iterations` times and at most
 * `maxMs` milliseconds, and times each call.
 */
export async function timedLoop(
  options: { iterations: number; maxMs: number; warmup?: number },
  body: () => Promise<unknown>,
): Promise<TimedLoopResult> {
  const warmup = options.warmup ?? Math.min(20, options.iterations);
  const warmupUntil = performance.now() + options.maxMs / 4;
  for (let i = 0; i < warmup && performance.now() < warmupUntil; i += 1) await body();
  const samples: number[] = [];
  const started = performance.now();
  const stopAt = started + options.maxMs;
  while (samples.length < options.iterations && performance.now() < stopAt) {
    const t = performance.now();
    await body();
    samples.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    iterations: samples.length,
    perSecond: round(samples.length / seconds, 0),
    latency: summariseLatencies(samples),
  };
}
