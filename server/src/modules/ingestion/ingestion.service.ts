import {
  checkObservation,
  type ObservationCheck,
  type ObservationProblem,
} from '@mesonet/shared/stations/observation-validation';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { prepend } from '../../lib/iterators';
import { sunElevationDeg } from '../metrics/calculators/sun-position';
import type { DailyWeatherRow, ReadingsRepository, StoredReading } from '../stations/readings.repository';
import type { DerivedReadingValues } from '../stations/reading-columns';
import type { SiteRow } from '../stations/stations.tables';

export interface IngestionResult {
  accepted: number;
  duplicates: number;
  /** Readings refused, and channels QC dropped (their readings are stored without them). */
  problems: ObservationProblem[];
  /** Channels stored clamped (metrics.md §2.9: RH 100–103 %, negative solar at night). */
  clamped: ObservationProblem[];
}

/** What the checks of a batch found: the readings to store, and what to tell the station. */
interface CheckedBatch {
  good: StationObservation[];
  problems: ObservationProblem[];
  clamped: ObservationProblem[];
}

/** Night at the station: the sun below its horizon (negative solar then is a sensor offset). */
const nightAt = (site: SiteRow) => (ms: number) => sunElevationDeg(site.lat, site.lng, ms) < 0;

/** Notes a reading's check in `checked`; returns the reading to store, if any. */
function noteCheck(check: ObservationCheck, checked: CheckedBatch): StationObservation | undefined {
  if (check.problems !== undefined) checked.problems.push(...check.problems);
  if (!check.ok) return undefined;
  if (check.clamped !== undefined) checked.clamped.push(...check.clamped);
  return check.observation;
}

export interface IngestionDeps {
  readings: ReadingsRepository;
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
    readingsStored(
      site: SiteRow,
      observations: readonly StationObservation[],
      refreshedDays: readonly DailyWeatherRow[],
    ): Promise<void>;
    /** The station's daily rows changed other than through its readings' follow-up: read them again. */
    dailyRowsChanged(site: Pick<SiteRow, 'id' | 'timezoneName'>): Promise<void>;
  };
}

/** What follows a station's stored readings: its hourly and daily aggregates, then its live metrics. */
interface FollowUp {
  site: SiteRow;
  fromMs: number;
  toMs: number;
  observations: StationObservation[];
  done: Promise<void>;
  settle(error?: unknown): void;
}

/** A batch's readings are not in time order: it is checked and sorted whole before it is stored. */
class OutOfTimeOrder extends Error {}

