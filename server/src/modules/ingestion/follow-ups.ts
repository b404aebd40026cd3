import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import type { StationRow } from '../stations/stations.tables';
import type { IngestionDeps, StoredReadings } from './ingest-batch';

/**
 * What follows a station's stored readings: its hourly and daily aggregates, then its live metrics, then
 * the alert rules watching it.
 */
interface FollowUp {
  site: StationRow;
  fromMs: number;
  toMs: number;
  observations: StationObservation[];
  done: Promise<void>;
  settle(error?: unknown): void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Under a steady stream of follow-ups the rules judge at least this many stations' readings at a time. */
const maxStationsAwaitingRules = 256;

/** The follow-ups of stored readings, and whether a station is still "updating" because of them. */
export function createFollowUps(deps: Pick<IngestionDeps, 'readings' | 'live' | 'alerts'>) {
  /** Follow-ups not started yet, at most one per station: later batches join it. */
  const waiting = new Map<number, FollowUp>();
  /** Follow-ups run one at a time, in the order their stations' readings arrived. */
  let queue: Promise<void> = Promise.resolve();
  /**
   * Readings followed up whose alert rules have not judged them yet. The rules judge once no follow-up
   * waits: the stations of a burst (all reporting on the ten minutes) together, stored in one go.
   */
  let awaitingRules: StoredReadings[] = [];

  /** The site stops "updating" once no readings of it wait for their follow-up. */
  function processed(stationId: number): void {
    if (!waiting.has(stationId)) deps.live?.markProcessing(stationId, false);
  }

  async function followUp(work: FollowUp): Promise<void> {
    try {
      const days = await deps.readings.refreshAggregates(work.site.id, work.site.timezoneName, work.fromMs, work.toMs);
      await deps.live?.readingsStored(work.site, work.observations, days);
      if (deps.alerts) awaitingRules.push({ station: work.site, observations: work.observations });
      work.settle();
    } catch (error) {
      work.settle(error ?? new Error('follow-up failed'));
    } finally {
      processed(work.site.id);
    }
  }

  async function judgeByRules(): Promise<void> {
    if (awaitingRules.length === 0 || (waiting.size > 0 && awaitingRules.length < maxStationsAwaitingRules)) return;
    const batch = awaitingRules;
    awaitingRules = [];
    // Its failures are its own to log (IngestionDeps.alerts): the queue goes on either way.
    await deps.alerts?.readingsStored(batch).catch(() => undefined);
  }

  /**
   * Queues (or widens) the station's follow-up; resolves once its aggregates and live metrics are current
   * (the rules judge it later; `settled` waits for that too).
   */
  function schedule(station: StationRow, stored: readonly StationObservation[]): Promise<void> {
    const fromMs = stored[0]?.observedAtMs ?? 0;
    const toMs = stored.at(-1)?.observedAtMs ?? 0;
    const joined = waiting.get(station.id);
    if (joined) {
      joined.site = station;
      joined.fromMs = Math.min(joined.fromMs, fromMs);
      joined.toMs = Math.max(joined.toMs, toMs);
      joined.observations.push(...stored);
      return joined.done;
    }
    let settle!: (error?: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Callers that do not wait (the HTTP route logs instead) must not leave a rejection unhandled.
    done.catch(() => undefined);
    const work: FollowUp = { site: station, fromMs, toMs, observations: [...stored], done, settle };
    waiting.set(station.id, work);
    // A turn of the event loop first: the station's answer is sent before the follow-up's statement.
    queue = queue
      .then(nextTurn)
      .then(() => {
        waiting.delete(station.id);
        return followUp(work);
      })
      .then(judgeByRules);
    return done;
  }

  /** Resolves once every follow-up queued so far (and any queued while waiting) has run. */
  async function settled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = queue;
      await current;
    } while (current !== queue);
  }

  return { processed, schedule, settled };
}
export type FollowUps = ReturnType<typeof createFollowUps>;
