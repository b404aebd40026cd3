import type { RawChannels, StationObservation } from '@mesonet/shared/stations/raw-channels';
import type { Database } from '../server/src/db/database';
import { demoPassword } from '../server/src/modules/demo/demo-accounts';
import { demoSimulatorSeed, simulatedStation } from '../server/src/modules/demo/demo-network';
import { createWeatherSimulator } from '../server/src/modules/demo/simulator/weather-simulator';
import { deriveStoredReadingMetrics } from '../server/src/modules/live/reading-metrics';
import { readingsRepository } from '../server/src/modules/stations/readings.repository';
import type { StationRow } from '../server/src/modules/stations/stations.tables';
import { check, skipped, type Benchmark, type BenchmarkOutcome } from './support/bench-result';
import { signIn, type SessionHeaders } from './support/bench-server';
import { withDemoServer, type DemoServer } from './support/demo-server';
import { runHttpLoad, summariseLoad, type LoadResult } from './support/http-load';
import { round } from './support/stats';

/**
 * Graph latency on a long history: one site with five years of ten-minute readings (≈ 263,000,
 * inserted directly with the readings repository, aggregates refreshed), read through the data-view
 * endpoint as an extended-history member, one request at a time. The history grows 1 → 3 → 5 years
 * and the all-history graph is timed at each size, to show whether it stays flat.
 */

const stationSlug = 'jamestown';
const dataViewSlug = 'temperatures';
const viewerEmail = 'allaccess@demo.test';
/**
 * The windows as the web app asks for them (shared/src/contracts/data-views.schema.ts): a graph opens
 * on its last 48 hours with no query; an extended-history viewer's all-history graph asks `from` a
 * time before any data, which the server moves up to the first reading. Points per series are the
 * server's default.
 */
const windows = { fortyEightHours: '', allHistory: '?from=2000-01-01T00:00:00Z' } as const;
const stepYears = [1, 3, 5] as const;
const readingIntervalMs = 10 * 60_000;
const yearMs = 365.25 * 86_400_000;
const insertChunk = 5000;
const target48hP95Ms = 15;
const targetAllHistoryP95Ms = 60;

function dataViewUrl(origin: string, query: string): string {
  return `${origin}/api/members/sites/${stationSlug}/data_views/${dataViewSlug}/data_view_hash${query}`;
}

/**
 * Ten-minute readings in (fromMs, toMs] from the simulator; where the simulated station drops a
 * reading, the previous one is repeated so that the grid is complete (the size is what matters).
 */
function* tenMinuteReadings(station: StationRow, fromMs: number, toMs: number): Generator<StationObservation> {
  const simulator = createWeatherSimulator({ seed: demoSimulatorSeed });
  const simulated = { ...simulatedStation(station), awsType: 'standard' as const };
  let previous: RawChannels | null = null;
  for (
    let t = Math.floor(fromMs / readingIntervalMs) * readingIntervalMs + readingIntervalMs;
    t <= toMs;
    t += readingIntervalMs
  ) {
    const channels: RawChannels | null = simulator.observation(simulated, t) ?? previous;
    if (!channels) continue;
    previous = channels;
    yield { observedAtMs: t, channels };
  }
}

/** Inserts the readings in chunks, refreshing the hourly and daily aggregates as ingestion does. */
async function insertHistory(db: Database, station: StationRow, fromMs: number, toMs: number): Promise<number> {
  const readings = readingsRepository(db);
  let chunk: StationObservation[] = [];
  let stored = 0;
  let previous: StationObservation | undefined;
  const flush = async () => {
    if (chunk.length === 0) return;
    const rows = chunk.map((observation) => {
      const row = { observation, derived: deriveStoredReadingMetrics(station, observation, previous) };
      previous = observation;
      return row;
    });
    stored += (await readings.insertReadings(station.id, rows)).length;
    const first = chunk[0]?.observedAtMs ?? fromMs;
    const last = chunk.at(-1)?.observedAtMs ?? toMs;
    await readings.refreshAggregates(station.id, station.timezoneName, first, last);
    chunk = [];
  };
  for (const observation of tenMinuteReadings(station, fromMs, toMs)) {
    chunk.push(observation);
    if (chunk.length >= insertChunk) await flush();
  }
  await flush();
  return stored;
}

async function timeGraph(
  url: string,
  headers: SessionHeaders,
  durationMs: number,
  maxRequests: number,
): Promise<LoadResult> {
  const result = summariseLoad([
    await runHttpLoad(url, {
      method: 'GET',
      headers: { ...headers },
      connections: 1,
      warmupMs: 300,
      durationMs,
      maxRequests,
    }),
  ]);
  if (result.errors > 0 || result.requests === 0 || Object.keys(result.statusCounts).some((s) => s !== '200')) {
    throw new Error(
      `${url}: ${result.requests} requests, statuses ${JSON.stringify(result.statusCounts)}, ${result.firstError ?? ''}`,
    );
  }
  return result;
}

