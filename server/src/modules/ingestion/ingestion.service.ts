import type { DailyWeatherRow } from '../stations/readings.repository';
import type { StationRow } from '../stations/stations.tables';
import { createFollowUps } from './follow-ups';
import { accept, type IngestionDeps, type IngestionResult } from './ingest-batch';

export type { IngestionDeps, IngestionResult } from './ingest-batch';

/** Readings caught up per aggregate statement, at most (see `catchUpAggregates`). */
const catchUpWindowMs = 31 * 86_400_000;

/**
 * Refreshes the aggregates of readings stored at least `minAgeMs` ago whose refresh never ran or
 * failed (the process ended first, the database was unreachable): at start-up all of them, then
 * now and again those older than any follow-up still queued. A month at a time, so that an import
 * of years cut short is caught up in statements of bounded length. Returns the stations caught up.
 */
async function catchUpAggregates(deps: IngestionDeps, minAgeMs = 0): Promise<number> {
  const awaiting = await deps.readings.awaitingAggregates(minAgeMs);
  for (const station of awaiting) {
    for (let fromMs = station.fromMs; fromMs <= station.toMs; fromMs += catchUpWindowMs) {
      const toMs = Math.min(fromMs + catchUpWindowMs - 1, station.toMs);
      await deps.readings.refreshAggregates(station.stationId, station.timezoneName, fromMs, toMs);
    }
    await deps.live?.dailyRowsChanged({ id: station.stationId, timezoneName: station.timezoneName });
  }
  return awaiting.length;
}

/**
 * The one path every reading takes, from stations, the simulator and datalogger imports (CONTRACT.md §5).
 * Checking and storing a batch lives in ingest-batch.ts, the follow-ups after it in follow-ups.ts.
 */
export function createIngestionService(serviceDeps: IngestionDeps) {
  const deps = { ...serviceDeps, followUps: createFollowUps(serviceDeps) };
  return {
    /**
     * Checks and stores a batch; resolves once its aggregates and the live network are current too
     * (the simulator, datalogger imports and tests read right after).
     */
    async ingest(
      station: StationRow,
      batch: readonly unknown[],
      pathOf = (i: number) => `observations[${i}]`,
    ): Promise<IngestionResult> {
      const { result, followedUp } = await accept(deps, station, batch, pathOf);
      await followedUp;
      return result;
    },

    accept: (station: StationRow, batch: readonly unknown[], pathOf?: (i: number) => string) =>
      accept(deps, station, batch, pathOf),

    /**
     * Daily summaries from before a station's readings (the demo's years of history); days already
     * stored, or computed from readings, are kept.
     */
    async importDailyHistory(station: StationRow, days: readonly DailyWeatherRow[]): Promise<void> {
      await deps.readings.insertDailyIfMissing(station.id, days);
      await deps.live?.dailyRowsChanged(station);
    },

    catchUpAggregates: (minAgeMs?: number) => catchUpAggregates(deps, minAgeMs),

    /** Resolves once every follow-up queued so far (and any queued while waiting) has run. */
    settled: () => deps.followUps.settled(),
  };
}
export type IngestionService = ReturnType<typeof createIngestionService>;
