import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { seedDemoStations } from '../server/src/modules/demo/demo-network';
import { demoSimulatorSeed } from '../server/src/modules/demo/demo-network';
import { demoStations } from '../server/src/modules/demo/demo-stations';
import { createWeatherSimulator } from '../server/src/modules/demo/simulator/weather-simulator';
import { deriveStoredReadingMetrics } from '../server/src/modules/live/reading-metrics';
import type { StationRow } from '../server/src/modules/stations/stations.tables';
import {
  describeUrl,
  openFreshEmbedded,
  openFreshPostgres,
  postgresAdminUrl,
  type BenchDatabase,
} from './support/bench-database';
import { check, type BenchmarkOutcome, type Benchmark, type Check, type Measurement } from './support/bench-result';
import { startBenchServer, type BenchServer } from './support/bench-server';
import { openJsonPoster, preparePost } from './support/http-post';
import { ingestionPhases, timeIngestionPhases, type IngestionPhase } from './support/ingestion-phases';
import { openRawReadingsWriter, readingRow, truncateReadings, type ReadingRow } from './support/raw-readings';
import { ratioDigits, round } from './support/stats';

/**
 * Ingestion through the API against a raw COPY of the same rows, on PostgreSQL and on PGlite.
 *
 * Every demo station posts one batch of its most recent readings to POST /api/ingest/observations
 * on a listening server, one request after another on one keep-alive connection. The baselines
 * write the same `readings` rows (derived metrics computed beforehand) in the same batches on one
 * connection: COPY, and the fastest plain SQL, one INSERT ... SELECT * FROM unnest(...) per batch.
 * Each path starts from an empty readings table and runs four times, in the order COPY, unnest, API,
 * API, unnest, COPY, twice over, so that drift falls on all alike. The API answers once a batch is
 * stored; its time runs on until the aggregates and live refresh that follow have settled, so nothing
 * is left out.
 */

const batchSize = 500;
/** Each timed path stops after this long even if batches remain. */
const maxPathMs = 60_000;
const targetRatio = 0.5;

interface StationBatch {
  slug: string;
  observations: StationObservation[];
}

/** The last `batchSize` readings of every demo station up to `nowMs`, as the simulator reports them. */
function networkBatches(nowMs: number): StationBatch[] {
  const simulator = createWeatherSimulator({ seed: demoSimulatorSeed });
  return demoStations.map((station) => {
    const observations: StationObservation[] = [];
    for (const observedAtMs of simulator.reportTimes(station, nowMs - 14 * 86_400_000, nowMs)) {
      if (simulator.isOffline(station, observedAtMs)) continue;
      const channels = simulator.observation(station, observedAtMs);
      if (channels) observations.push({ observedAtMs, channels });
    }
    return { slug: station.slug, observations: observations.slice(-batchSize) };
  });
}

interface PathTiming {
  rows: number;
  seconds: number;
  rowsPerS: number;
  /** Rows/s up to the last answer, before `finish`. */
  answeredRowsPerS: number;
}

/**
 * Runs `write` for each batch in order, within `maxPathMs`, then `finish` (the API's aggregates and
 * live metrics that follow its answers); rows/s over what it got through, `finish` included.
 */
async function timePath<T>(
  batches: readonly T[],
  write: (batch: T) => Promise<number>,
  finish: () => Promise<void>,
): Promise<PathTiming> {
  let rows = 0;
  const started = performance.now();
  for (const batch of batches) {
    rows += await write(batch);
    if (performance.now() - started > maxPathMs) break;
  }
  const answeredSeconds = (performance.now() - started) / 1000;
  await finish();
  const seconds = (performance.now() - started) / 1000;
  return {
    rows,
    seconds: round(seconds, 3),
    rowsPerS: round(rows / seconds, 0),
    answeredRowsPerS: round(rows / answeredSeconds, 0),
  };
}

const pathOrder = ['copy', 'unnest', 'api'] as const;
/** Times over the forth-and-back order: on a shared two-core machine one pass swung the ratio by a tenth. */
const orderRepeats = 2;

