/** What each benchmark hands back to bench/run.ts, which writes it to results and docs. */

export type BenchmarkName = 'ingestion' | 'snapshot' | 'graphs' | 'auth' | 'map' | 'alerts';

export interface Measurement {
  label: string;
  value: number;
  unit: string;
}

/** A number with a target: a ratio of two measurements of the same run, or a latency bound. */
export interface Check {
  label: string;
  value: number;
  unit: string;
  target: { comparison: '>=' | '<='; limit: number };
  meets: boolean;
}

export interface BenchmarkOutcome {
  /** `skipped` when what it measures does not exist yet; the run still succeeds. */
  status: 'ran' | 'skipped';
  reason?: string;
  measurements: Measurement[];
  checks: Check[];
  /** Conditions a reader needs to compare runs: data sizes, which baseline, anything unusual. */
  notes: string[];
}

export interface BenchmarkResult extends Omit<BenchmarkOutcome, 'status'> {
  name: BenchmarkName;
  title: string;
  status: 'ran' | 'skipped' | 'failed';
  ranAt: string;
  seconds: number;
}

export interface Benchmark {
  name: BenchmarkName;
  title: string;
  run(log: (line: string) => void): Promise<BenchmarkOutcome>;
}

export function check(label: string, value: number, unit: string, comparison: '>=' | '<=', limit: number): Check {
  const meets = Number.isFinite(value) && (comparison === '>=' ? value >= limit : value <= limit);
  return { label, value, unit, target: { comparison, limit }, meets };
}

export function skipped(reason: string, notes: string[] = []): BenchmarkOutcome {
  return { status: 'skipped', reason, measurements: [], checks: [], notes };
}