interface HistoryStep {
  years: number;
  /** Readings stored so far. */
  rows: number;
  last48h: LoadResult;
  all: LoadResult;
}

/** Probe before spending half a minute on history: the route may not exist yet. */
async function probeDataView(origin: string, session: SessionHeaders): Promise<BenchmarkOutcome | null> {
  const probe = await fetch(dataViewUrl(origin, windows.fortyEightHours), { headers: { ...session } });
  await probe.arrayBuffer();
  if (probe.status === 404) {
    return skipped('data views not built yet', [
      `GET /api/members/sites/${stationSlug}/data_views/${dataViewSlug}/data_view_hash answered 404`,
    ]);
  }
  if (probe.status !== 200) throw new Error(`the data-view route answered ${probe.status}`);
  return null;
}

/** Grows the station's history 1 → 3 → 5 years, timing the 48 h and all-history graphs at each size. */
async function measureHistorySteps(
  demo: DemoServer,
  station: StationRow,
  session: SessionHeaders,
  log: (line: string) => void,
): Promise<HistoryStep[]> {
  const { origin } = demo.server;
  const nowMs = demo.clock().getTime();
  const steps: HistoryStep[] = [];
  let coveredYears = 0;
  let rows = 0;
  for (const years of stepYears) {
    const started = performance.now();
    rows += await insertHistory(demo.db, station, nowMs - years * yearMs, nowMs - coveredYears * yearMs);
    coveredYears = years;
    log(`${years} y of history: ${rows} readings (+${round((performance.now() - started) / 1000, 1)} s)`);
    const last48h = await timeGraph(dataViewUrl(origin, windows.fortyEightHours), session, 3000, 400);
    const all = await timeGraph(dataViewUrl(origin, windows.allHistory), session, years === 5 ? 6000 : 3000, 200);
    log(
      `${years} y   48 h p50 ${round(last48h.latency.p50Ms)} p95 ${round(last48h.latency.p95Ms)} ms   all history p50 ${round(all.latency.p50Ms)} p95 ${round(all.latency.p95Ms)} ms (${all.meanBodyBytes} bytes)`,
    );
    steps.push({ years, rows, last48h, all });
  }
  return steps;
}

/** p95 at every size; p50, answer sizes and the targets at 5 years; how the all-history p95 grew. */
function reportHistorySteps(steps: readonly HistoryStep[]): BenchmarkOutcome {
  const outcome: BenchmarkOutcome = { status: 'ran', measurements: [], checks: [], notes: [] };
  for (const { years, last48h, all } of steps) {
    outcome.measurements.push(
      { label: `48 h graph p95, ${years} y of history`, value: round(last48h.latency.p95Ms), unit: 'ms' },
      { label: `all-history graph p95, ${years} y of history`, value: round(all.latency.p95Ms), unit: 'ms' },
    );
    if (years !== 5) continue;
    outcome.measurements.push(
      { label: '48 h graph p50, 5 y', value: round(last48h.latency.p50Ms), unit: 'ms' },
      { label: 'all-history graph p50, 5 y', value: round(all.latency.p50Ms), unit: 'ms' },
      { label: '48 h graph body', value: last48h.meanBodyBytes, unit: 'bytes' },
      { label: 'all-history graph body', value: all.meanBodyBytes, unit: 'bytes' },
    );
    outcome.checks.push(
      check('48 h graph p95 (5 y of history)', round(last48h.latency.p95Ms), 'ms', '<=', target48hP95Ms),
      check('all-history graph p95 (5 y of history)', round(all.latency.p95Ms), 'ms', '<=', targetAllHistoryP95Ms),
    );
  }
  const [first, , last] = steps.map((step) => step.all.latency.p95Ms);
  if (first && last) {
    outcome.measurements.push({ label: 'all-history p95, 5 y / 1 y', value: round(last / first), unit: '×' });
  }
  const largest = steps.at(-1);
  outcome.notes.push(
    `PGlite, ${stationSlug}, ${largest?.rows ?? 0} ten-minute readings over 5 years; viewer ${viewerEmail}; one request at a time`,
    `48 h graph with no query (the default window), all history with ${windows.allHistory}`,
  );
  if (largest && largest.last48h.meanBodyBytes === largest.all.meanBodyBytes) {
    outcome.notes.push('48 h and all-history answers were the same size: check the window parameters above');
  }
  return outcome;
}

export const graphsBenchmark: Benchmark = {
  name: 'graphs',
  title: 'Graph latency on five years of one site',
  run: (log) =>
    withDemoServer(async (demo) => {
      const station = demo.stations.find((s) => s.slug === stationSlug);
      if (!station) throw new Error(`demo station ${stationSlug} was not seeded`);
      const session = await signIn(demo.server.origin, viewerEmail, demoPassword);
      const skippedOutcome = await probeDataView(demo.server.origin, session);
      if (skippedOutcome) return skippedOutcome;
      return reportHistorySteps(await measureHistorySteps(demo, station, session, log));
    }),
};