/** Several runs of one path as one: rows and seconds added up. */
function combineTimings(runs: readonly PathTiming[]): PathTiming {
  const rows = runs.reduce((sum, r) => sum + r.rows, 0);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const answeredSeconds = runs.reduce((sum, r) => sum + r.rows / r.answeredRowsPerS, 0);
  return {
    rows,
    seconds: round(seconds, 3),
    rowsPerS: round(rows / seconds, 0),
    answeredRowsPerS: round(rows / answeredSeconds, 0),
  };
}

interface TargetNumbers {
  api: PathTiming;
  copy: PathTiming;
  unnest: PathTiming;
  phases: Record<IngestionPhase, number>;
}

/**
 * Each station's batch made ready for every path beforehand: its `readings` rows (derived metrics
 * computed) for the baselines, and the API request's bytes with the station's token.
 */
function prepareBatches(
  server: BenchServer,
  stations: ReadonlyMap<string, StationRow>,
  batches: readonly StationBatch[],
) {
  return Promise.all(
    batches.map(async (batch) => {
      const station = stations.get(batch.slug);
      if (!station) throw new Error(`demo station ${batch.slug} was not seeded`);
      const { token } = await server.app.stations.issueToken(station.slug);
      const rows: ReadingRow[] = batch.observations.map((observation, i) =>
        readingRow(
          station.id,
          observation,
          deriveStoredReadingMetrics(station, observation, batch.observations[i - 1]),
        ),
      );
      const body = Buffer.from(
        JSON.stringify({
          station: station.slug,
          observations: batch.observations.map((o) => ({
            observed_at: new Date(o.observedAtMs).toISOString(),
            channels: o.channels,
          })),
        }),
      );
      const request = preparePost(
        server.origin,
        '/api/ingest/observations',
        { authorization: `Bearer ${token}` },
        body,
      );
      return { site: station, rows, body, request };
    }),
  );
}

async function measureOn(
  database: BenchDatabase,
  batches: readonly StationBatch[],
  log: (line: string) => void,
): Promise<TargetNumbers> {
  const db = database.handle.db;
  const stations = new Map((await seedDemoStations(db, () => new Date())).map((station) => [station.slug, station]));
  const server = await startBenchServer(db);
  const writer = await openRawReadingsWriter(database);
  const poster = await openJsonPoster(server.origin);
  try {
    const prepared = await prepareBatches(server, stations, batches);
    const post = async (batch: (typeof prepared)[number]) => {
      const response = await poster.post(batch.request);
      if (response.status !== 200)
        throw new Error(`ingestion answered ${response.status}: ${response.text.slice(0, 300)}`);
      return (JSON.parse(response.text) as { accepted: number }).accepted;
    };

    const settled = () => server.app.ingestion.settled();
    const run = async (path: string, write: (batch: (typeof prepared)[number]) => Promise<number>) => {
      const checked = async (batch: (typeof prepared)[number]) => {
        const written = await write(batch);
        if (written !== batch.rows.length) throw new Error(`${path} stored ${written} of ${batch.rows.length} rows`);
        return written;
      };
      await truncateReadings(db);
      // A whole pass first, thrown away: the API's request path was still a third slower in its first
      // 140 requests of a process (JIT, inline caches, plan caches), whichever path ran before it.
      for (const batch of prepared) await checked(batch);
      await settled();
      await truncateReadings(db);
      return timePath(prepared, checked, settled);
    };
    const paths = {
      copy: () => run('COPY', (batch) => writer.copy(batch.rows)),
      unnest: () => run('INSERT … unnest', (batch) => writer.insertUnnest(batch.rows)),
      api: () => run('the API', post),
    };
    // Forth and back (A B C C B A): whatever drifts during the run (checkpoints, a busy neighbour)
    // falls on every path alike, instead of on whichever happened to run then.
    const timings: Record<keyof typeof paths, PathTiming[]> = { copy: [], unnest: [], api: [] };
    const forthAndBack = [...pathOrder, ...[...pathOrder].reverse()];
    for (const name of Array.from({ length: orderRepeats }, () => forthAndBack).flat()) {
      const timing = await paths[name]();
      log(`  ${database.label}: ${name} ${timing.rowsPerS} rows/s`);
      timings[name].push(timing);
    }
    const copy = combineTimings(timings.copy);
    const unnest = combineTimings(timings.unnest);
    const api = combineTimings(timings.api);
    const phases = await timeIngestionPhases(db, prepared);
    return { api, copy, unnest, phases };
  } finally {
    poster.close();
    await writer.close();
    await server.close();
  }
}

