import { demoPassword } from '../server/src/modules/demo/demo-accounts';
import { backfillDemoHistory, demoSimulatorSeed } from '../server/src/modules/demo/demo-network';
import { createWeatherSimulator } from '../server/src/modules/demo/simulator/weather-simulator';
import { startBareServer, type BareResponse } from './support/bare-server';
import { check, type Benchmark, type BenchmarkOutcome } from './support/bench-result';
import { signIn } from './support/bench-server';
import { silentLog, withDemoServer, type DemoServer } from './support/demo-server';
import { runHttpLoad, summariseLoad, type LoadResult, type LoadWorkerReport } from './support/http-load';
import { ratioDigits, round } from './support/stats';

/**
 * GET /api/sites and GET /api/members/sites on a listening server with the 111-station demo
 * network (a day of readings, three years of daily summaries), against a bare node:http server
 * sending the same bytes, headers and body. 64 keep-alive connections; the two servers take turns in
 * short rounds so that whatever else the machine is doing falls on both alike.
 */

const connections = 64;
const rounds = 8;
const roundMs = 750;
const warmupMs = 250;
/** Far above what two cores can answer in a round: the rounds end by time. */
const maxRequestsPerRound = 1_000_000;
const historyDays = 1;
const memberEmail = 'farm@demo.test';
const targetRatio = 0.8;
const targetP99Ms = 20;

interface Route {
  label: string;
  path: string;
  headers: Record<string, string>;
}

/** Headers node:http writes itself on every answer, the bare server's as well as the app's. */
const perConnectionHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The app's answer as the load generator gets it (no compression asked for), for the bare server to
 * send: the same body and the same headers, so that the two differ only in the work of answering.
 */
async function fetchBytes(origin: string, route: Route): Promise<BareResponse> {
  const response = await fetch(`${origin}${route.path}`, {
    headers: { ...route.headers, 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${route.label} answered ${response.status}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!perConnectionHeaders.has(name)) headers[name] = value;
  });
  return { body, etag: response.headers.get('etag') ?? '', headers };
}

function assertClean(label: string, result: LoadResult): void {
  const non200 = Object.entries(result.statusCounts).filter(([status]) => status !== '200');
  if (result.errors > 0 || non200.length > 0 || result.requests === 0) {
    throw new Error(
      `${label}: ${result.requests} requests, ${result.errors} errors (${result.firstError ?? 'none'}), statuses ${JSON.stringify(result.statusCounts)}`,
    );
  }
}

/** A day of readings at every demo station, ingested through the app as the stations would send them. */
async function seedHistory(demo: DemoServer, log: (line: string) => void) {
  const { server, stations } = demo;
  await server.app.live.syncStations();
  const seedStarted = performance.now();
  const filled = await backfillDemoHistory({
    db: demo.db,
    ingestion: server.app.ingestion,
    simulator: createWeatherSimulator({ seed: demoSimulatorSeed }),
    stations,
    nowMs: demo.clock().getTime(),
    historyDays,
    log: silentLog,
  });
  log(
    `seeded ${stations.length} stations, ${filled.readings} readings in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
  );
  return filled;
}

interface RouteTiming {
  route: Route;
  app: LoadResult;
  ceiling: LoadResult;
  bodyBytes: number;
}

/** The app and the bare server in alternating rounds on one route, each checked for clean answers. */
async function measureRoute(
  route: Route,
  origins: { app: string; bare: string },
  bodyBytes: number,
  log: (line: string) => void,
): Promise<RouteTiming> {
  const appRuns: LoadWorkerReport[] = [];
  const bareRuns: LoadWorkerReport[] = [];
  const options = {
    method: 'GET' as const,
    headers: route.headers,
    connections,
    warmupMs,
    durationMs: roundMs,
    maxRequests: maxRequestsPerRound,
  };
  for (let i = 0; i < rounds; i += 1) {
    appRuns.push(await runHttpLoad(`${origins.app}${route.path}`, options));
    bareRuns.push(await runHttpLoad(`${origins.bare}${route.path}`, options));
  }
  const app = summariseLoad(appRuns);
  const ceiling = summariseLoad(bareRuns);
  assertClean(`app ${route.label}`, app);
  assertClean(`bare ${route.label}`, ceiling);
  log(
    `${route.label.padEnd(20)} app ${app.requestsPerS} req/s p50 ${round(app.latency.p50Ms)} p99 ${round(app.latency.p99Ms)} ms   bare ${ceiling.requestsPerS} req/s p99 ${round(ceiling.latency.p99Ms)} ms`,
  );
  return { route, app, ceiling, bodyBytes };
}

function reportRoute(outcome: BenchmarkOutcome, { route, app, ceiling, bodyBytes }: RouteTiming): void {
  outcome.measurements.push(
    { label: `${route.label}: app`, value: app.requestsPerS, unit: 'req/s' },
    { label: `${route.label}: bare node:http`, value: ceiling.requestsPerS, unit: 'req/s' },
    { label: `${route.label}: app p50`, value: round(app.latency.p50Ms), unit: 'ms' },
    { label: `${route.label}: bare p50`, value: round(ceiling.latency.p50Ms), unit: 'ms' },
    { label: `${route.label}: bare p99`, value: round(ceiling.latency.p99Ms), unit: 'ms' },
    { label: `${route.label}: body`, value: bodyBytes, unit: 'bytes' },
  );
  outcome.checks.push(
    check(
      `${route.label}: app / bare req/s`,
      round(app.requestsPerS / ceiling.requestsPerS, ratioDigits),
      '×',
      '>=',
      targetRatio,
    ),
    check(`${route.label}: app p99`, round(app.latency.p99Ms), 'ms', '<=', targetP99Ms),
  );
}

export const snapshotBenchmark: Benchmark = {
  name: 'snapshot',
  title: 'Site snapshots vs a bare node:http server',
  run: (log) =>
    withDemoServer(async (demo) => {
      const filled = await seedHistory(demo, log);
      const { origin } = demo.server;
      const session = await signIn(origin, memberEmail, demoPassword);
      const routes: Route[] = [
        { label: '/api/sites', path: '/api/sites', headers: {} },
        { label: '/api/members/sites', path: '/api/members/sites', headers: { ...session } },
      ];
      const bytes = new Map<string, BareResponse>();
      for (const route of routes) bytes.set(route.path, await fetchBytes(origin, route));
      const bare = await startBareServer(bytes);
      const outcome: BenchmarkOutcome = {
        status: 'ran',
        measurements: [],
        checks: [],
        notes: [
          `PGlite, ${demo.stations.length} demo stations, ${filled.readings} readings (${historyDays} day) and ${filled.days} daily summaries; members as ${memberEmail}`,
          `${connections} keep-alive connections, ${rounds} alternating rounds of ${roundMs / 1000} s per server and route after ${warmupMs} ms warm-up each, load generator in a worker thread`,
        ],
      };
      try {
        for (const route of routes) {
          const bodyBytes = bytes.get(route.path)?.body.length ?? 0;
          reportRoute(outcome, await measureRoute(route, { app: origin, bare: bare.origin }, bodyBytes, log));
        }
      } finally {
        await bare.close();
      }
      return outcome;
    }),
};
