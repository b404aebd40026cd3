import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { describe, expect, it } from 'vitest';
import type { ReadingsRepository } from '../stations/readings.repository';
import type { StationRow } from '../stations/stations.tables';
import { createFollowUps } from './follow-ups';
import type { StoredReadings } from './ingest-batch';

const station = (id: number) => ({ id, slug: `station-${id}`, timezoneName: 'Australia/Adelaide' }) as StationRow;
const reading = (atMs: number): StationObservation => ({ observedAtMs: atMs, channels: { air_temp_1_2m: 20 } });

/** Follow-ups over stand-ins: aggregates refresh at once; what the rules are given, batch by batch. */
function followUpsJudgedBy(judge: (batch: readonly StoredReadings[]) => Promise<void> = async () => undefined) {
  const judged: Array<Array<{ stationId: number; readings: number }>> = [];
  const followUps = createFollowUps({
    readings: { refreshAggregates: async () => [] } as unknown as ReadingsRepository,
    alerts: {
      async readingsStored(batch) {
        judged.push(batch.map((stored) => ({ stationId: stored.station.id, readings: stored.observations.length })));
        await judge(batch);
      },
    },
  });
  return { followUps, judged };
}

describe('follow-ups: the alert rules judge a burst of stations together', () => {
  it('judges every station of a burst in one batch, once no follow-up waits', async () => {
    const { followUps, judged } = followUpsJudgedBy();
    const done = [1, 2, 3].map((id) => followUps.schedule(station(id), [reading(1_000 * id)]));
    await Promise.all(done);
    await followUps.settled();
    expect(judged).toEqual([
      [
        { stationId: 1, readings: 1 },
        { stationId: 2, readings: 1 },
        { stationId: 3, readings: 1 },
      ],
    ]);
  });

  it('judges a station alone when it reports alone', async () => {
    const { followUps, judged } = followUpsJudgedBy();
    await followUps.schedule(station(1), [reading(1_000)]);
    await followUps.settled();
    await followUps.schedule(station(2), [reading(2_000)]);
    await followUps.settled();
    expect(judged.map((batch) => batch.map((stored) => stored.stationId))).toEqual([[1], [2]]);
  });

  it('goes on following up after the rules failed', async () => {
    const { followUps, judged } = followUpsJudgedBy(async () => {
      throw new Error('database gone');
    });
    await followUps.schedule(station(1), [reading(1_000)]);
    await followUps.settled();
    await followUps.schedule(station(2), [reading(2_000)]);
    await followUps.settled();
    expect(judged.map((batch) => batch.map((stored) => stored.stationId))).toEqual([[1], [2]]);
  });
});
