import { describe, expect, it } from 'vitest';
import type { DataViewsRepository } from './data-views.repository';
import type { ReadingColumns } from './reading-windows.repository';
import { createForecastSkillService } from './forecast-skill.service';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const today = Date.UTC(2026, 10, 21);
const station = { id: 7, lat: -34.4, lng: 138.7, elevationM: 0 };

/** A station with `days` of steady 0.10 m/s σw before today, counting how often it is read. */
function stationWithSteadyHistory(days: number) {
  const calls = { readings: 0 };
  const repository: Pick<DataViewsRepository, 'readings' | 'firstReadingMs'> = {
    firstReadingMs: async () => today - days * dayMs,
    readings: async (_siteId, fields, fromMs, toMs): Promise<ReadingColumns> => {
      calls.readings++;
      const timesMs: number[] = [];
      for (let t = Math.max(fromMs, today - days * dayMs); t <= toMs; t += 600_000) timesMs.push(t);
      const values = new Map(fields.map((f) => [f, timesMs.map(() => (f === 'sigmaw10' ? 0.1 : null))]));
      return { timesMs, values } as ReadingColumns;
    },
  };
  return { calls, service: createForecastSkillService({ repository }) };
}

describe('judging a station’s σw forecast', () => {
  it('judges once a day', async () => {
    const { calls, service } = stationWithSteadyHistory(20);
    expect((await service.forecasterAt(station, today + hourMs)).skill.verdict).toBe('does_not_beat_persistence');
    await service.forecasterAt(station, today + 20 * hourMs);
    expect(calls.readings).toBe(1);
    await service.forecasterAt(station, today + dayMs + hourMs);
    expect(calls.readings).toBe(2);
  });

  it('judges again after an hour while there is too little history', async () => {
    const { calls, service } = stationWithSteadyHistory(2);
    expect((await service.forecasterAt(station, today + hourMs)).skill.verdict).toBe('not_enough_history');
    await service.forecasterAt(station, today + hourMs + 59 * 60_000);
    expect(calls.readings).toBe(1);
    await service.forecasterAt(station, today + 2 * hourMs);
    expect(calls.readings).toBe(2);
  });
});
