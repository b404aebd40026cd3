// Benchmarks: `npm run bench` runs them all, `npm run bench -- ingestion snapshot` some of them.
// Numbers go to stdout, bench/results/latest.json and docs/benchmarks.md; nothing here asserts on
// time (STYLE.md): a missed target is reported, not failed. The run fails only when a benchmark breaks.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { alertsBenchmark } from './alerts.bench';
import { authBenchmark } from './auth.bench';
import { graphsBenchmark } from './graphs.bench';
import { ingestionBenchmark } from './ingestion.bench';
import { mapBenchmark } from './map.bench';
import type { Benchmark, BenchmarkOutcome, BenchmarkResult } from './support/bench-result';
import { formatValue, machineNow, runRecord, writeResults } from './support/results-files';
import { snapshotBenchmark } from './snapshot.bench';

const benchmarks: Benchmark[] = [
  ingestionBenchmark,
  snapshotBenchmark,
  graphsBenchmark,
  authBenchmark,
  mapBenchmark,
  alertsBenchmark,
];

/** What a benchmark's own process sends back. */
type ChildAnswer = { outcome: BenchmarkOutcome } | { error: string };

// A benchmark's own process (forked below, with an IPC channel): runs the one it is given and sends
// back its outcome. Without the channel, `BENCH_ONLY=map npm run bench` just chooses what to run.
const only = process.env.BENCH_ONLY;
if (only !== undefined && process.send !== undefined) {
  const benchmark = benchmarks.find((b) => b.name === only);
  let answer: ChildAnswer;
  try {
    if (!benchmark) throw new Error(`no benchmark ${only}`);
    answer = { outcome: await benchmark.run((line) => console.log(`  ${line}`)) };
  } catch (error) {
    console.error('  failed:', error);
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer, () => process.exit(0));
  await new Promise(() => undefined);
}

/**
 * Each benchmark runs in a fresh Node process: the heap, pools and timers one leaves behind (the
 * ingestion benchmark's hundreds of thousands of readings) must not weigh on the next one's numbers.
 */
function runInOwnProcess(benchmark: Benchmark): Promise<BenchmarkOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_ONLY: benchmark.name },
      stdio: 'inherit',
    });
    let answer: ChildAnswer | undefined;
    child.on('message', (message) => (answer = message as ChildAnswer));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (answer && 'outcome' in answer) resolve(answer.outcome);
      else reject(new Error(answer?.error ?? `the benchmark's process ended with code ${code}`));
    });
  });
}

const fromEnv = only?.split(',').filter((name) => name !== '') ?? [];
const requested = [...process.argv.slice(2).filter((arg) => arg !== '--'), ...fromEnv];
const unknown = requested.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${benchmarks.map((b) => b.name).join(', ')}.`);
  process.exit(2);
}
const selected = requested.length === 0 ? benchmarks : benchmarks.filter((b) => requested.includes(b.name));

const runStarted = performance.now();
const date = new Date().toISOString();
const machine = machineNow();
const results: BenchmarkResult[] = [];
for (const benchmark of selected) {
  console.log(`\n▶ ${benchmark.name}: ${benchmark.title}`);
  const started = performance.now();
  const ranAt = new Date().toISOString();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  try {
    const outcome = await runInOwnProcess(benchmark);
    results.push({ name: benchmark.name, title: benchmark.title, ...outcome, ranAt, seconds: seconds() });
    if (outcome.status === 'skipped') console.log(`  skipped: ${outcome.reason}`);
    for (const c of outcome.checks) {
      console.log(
        `  ${c.meets ? 'met   ' : 'MISSED'} ${c.label}: ${formatValue(c.value, c.unit)} (target ${c.target.comparison} ${formatValue(c.target.limit, c.unit)})`,
      );
    }
  } catch (error) {
    console.error(`  failed:`, error instanceof Error ? error.message : error);
    results.push({
      name: benchmark.name,
      title: benchmark.title,
      status: 'failed',
      reason: error instanceof Error ? error.message : String(error),
      ranAt,
      seconds: seconds(),
      measurements: [],
      checks: [],
      notes: [],
    });
  }
  console.log(`  (${seconds()} s)`);
}

const record = runRecord(results, {
  date,
  node: process.version,
  machine,
  command:
    fromEnv.length > 0
      ? `BENCH_ONLY=${fromEnv.join(',')} npm run bench`
      : `npm run bench${requested.length > 0 ? ` -- ${requested.join(' ')}` : ''}`,
  seconds: Math.round((performance.now() - runStarted) / 1000),
});
await writeResults(record);
console.log(
  `\nTargets met: ${record.summary.met} of ${record.summary.checks}. Written to bench/results/latest.json and docs/benchmarks.md.`,
);
if (results.some((r) => r.status === 'failed')) process.exitCode = 1;
