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
import type { StationRow } from '../stations/stations.tables';
import type { FollowUps } from './follow-ups';

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
const nightAt = (station: StationRow) => (ms: number) => sunElevationDeg(station.lat, station.lng, ms) < 0;

/** Notes a reading's check in `checked`; returns the reading to store, if any. */
function noteCheck(check: ObservationCheck, checked: CheckedBatch): StationObservation | undefined {
  if (check.problems !== undefined) checked.problems.push(...check.problems);
  if (!check.ok) return undefined;
  if (check.clamped !== undefined) checked.clamped.push(...check.clamped);
  return check.observation;
}

/** A station's newly stored readings. */
export interface StoredReadings {
  station: StationRow;
  observations: readonly StationObservation[];
}

export interface IngestionDeps {
  readings: ReadingsRepository;
  clock: () => Date;
  /** Per-reading derived metrics stored beside the raw channels. */
  deriveReadingMetrics: (
    station: StationRow,
    observation: StationObservation,
    previous?: StationObservation,
  ) => DerivedReadingValues;
  /**
   * The alert rules watching the stations judge their new readings, once their live metrics are current:
   * the stations of a burst together. A failure is logged, never failing the readings (they are stored;
   * the next reading is judged again).
   */
  alerts?: { readingsStored(batch: readonly StoredReadings[]): Promise<void> };
  /** Keeps the live snapshot in step: a site is "updating" while its readings are stored, then refreshed. */
  live?: {
    markProcessing(stationId: number, processing: boolean): void;
    readingsStored(
      station: StationRow,
      observations: readonly StationObservation[],
      refreshedDays: readonly DailyWeatherRow[],
    ): Promise<void>;
    /** The station's daily rows changed other than through its readings' follow-up: read them again. */
    dailyRowsChanged(station: Pick<StationRow, 'id' | 'timezoneName'>): Promise<void>;
  };
}

/** What storing a batch is given: the service's deps and its follow-ups. */
export type BatchDeps = IngestionDeps & { followUps: FollowUps };

/** A batch's readings are not in time order: it is checked and sorted whole before it is stored. */
class OutOfTimeOrder extends Error {}

function checkBatch(deps: BatchDeps, station: StationRow, batch: readonly unknown[], pathOf: (i: number) => string) {
  const nowMs = deps.clock().getTime();
  const isNight = nightAt(station);
  const checked: CheckedBatch = { good: [], problems: [], clamped: [] };
  const byTime = new Map<number, StationObservation>();
  batch.forEach((item, i) => {
    const observation = noteCheck(checkObservation(item, pathOf(i), nowMs, isNight), checked);
    if (observation) byTime.set(observation.observedAtMs, observation);
  });
  checked.good = [...byTime.values()].sort((a, b) => a.observedAtMs - b.observedAtMs);
  return checked;
}

/** Each reading with its derived metrics, made as the store takes them (it sends one while making the next). */
function* withDerivedMetrics(
  deps: BatchDeps,
  station: StationRow,
  good: readonly StationObservation[],
): Generator<StoredReading> {
  for (let i = 0; i < good.length; i += 1) {
    const observation = good[i] as StationObservation;
    yield { observation, derived: deps.deriveReadingMetrics(station, observation, good[i - 1]) };
  }
}

/**
 * A batch in time order, each reading checked, and its derived metrics made, as the store takes it:
 * the COPY starts without waiting for the whole batch to be checked. Readings that fail the check
 * are left out and their problems noted; one at or before the reading before it ends the batch with
 * `OutOfTimeOrder` (nothing is stored) and the batch is checked and sorted whole instead.
 */
function* checkedInTimeOrder(
  deps: BatchDeps,
  station: StationRow,
  batch: readonly unknown[],
  pathOf: (i: number) => string,
  nowMs: number,
  checked: CheckedBatch,
): Generator<StoredReading> {
  const isNight = nightAt(station);
  let previous: StationObservation | undefined;
  for (let i = 0; i < batch.length; i += 1) {
    const observation = noteCheck(checkObservation(batch[i], pathOf(i), nowMs, isNight), checked);
    if (observation === undefined) continue;
    if (previous !== undefined && observation.observedAtMs <= previous.observedAtMs) throw new OutOfTimeOrder();
    checked.good.push(observation);
    yield { observation, derived: deps.deriveReadingMetrics(station, observation, previous) };
    previous = observation;
  }
}

/** Stores checked readings (in time order, as many as `count` at most) and queues their follow-up. */
async function store(
  deps: BatchDeps,
  station: StationRow,
  readingsInOrder: Iterable<StoredReading>,
  count: number,
  good: readonly StationObservation[],
) {
  deps.live?.markProcessing(station.id, true);
  try {
    const storedTimes = new Set(await deps.readings.storeReadings(station.id, readingsInOrder, count));
    const stored = good.filter((observation) => storedTimes.has(observation.observedAtMs));
    if (stored.length === 0) {
      deps.followUps.processed(station.id);
      return { stored, followedUp: Promise.resolve() };
    }
    return { stored, followedUp: deps.followUps.schedule(station, stored) };
  } catch (error) {
    deps.followUps.processed(station.id);
    throw error;
  }
}

/** The batch checked whole, then sorted by time (the last reading at a time wins), then stored. */
async function storeSorted(
  deps: BatchDeps,
  station: StationRow,
  batch: readonly unknown[],
  pathOf: (i: number) => string,
) {
  const checked = checkBatch(deps, station, batch, pathOf);
  const { good } = checked;
  if (good.length === 0) return { ...checked, stored: [], followedUp: Promise.resolve() };
  const { stored, followedUp } = await store(deps, station, withDerivedMetrics(deps, station, good), good.length, good);
  return { ...checked, stored, followedUp };
}

/**
 * Checks and stores a batch, and answers as soon as the readings are stored (a station waits
 * for this, CONTRACT.md §5); `followedUp` settles once the station's hourly and daily
 * aggregates and its live metrics include them. Batches arriving meanwhile for the same station
 * share one follow-up, so a busy network costs one recompute per station, not per request.
 */
export async function accept(
  deps: BatchDeps,
  station: StationRow,
  batch: readonly unknown[],
  pathOf = (i: number) => `observations[${i}]`,
): Promise<{ result: IngestionResult; followedUp: Promise<void> }> {
  const { good, problems, clamped, stored, followedUp } = await storeInTimeOrder(deps, station, batch, pathOf).catch(
    (error: unknown) => {
      if (error instanceof OutOfTimeOrder) return storeSorted(deps, station, batch, pathOf);
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
async function storeInTimeOrder(
  deps: BatchDeps,
  station: StationRow,
  batch: readonly unknown[],
  pathOf: (i: number) => string,
) {
  const checked: CheckedBatch = { good: [], problems: [], clamped: [] };
  const nowMs = deps.clock().getTime();
  const readingsInOrder = checkedInTimeOrder(deps, station, batch, pathOf, nowMs, checked);
  const first = readingsInOrder.next();
  if (first.done) return { ...checked, stored: [], followedUp: Promise.resolve() };
  const { stored, followedUp } = await store(
    deps,
    station,
    prepend(first.value, readingsInOrder),
    batch.length,
    checked.good,
  );
  return { ...checked, stored, followedUp };
}
