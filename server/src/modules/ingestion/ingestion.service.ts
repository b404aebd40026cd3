import { checkObservation, type ObservationProblem } from '@mesonet/shared/stations/observation-validation';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import type { Database } from '../../db/database';
import { readingsRepository } from '../stations/readings.repository';
import type { DerivedReadingValues } from '../stations/reading-columns';
import type { SiteRow } from '../stations/stations.tables';

export interface IngestionResult {
  accepted: number;
  duplicates: number;
  problems: ObservationProblem[];
}

export interface IngestionDeps {
  db: Database;
  clock: () => Date;
  /** Per-reading derived metrics stored beside the raw channels. */
  deriveReadingMetrics: (
    site: SiteRow,
    observation: StationObservation,
    previous?: StationObservation,
  ) => DerivedReadingValues;
  /** Keeps the live snapshot in step: a site is "updating" while its readings are stored, then refreshed. */
  live?: {
    markProcessing(siteId: number, processing: boolean): void;
    readingsStored(site: SiteRow, observations: readonly StationObservation[]): Promise<void>;
  };
}

/** The one path every reading takes, from stations, the simulator and datalogger imports (CONTRACT.md §5). */
export function createIngestionService(deps: IngestionDeps) {
  return {
    async ingest(
      site: SiteRow,
      batch: readonly unknown[],
      pathOf = (i: number) => `observations[${i}]`,
    ): Promise<IngestionResult> {
      const nowMs = deps.clock().getTime();
      const problems: ObservationProblem[] = [];
      const byTime = new Map<number, StationObservation>();
      batch.forEach((item, i) => {
        const checked = checkObservation(item, pathOf(i), nowMs);
        if (checked.ok) byTime.set(checked.observation.observedAtMs, checked.observation);
        else problems.push(...checked.problems);
      });
      const good = [...byTime.values()].sort((a, b) => a.observedAtMs - b.observedAtMs);
      if (good.length === 0) return { accepted: 0, duplicates: 0, problems };

      deps.live?.markProcessing(site.id, true);
      try {
        return await storeReadings(site, good, problems);
      } finally {
        deps.live?.markProcessing(site.id, false);
      }
    },
  };

  async function storeReadings(
    site: SiteRow,
    good: StationObservation[],
    problems: ObservationProblem[],
  ): Promise<IngestionResult> {
    const storedTimes = await deps.db.transaction(async (tx) => {
      const txReadings = readingsRepository(tx as unknown as Database);
      const stored = await txReadings.insertReadings(
        site.id,
        good.map((observation, i) => ({
          observation,
          derived: deps.deriveReadingMetrics(site, observation, good[i - 1]),
        })),
      );
      if (stored.length > 0) {
        const fromMs = Math.min(...stored);
        const toMs = Math.max(...stored);
        await txReadings.refreshHourly(site.id, site.timezoneName, fromMs, toMs);
        await txReadings.refreshDaily(site.id, site.timezoneName, fromMs, toMs);
      }
      return new Set(stored);
    });
    const stored = good.filter((observation) => storedTimes.has(observation.observedAtMs));
    if (stored.length > 0) await deps.live?.readingsStored(site, stored);
    return { accepted: stored.length, duplicates: good.length - stored.length, problems };
  }
}
export type IngestionService = ReturnType<typeof createIngestionService>;
