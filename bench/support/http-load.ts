import { Worker } from 'node:worker_threads';
import { round, summariseLatencies, type LatencySummary } from './stats';

/** One fixed-duration load run against one URL. */
export interface LoadJob {
  host: string;
  port: number;
  method: 'GET';
  path: string;
  headers: Record<string, string>;
  /** Keep-alive connections, each with one request in flight. */
  connections: number;
  /** Requests before this are not recorded (JIT, caches, connection set-up). */
  warmupMs: number;
  durationMs: number;
  /** Upper bound on recorded requests: the run also stops when it has this many. */
  maxRequests: number;
}

export interface LoadWorkerReport {
  latenciesMs: Float64Array;
  seconds: number;
  statusCounts: Record<string, number>;
  errors: number;
  firstError: string | undefined;
  meanBodyBytes: number;
}

export interface LoadResult {
  requests: number;
  requestsPerS: number;
  latency: LatencySummary;
  statusCounts: Record<string, number>;
  errors: number;
  firstError: string | undefined;
  meanBodyBytes: number;
}

/** The load generator's own bundle, beside the benchmarks' (bench/build.mjs). */
const loadWorkerUrl = new URL('./load-worker.js', import.meta.url);

/** Runs the load generator once, in a worker thread (see load-worker.ts). */
export async function runHttpLoad(
  url: string,
  options: Omit<LoadJob, 'host' | 'port' | 'path'>,
): Promise<LoadWorkerReport> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error(`load runs only against 127.0.0.1, not ${target.hostname}`);
  const job: LoadJob = {
    ...options,
    host: target.hostname,
    port: Number(target.port),
    path: `${target.pathname}${target.search}`,
  };
  const worker = new Worker(loadWorkerUrl, { workerData: job });
  const limitMs = job.warmupMs + job.durationMs + 20_000;
  return new Promise<LoadWorkerReport>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`load worker gave no report within ${limitMs} ms`)), limitMs);
    worker.once('message', (message: LoadWorkerReport) => {
      clearTimeout(timer);
      resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  }).finally(() => worker.terminate());
}

/** One summary of several runs against the same target (alternated with another target's runs). */
export function summariseLoad(reports: readonly LoadWorkerReport[]): LoadResult {
  const samples = new Float64Array(reports.reduce((sum, r) => sum + r.latenciesMs.length, 0));
  let offset = 0;
  const statusCounts: Record<string, number> = {};
  for (const report of reports) {
    samples.set(report.latenciesMs, offset);
    offset += report.latenciesMs.length;
    for (const [status, count] of Object.entries(report.statusCounts)) {
      statusCounts[status] = (statusCounts[status] ?? 0) + count;
    }
  }
  const seconds = reports.reduce((sum, r) => sum + r.seconds, 0);
  const started = reports.reduce((sum, r) => sum + r.latenciesMs.length, 0);
  return {
    requests: samples.length,
    requestsPerS: round(samples.length / seconds, 0),
    latency: summariseLatencies(samples),
    statusCounts,
    errors: reports.reduce((sum, r) => sum + r.errors, 0),
    firstError: reports.find((r) => r.firstError)?.firstError,
    meanBodyBytes: round(
      reports.reduce((sum, r) => sum + r.meanBodyBytes * r.latenciesMs.length, 0) / Math.max(1, started),
      0,
    ),
  };
}
