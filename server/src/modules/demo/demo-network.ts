import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { addDays, format, startOfDay } from 'date-fns';
import { dayMs, inZone } from '@mesonet/shared/time/local-time';
import type { App } from '../../app';
import type { Database } from '../../db/database';
import type { Logger } from '../../http/logger';
import type { IngestionService } from '../ingestion/ingestion.service';
import { readingsRepository, type DailyWeatherRow } from '../stations/readings.repository';
import { stationsRepository } from '../stations/stations.repository';
import type { StationRow } from '../stations/stations.tables';
import { createWeatherSimulator, type SimulatedStation, type WeatherSimulator } from './simulator/weather-simulator';
import { startDemoSimulator } from './demo-simulator-loop';
import { demoStations } from './demo-stations';

/** Full-resolution history for two-week graphs; older days exist only as daily summaries. */
export const demoReadingHistoryDays = 14;
/** Daily, monthly and yearly rain totals reach back three years. */
export const demoDailyHistoryYears = 3;
export const demoSimulatorSeed = 20_261_121;

export function simulatedStation(station: StationRow): SimulatedStation {
  return {
    slug: station.slug,
    name: station.name,
    region: station.region ?? '',
    lat: station.lat,
    lng: station.lng,
    awsType: station.awsType as SimulatedStation['awsType'],
    elevationM: station.elevationM,
    network: station.network,
  };
}

/** Adds the demo stations that do not exist yet; returns every simulated site. */
export async function seedDemoStations(db: Database, clock: () => Date): Promise<StationRow[]> {
  const stations = stationsRepository(db);
  const now = clock();
  await stations.insertMissing(
    demoStations.map((station) => ({
      slug: station.slug,
      name: station.name,
      region: station.region,
      lat: station.lat,
      lng: station.lng,
      elevationM: station.elevationM,
      awsType: station.awsType,
      network: station.network,
      mesonet: station.network !== 'bom',
      simulated: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return (await stations.listAll()).filter((station) => station.simulated);
}

function readingsBetween(
  simulator: WeatherSimulator,
  station: StationRow,
  fromMs: number,
  toMs: number,
): StationObservation[] {
  const simulated = simulatedStation(station);
  const observations: StationObservation[] = [];
  for (const observedAtMs of simulator.reportTimes(simulated, fromMs, toMs)) {
    const channels = simulator.observation(simulated, observedAtMs);
    if (channels) observations.push({ observedAtMs, channels });
  }
  return observations;
}

const toIso = (o: StationObservation) => ({
  observed_at: new Date(o.observedAtMs).toISOString(),
  channels: o.channels,
});

/**
 * First start: two weeks of readings through the ingestion service, and three years of daily
 * summaries from the simulator's daily layer (fast, no readings needed).
 */
export async function backfillDemoHistory(deps: {
  db: Database;
  ingestion: IngestionService;
  simulator: WeatherSimulator;
  stations: readonly StationRow[];
  nowMs: number;
  historyDays: number;
  log: Logger;
  shouldStop?: () => boolean;
}): Promise<{ readings: number; days: number }> {
  const readings = readingsRepository(deps.db);
  let readingCount = 0;
  let dayCount = 0;
  const stopping = deps.shouldStop ?? (() => false);
  for (const station of deps.stations) {
    if (stopping()) break;
    // A station with readings has its history; the simulator loop fills any gap since.
    if ((await readings.latestReadingMs(station.id)) !== null) continue;
    // Readings start at a local midnight so that the first day's extremes are whole.
    const firstReadingDay = startOfDay(inZone(deps.nowMs - deps.historyDays * dayMs, station.timezoneName));
    const historyStartMs = firstReadingDay.getTime();
    // Daily summaries first, so the live metrics computed while readings arrive see the whole season.
    const days: DailyWeatherRow[] = [];
    for (
      let day = addDays(firstReadingDay, -365 * demoDailyHistoryYears);
      day < firstReadingDay;
      day = addDays(day, 1)
    ) {
      const localDate = format(day, 'yyyy-MM-dd');
      const summary = deps.simulator.dailySummary(simulatedStation(station), localDate);
      days.push({ localDate, tMaxC: summary.tMaxC, tMinC: summary.tMinC, rainMm: summary.rainMm });
    }
    await deps.ingestion.importDailyHistory(station, days);
    dayCount += days.length;
    const observations = readingsBetween(deps.simulator, station, historyStartMs, deps.nowMs);
    // A stop between batches leaves this station a shorter history; the next start reports on from its last reading.
    for (let start = 0; start < observations.length && !stopping(); start += 2000) {
      const result = await deps.ingestion.ingest(station, observations.slice(start, start + 2000).map(toIso));
      readingCount += result.accepted;
      // The embedded database answers without leaving the event loop; let requests in between batches.
      await yieldToEventLoop();
    }
  }
  if (readingCount > 0) deps.log.info({ readings: readingCount, days: dayCount }, 'demo history backfilled');
  return { readings: readingCount, days: dayCount };
}

/**
 * Demo mode's station network: seeds the stations, fills their history on first start, then keeps
 * them reporting. Runs in the background; `stop` lets the batch being stored finish.
 */
export function startDemoNetwork(deps: {
  app: App;
  db: Database;
  clock: () => Date;
  log: Logger;
  /** Tests run a few stations with a short history. */
  only?: { slugs: readonly string[]; historyDays: number };
}): {
  ready: Promise<void>;
  stop(): Promise<void>;
} {
  let stopped = false;
  let loop: Awaited<ReturnType<typeof startDemoSimulator>> | undefined;
  const ready = (async () => {
    const startedMs = performance.now();
    const stations = (await seedDemoStations(deps.db, deps.clock)).filter(
      (station) => !deps.only || deps.only.slugs.includes(station.slug),
    );
    await deps.app.live.syncStations();
    const simulator = createWeatherSimulator({ seed: demoSimulatorSeed });
    const filled = await backfillDemoHistory({
      db: deps.db,
      ingestion: deps.app.ingestion,
      simulator,
      stations: stations.filter((station) => station.disabledAt === null),
      nowMs: deps.clock().getTime(),
      historyDays: deps.only?.historyDays ?? demoReadingHistoryDays,
      log: deps.log,
      shouldStop: () => stopped,
    });
    if (stopped) return;
    const readings = readingsRepository(deps.db);
    loop = await startDemoSimulator({
      server: deps.app.server,
      jobs: deps.app.jobs,
      stations: deps.app.stations,
      simulator,
      simulatedStations: stations,
      lastReadingMs: async (station) => await readings.latestReadingMs(station.id),
      disabledStationIds: (stationIds) => stationsRepository(deps.db).disabledIds(stationIds),
      clock: deps.clock,
      log: deps.log,
    });
    await loop.tick();
    deps.log.info(
      { stations: stations.length, ...filled, ms: Math.round(performance.now() - startedMs) },
      'demo network reporting',
    );
  })().catch((error: unknown) => deps.log.error({ err: error }, 'demo network failed to start'));
  return {
    ready,
    async stop() {
      stopped = true;
      await ready;
      await loop?.stop();
    },
  };
}
