import { checkObservation } from '@mesonet/shared/stations/observation-validation';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import type { Database } from '../../server/src/db/database';
import { dataViewsRepository } from '../../server/src/modules/data-views/data-views.repository';
import { createForecastSkillService } from '../../server/src/modules/data-views/forecast-skill.service';
import { createLiveNetwork } from '../../server/src/modules/live/live-network';
import { deriveStoredReadingMetrics } from '../../server/src/modules/live/reading-metrics';
import { readingsRepository } from '../../server/src/modules/stations/readings.repository';
import { stationsRepository } from '../../server/src/modules/stations/stations.repository';
import type { StationRow } from '../../server/src/modules/stations/stations.tables';
import { truncateReadings } from './raw-readings';
import { round } from './stats';
import { silentLog } from './demo-server';

/** The steps of one ingested batch, in the order the app takes them. */
export const ingestionPhases = [
  'JSON parse',
  'validation',
  'derived metrics',
  'COPY into readings',
  'hourly, six-hour and daily aggregates',
  'live network: fold in',
  'live network: recompute',
] as const;
export type IngestionPhase = (typeof ingestionPhases)[number];

export interface PhaseBatch {
  site: StationRow;
  body: Buffer;
}

/**
 * Where a batch's time goes: the app's own steps run one after another, without HTTP, each timed,
 * from an empty readings table. Mean milliseconds per batch.
 */
export async function timeIngestionPhases(
  db: Database,
  batches: readonly PhaseBatch[],
): Promise<Record<IngestionPhase, number>> {
  await truncateReadings(db);
  const readings = readingsRepository(db);
  const live = createLiveNetwork({
    readings,
    stations: stationsRepository(db),
    forecastSkills: createForecastSkillService({ repository: dataViewsRepository(db) }),
    clock: () => new Date(),
    log: silentLog,
  });
  await live.syncStations();
  const totals = Object.fromEntries(ingestionPhases.map((phase) => [phase, 0])) as Record<IngestionPhase, number>;
  const timed = async <T>(phase: IngestionPhase, step: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await step();
    totals[phase] += performance.now() - started;
    return result;
  };
  const nowMs = Date.now();
  for (const { site: station, body } of batches) {
    const parsed = await timed('JSON parse', () => JSON.parse(body.toString()) as { observations: unknown[] });
    const good = await timed('validation', () =>
      parsed.observations.flatMap((item, i) => {
        const checked = checkObservation(item, `observations[${i}]`, nowMs);
        return checked.ok ? [checked.observation] : [];
      }),
    );
    const rows = await timed('derived metrics', () =>
      good.map((observation: StationObservation, i) => ({
        observation,
        derived: deriveStoredReadingMetrics(station, observation, good[i - 1]),
      })),
    );
    const stored = await timed('COPY into readings', () => readings.storeReadings(station.id, rows, rows.length));
    const fromMs = stored[0] ?? 0;
    const toMs = stored.at(-1) ?? 0;
    const days = await timed('hourly, six-hour and daily aggregates', () =>
      readings.refreshAggregates(station.id, station.timezoneName, fromMs, toMs),
    );
    await timed('live network: fold in', () => live.readingsStored(station, good, days));
    await timed('live network: recompute', () => live.stations());
  }
  await truncateReadings(db);
  return Object.fromEntries(
    ingestionPhases.map((phase) => [phase, round(totals[phase] / batches.length, 2)]),
  ) as Record<IngestionPhase, number>;
}
