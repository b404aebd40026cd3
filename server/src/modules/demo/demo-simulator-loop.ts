import type { FastifyInstance } from 'fastify';
import type { Logger } from '../../http/logger';
import type { StationsService } from '../stations/stations.service';
import type { StationRow } from '../stations/stations.tables';
import type { WeatherSimulator } from './simulator/weather-simulator';
import { simulatedStation } from './demo-network';

export const simulatorTickMs = 60_000;
/** After a long stop the simulator fills at most this much of the gap. */
const maxCatchUpMs = 14 * 86_400_000;

/**
 * The demo network's stations "report" like real ones: each holds an ingestion token and posts its
 * readings to POST /api/ingest/observations at its type's interval. Only seeded stations are fed, and
 * none while an operator has it disabled: its token is kept, so enabling it lets it report again.
 */
export async function startDemoSimulator(deps: {
  server: FastifyInstance;
  stations: StationsService;
  simulator: WeatherSimulator;
  simulatedStations: readonly StationRow[];
  lastReadingMs: (station: StationRow) => Promise<number | null>;
  /** Asked each tick, so a station disabled or enabled in the console is followed without a restart. */
  disabledStationIds: (stationIds: readonly number[]) => Promise<Set<number>>;
  clock: () => Date;
  log: Logger;
}): Promise<{ tick(): Promise<number>; stop(): Promise<void> }> {
  const feeds = await Promise.all(
    deps.simulatedStations.map(async (station) => {
      const { token } = await deps.stations.issueToken(station.slug);
      const lastMs = (await deps.lastReadingMs(station)) ?? deps.clock().getTime() - 3_600_000;
      return { site: station, token, postedUpToMs: lastMs };
    }),
  );

  let running: Promise<number> | undefined;
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
      const fromMs = Math.max(feed.postedUpToMs, nowMs - maxCatchUpMs);
      const observations = deps.simulator
        .reportTimes(station, fromMs, nowMs)
        .filter((t) => !deps.simulator.isOffline(station, t))
        .flatMap((t) => {
          const channels = deps.simulator.observation(station, t);
          return channels ? [{ observed_at: new Date(t).toISOString(), channels }] : [];
        });
      if (observations.length === 0) continue;
      for (let start = 0; start < observations.length; start += 2000) {
        const response = await deps.server.inject({
          method: 'POST',
          url: '/api/ingest/observations',
          headers: { authorization: `Bearer ${feed.token}` },
          payload: { station: feed.site.slug, observations: observations.slice(start, start + 2000) },
        });
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
    running ??= tickOnce().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => deps.log.error({ err: error }, 'demo simulator tick failed'));
  }, simulatorTickMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