function report(label: string, numbers: TargetNumbers): { measurements: Measurement[]; checks: Check[] } {
  return {
    measurements: [
      { label: `${label}: API ingestion`, value: numbers.api.rowsPerS, unit: 'rows/s' },
      {
        label: `${label}: API answers (aggregates still following)`,
        value: numbers.api.answeredRowsPerS,
        unit: 'rows/s',
      },
      { label: `${label}: raw COPY`, value: numbers.copy.rowsPerS, unit: 'rows/s' },
      { label: `${label}: raw INSERT … unnest`, value: numbers.unnest.rowsPerS, unit: 'rows/s' },
      {
        label: `${label}: API ingestion / raw INSERT … unnest`,
        value: round(numbers.api.rowsPerS / numbers.unnest.rowsPerS),
        unit: '×',
      },
      {
        label: `${label}: raw COPY per 500 rows`,
        value: round((numbers.copy.seconds * 1000) / (numbers.copy.rows / batchSize)),
        unit: 'ms',
      },
      ...ingestionPhases.map((phase) => ({
        label: `${label}: ${phase} per batch`,
        value: numbers.phases[phase],
        unit: 'ms',
      })),
    ],
    checks: [
      check(
        `${label}: API ingestion / raw COPY`,
        round(numbers.api.rowsPerS / numbers.copy.rowsPerS, ratioDigits),
        '×',
        '>=',
        targetRatio,
      ),
    ],
  };
}

export const ingestionBenchmark: Benchmark = {
  name: 'ingestion',
  title: 'Ingestion through the API vs raw COPY',
  async run(log) {
    const nowMs = Date.now();
    const batches = networkBatches(nowMs);
    const rows = batches.reduce((sum, b) => sum + b.observations.length, 0);
    const outcome: BenchmarkOutcome = {
      status: 'ran',
      measurements: [],
      checks: [],
      notes: [
        `${batches.length} demo stations × up to ${batchSize} simulated readings = ${rows} rows per path, one batch per request, one connection (each request's bytes made beforehand); each path ${2 * orderRepeats} times: the order COPY, unnest, API, API, unnest, COPY, run ${orderRepeats} times`,
        'baselines write the same rows (derived metrics precomputed) in the same batches: COPY FROM STDIN on PostgreSQL (node-postgres Submittable), COPY FROM /dev/blob on PGlite',
        "the API's time runs until the aggregates and live refresh that follow its answers have settled; per-batch phases are the app's steps run one after another without HTTP",
      ],
    };
    const targets: Array<{ label: string; open: () => Promise<BenchDatabase> }> = [
      { label: 'PostgreSQL', open: () => openFreshPostgres(postgresAdminUrl()) },
      { label: 'PGlite', open: openFreshEmbedded },
    ];
    for (const target of targets) {
      let database: BenchDatabase;
      try {
        database = await target.open();
      } catch (error) {
        // No PostgreSQL here: the PGlite half still runs, and the report says what is missing.
        const reason = `${target.label} skipped: cannot open ${describeUrl(postgresAdminUrl())} (${(error as Error).message})`;
        log(reason);
        outcome.notes.push(reason);
        continue;
      }
      try {
        const numbers = await measureOn(database, batches, log);
        log(
          `${database.label.padEnd(20)} API ${numbers.api.rowsPerS} rows/s   COPY ${numbers.copy.rowsPerS} rows/s   unnest ${numbers.unnest.rowsPerS} rows/s`,
        );
        const part = report(target.label, numbers);
        outcome.measurements.push(...part.measurements);
        outcome.checks.push(...part.checks);
        if (numbers.api.rows < rows)
          outcome.notes.push(`${target.label}: API path stopped after ${numbers.api.rows} rows (time limit)`);
        if (database.kind === 'postgres') {
          outcome.notes.push(
            `${database.label} at ${describeUrl(postgresAdminUrl())}, in a fresh database dropped afterwards`,
          );
        }
      } finally {
        await database.dispose();
      }
    }
    return outcome;
  },
};