/** Readings caught up per aggregate statement, at most (see `catchUpAggregates`). */
const catchUpWindowMs = 31 * 86_400_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The one path every reading takes, from stations, the simulator and datalogger imports (CONTRACT.md §5). */
export function createIngestionService(deps: IngestionDeps) {
  const { readings } = deps;
  /** Follow-ups not started yet, at most one per station: later batches join it. */
  const waiting = new Map<number, FollowUp>();
  /** Follow-ups run one at a time, in the order their stations' readings arrived. */
  let queue: Promise<void> = Promise.resolve();

  function checkBatch(site: SiteRow, batch: readonly unknown[], pathOf: (i: number) => string) {
    const nowMs = deps.clock().getTime();
    const isNight = nightAt(site);
    const checked: CheckedBatch = { good: [], problems: [], clamped: [] };
    const byTime = new Map<number, StationObservation>();
    batch.forEach((item, i) => {
      const observation = noteCheck(checkObservation(item, pathOf(i), nowMs, isNight), checked);
      if (observation) byTime.set(observation.observedAtMs, observation);
    });
    checked.good = [...byTime.values()].sort((a, b) => a.observedAtMs - b.observedAtMs);
    return checked;
  }

  async function followUp(work: FollowUp): Promise<void> {
    try {
      const days = await readings.refreshAggregates(work.site.id, work.site.timezoneName, work.fromMs, work.toMs);
      await deps.live?.readingsStored(work.site, work.observations, days);
      work.settle();
    } catch (error) {
      work.settle(error ?? new Error('follow-up failed'));
    } finally {
      processed(work.site.id);
    }
  }

  /** The site stops "updating" once no readings of it wait for their follow-up. */
  function processed(siteId: number): void {
    if (!waiting.has(siteId)) deps.live?.markProcessing(siteId, false);
  }

  /** Queues (or widens) the station's follow-up; resolves once its aggregates and live metrics are current. */
  function scheduleFollowUp(site: SiteRow, stored: readonly StationObservation[]): Promise<void> {
    const fromMs = stored[0]?.observedAtMs ?? 0;
    const toMs = stored.at(-1)?.observedAtMs ?? 0;
    const joined = waiting.get(site.id);
    if (joined) {
      joined.site = site;
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
    const work: FollowUp = { site, fromMs, toMs, observations: [...stored], done, settle };
    waiting.set(site.id, work);
    // A turn of the event loop first: the station's answer is sent before the follow-up's statement.
    queue = queue.then(nextTurn).then(() => {
      waiting.delete(site.id);
      return followUp(work);
    });
    return done;
  }

  /** Each reading with its derived metrics, made as the store takes them (it sends one while making the next). */
  function* withDerivedMetrics(site: SiteRow, good: readonly StationObservation[]): Generator<StoredReading> {
    for (let i = 0; i < good.length; i += 1) {
      const observation = good[i] as StationObservation;
      yield { observation, derived: deps.deriveReadingMetrics(site, observation, good[i - 1]) };
    }
  }

  /**
   * A batch in time order, each reading checked, and its derived metrics made, as the store takes it:
   * the COPY starts without waiting for the whole batch to be checked. Readings that fail the check
   * are left out and their problems noted; one at or before the reading before it ends the batch with
   * `OutOfTimeOrder` (nothing is stored) and the batch is checked and sorted whole instead.
   */
  function* checkedInTimeOrder(
    site: SiteRow,
    batch: readonly unknown[],
    pathOf: (i: number) => string,
    nowMs: number,
    checked: CheckedBatch,
  ): Generator<StoredReading> {
    const isNight = nightAt(site);
    let previous: StationObservation | undefined;
    for (let i = 0; i < batch.length; i += 1) {
      const observation = noteCheck(checkObservation(batch[i], pathOf(i), nowMs, isNight), checked);
      if (observation === undefined) continue;
      if (previous !== undefined && observation.observedAtMs <= previous.observedAtMs) throw new OutOfTimeOrder();
      checked.good.push(observation);
      yield { observation, derived: deps.deriveReadingMetrics(site, observation, previous) };
      previous = observation;
    }
  }

  /** Stores checked readings (in time order, as many as `count` at most) and queues their follow-up. */
  async function store(
    site: SiteRow,
    readingsInOrder: Iterable<StoredReading>,
    count: number,
    good: readonly StationObservation[],
  ) {
    deps.live?.markProcessing(site.id, true);
    try {
      const storedTimes = new Set(await readings.storeReadings(site.id, readingsInOrder, count));
      const stored = good.filter((observation) => storedTimes.has(observation.observedAtMs));
      if (stored.length === 0) {
        processed(site.id);
        return { stored, followedUp: Promise.resolve() };
      }
      return { stored, followedUp: scheduleFollowUp(site, stored) };
    } catch (error) {
      processed(site.id);
      throw error;
    }
  }

  /** The batch checked whole, then sorted by time (the last reading at a time wins), then stored. */
  async function storeSorted(site: SiteRow, batch: readonly unknown[], pathOf: (i: number) => string) {
    const checked = checkBatch(site, batch, pathOf);
    const { good } = checked;
    if (good.length === 0) return { ...checked, stored: [], followedUp: Promise.resolve() };
    const { stored, followedUp } = await store(site, withDerivedMetrics(site, good), good.length, good);
    return { ...checked, stored, followedUp };
  }

  /**
   * Checks and stores a batch, and answers as soon as the readings are stored (a station waits
   * for this, CONTRACT.md §5); `followedUp` settles once the station's hourly and daily
   * aggregates and its live metrics include them. Batches arriving meanwhile for the same station
   * share one follow-up, so a busy network costs one recompute per station, not per request.
   */
  async function accept(
    site: SiteRow,
    batch: readonly unknown[],
    pathOf = (i: number) => `observations[${i}]`,
  ): Promise<{ result: IngestionResult; followedUp: Promise<void> }> {
    const { good, problems, clamped, stored, followedUp } = await storeInTimeOrder(site, batch, pathOf).catch(
      (error: unknown) => {
        if (error instanceof OutOfTimeOrder) return storeSorted(site, batch, pathOf);
        throw error;
      },
    );
    return {
      result: { accepted: stored.length, duplicates: good.length - stored.length, problems, clamped },
      followedUp,
    };
  }

  /**
   * Stations send their readings in time order: such a batch is checked as it is stored. A batch
   * with no good reading stores nothing, and does not mark its station as updating.
   */
  async function storeInTimeOrder(site: SiteRow, batch: readonly unknown[], pathOf: (i: number) => string) {
    const checked: CheckedBatch = { good: [], problems: [], clamped: [] };
    const nowMs = deps.clock().getTime();
    const readingsInOrder = checkedInTimeOrder(site, batch, pathOf, nowMs, checked);
    const first = readingsInOrder.next();
    if (first.done) return { ...checked, stored: [], followedUp: Promise.resolve() };
    const { stored, followedUp } = await store(site, prepend(first.value, readingsInOrder), batch.length, checked.good);
    return { ...checked, stored, followedUp };
  }

  return {
    /**
     * Checks and stores a batch; resolves once its aggregates and the live network are current too
     * (the simulator, datalogger imports and tests read right after).
     */
    async ingest(
      site: SiteRow,
      batch: readonly unknown[],
      pathOf = (i: number) => `observations[${i}]`,
    ): Promise<IngestionResult> {
      const { result, followedUp } = await accept(site, batch, pathOf);
      await followedUp;
      return result;
    },

    accept,

    /**
     * Daily summaries from before a station's readings (the demo's years of history); days already
     * stored, or computed from readings, are kept.
     */
    async importDailyHistory(site: SiteRow, days: readonly DailyWeatherRow[]): Promise<void> {
      await readings.insertDailyIfMissing(site.id, days);
      await deps.live?.dailyRowsChanged(site);
    },

    /**
     * Refreshes the aggregates of readings stored at least `minAgeMs` ago whose refresh never ran or
     * failed (the process ended first, the database was unreachable): at start-up all of them, then
     * now and again those older than any follow-up still queued. A month at a time, so that an import
     * of years cut short is caught up in statements of bounded length. Returns the stations caught up.
     */
    async catchUpAggregates(minAgeMs = 0): Promise<number> {
      const awaiting = await readings.awaitingAggregates(minAgeMs);
      for (const site of awaiting) {
        for (let fromMs = site.fromMs; fromMs <= site.toMs; fromMs += catchUpWindowMs) {
          const toMs = Math.min(fromMs + catchUpWindowMs - 1, site.toMs);
          await readings.refreshAggregates(site.siteId, site.timezoneName, fromMs, toMs);
        }
        await deps.live?.dailyRowsChanged({ id: site.siteId, timezoneName: site.timezoneName });
      }
      return awaiting.length;
    },

    /** Resolves once every follow-up queued so far (and any queued while waiting) has run. */
    async settled(): Promise<void> {
      let current: Promise<void>;
      do {
        current = queue;
        await current;
      } while (current !== queue);
    },
  };
}
export type IngestionService = ReturnType<typeof createIngestionService>;
