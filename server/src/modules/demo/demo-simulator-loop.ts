import type { FastifyInstance } from 'fastify';
import type { Logger } from '../../http/logger';
import type { JobModule } from '../../jobs/job-module';
import type { StationsService } from '../stations/stations.service';
import type { StationRow } from '../stations/stations.tables';
import type { WeatherSimulator } from './simulator/weather-simulator';
import { simulatedStation } from './demo-network';

export const simulatorTickMs = 60_000;
export const demoSimulatorTickJob = 'demo-simulator-tick';
/** After a long stop the simulator fills at most this much of the gap. */
const maxCatchUpMs = 14 * 86_400_000;

/**
 * The demo network's stations "report" like real ones: each holds an ingestion token and posts its
 * readings to POST /api/ingest/observations at its type's interval. Only seeded stations are fed, and
 * none while an operator has it disabled: its token is kept, so enabling it lets it report again.
 * The tick is a scheduled job, so of several processes one posts each minute's readings; each
 * process's tick starts from the readings stored, whoever posted them.
 */
export interface DemoSimulatorDeps {
  server: FastifyInstance;
  jobs: Pick<JobModule, 'every'>;
  stations: StationsService;
  simulator: WeatherSimulator;
  simulatedStations: readonly StationRow[];
  lastReadingMs: (station: StationRow) => Promise<number | null>;
  /** Asked each tick, so a station disabled or enabled in the console is followed without a restart. */
  disabledStationIds: (stationIds: readonly number[]) => Promise<Set<number>>;
  clock: () => Date;
  log: Logger;
}

export async function startDemoSimulator(
  deps: DemoSimulatorDeps,
): Promise<{ tick(): Promise<number>; stop(): Promise<void> }> {
  const feeds = await Promise.all(
    deps.simulatedStations.map(async (station) => {
      const { token } = await deps.stations.issueToken(station.slug);
      const lastMs = (await deps.lastReadingMs(station)) ?? deps.clock().getTime() - 3_600_000;
      return { site: station, token, postedUpToMs: lastMs };
    }),
  );

  /** Posts readings with the station's token; a token another process has since replaced is issued anew. */
  async function post(feed: (typeof feeds)[number], observations: readonly unknown[]) {
    const send = () =>
      deps.server.inject({
        method: 'POST',
        url: '/api/ingest/observations',
        headers: { authorization: `Bearer ${feed.token}` },
        payload: { station: feed.site.slug, observations },
      });
    const response = await send();
    if (response.statusCode !== 401) return response;
    feed.token = (await deps.stations.issueToken(feed.site.slug)).token;
    return send();
  }

  let running: Promise<number> | undefined;
  let stopped = false;
  async function tickOnce(): Promise<number> {
    const nowMs = deps.clock().getTime();
    let posted = 0;
    const disabled = await deps.disabledStationIds(feeds.map((feed) => feed.site.id));
    for (const feed of feeds) {
      // Nothing is made up for the time it was disabled: once enabled it reports from then on.
      if (disabled.has(feed.site.id)) {
        feed.postedUpToMs = nowMs;
        continue;
      }
      const station = simulatedStation(feed.site);
      const storedUpToMs = (await deps.lastReadingMs(feed.site)) ?? 0;
      const fromMs = Math.max(feed.postedUpToMs, storedUpToMs, nowMs - maxCatchUpMs);
      const observations = deps.simulator
        .reportTimes(station, fromMs, nowMs)
        .filter((t) => !deps.simulator.isOffline(station, t))
        .flatMap((t) => {
          const channels = deps.simulator.observation(station, t);
          return channels ? [{ observed_at: new Date(t).toISOString(), channels }] : [];
        });
      if (observations.length === 0) continue;
      for (let start = 0; start < observations.length; start += 2000) {
        const response = await post(feed, observations.slice(start, start + 2000));
        if (response.statusCode !== 200) {
          deps.log.warn(
            { station: feed.site.slug, status: response.statusCode, body: response.body.slice(0, 300) },
            'simulated readings refused',
          );
        }
      }
      feed.postedUpToMs = nowMs;
      posted += observations.length;
    }
    return posted;
  }

  const tick = () => {
    if (stopped) return Promise.resolve(0);
    running ??= tickOnce().finally(() => (running = undefined));
    return running;
  };
  // A tick catching up after a long stop may take minutes; it is given an hour before another process takes it.
  await deps.jobs.every(demoSimulatorTickJob, simulatorTickMs, tick, { limit: 0, expireSeconds: 3600 });
  return {
    tick,
    async stop() {
      stopped = true;
      await running?.catch(() => undefined);
    },
  };
}
