import {
  firesWhen,
  isStationStale,
  observedCondition,
  type AlertObservation,
  type ObservedCondition,
} from '@mesonet/shared/alerts/alert-conditions';
import type { AlertEvent } from '@mesonet/shared/contracts/alerts.schema';
import { announces, nextRuleStationState, type RuleStationState } from '@mesonet/shared/alerts/alert-hysteresis';
import { notificationText } from '@mesonet/shared/alerts/alert-notification-text';
import { isWithinQuietHours, quietHoursEndAfter } from '@mesonet/shared/alerts/quiet-hours';
import { defaultSprayLimits, tightenedLimits, type SprayLimits } from '@mesonet/shared/spray/spray-limits';
import { freshnessLimitMs } from '@mesonet/shared/stations/freshness';
import type { StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import type { LiveNetwork, LiveStation } from '../live/live-network';
import type { StoredReadings } from '../ingestion/ingest-batch';
import type { StationRow } from '../stations/stations.tables';
import type { AlertDeliveryService } from './alert-delivery';
import { createStationWatchCache, type WatchedRule } from './alert-rule-cache';
import { alertObservationAt } from './alert-observations';
import { notificationUrl } from './alerts.presenter';
import type { AlertsRepository, NewNotification } from './alerts.repository';
import type { AlertRuleRow, AlertRuleStateRow, SprayProfileRow } from './alerts.tables';

export interface AlertEvaluationDeps {
  alerts: AlertsRepository;
  /** This process changed rule states at a station: the others read theirs again. */
  onStatesChanged?(stationId: number): void;
  live: LiveNetwork;
  delivery: AlertDeliveryService;
  clock: () => Date;
  /**
   * Of these users, those whose plans have alerts now (the plan capability table's alertRules): a rule
   * kept after a downgrade or a lapsed payment goes on judging, so its state is right if the plan comes
   * back, but announces nothing.
   */
  usersWithAlerts(userIds: readonly number[]): Promise<ReadonlySet<number>>;
}

const toRow = (row: AlertRuleStateRow, state: RuleStationState, lastReadingMs: number | null): AlertRuleStateRow => ({
  ...row,
  held: state.held,
  pending: state.pending,
  episode: state.episode,
  heldSince: state.heldSinceMs === null ? null : new Date(state.heldSinceMs),
  pendingSince: state.pendingSinceMs === null ? null : new Date(state.pendingSinceMs),
  lastReadingAt: lastReadingMs === null ? row.lastReadingAt : new Date(lastReadingMs),
});

/**
 * The limits a spray rule judges by: its profile's, or the defaults (a profile is stored already
 * checked). Kept per profile row, which the rules of one profile at a station share
 * (`rulesWatching`), so that they share one verdict too.
 */
const limitsCache = new WeakMap<SprayProfileRow, SprayLimits>();
function limitsOf(profile: SprayProfileRow | null): SprayLimits {
  if (!profile) return defaultSprayLimits;
  let limits = limitsCache.get(profile);
  if (!limits) {
    const result = tightenedLimits(defaultSprayLimits, { name: profile.name, limits: profile.limits });
    limits = result.ok ? result.limits : defaultSprayLimits;
    limitsCache.set(profile, limits);
  }
  return limits;
}

interface Announcement {
  rule: AlertRuleRow;
  station: StationRow;
  state: RuleStationState;
  observation: AlertObservation;
  condition: ObservedCondition;
}

/** The notification of an announced change, held when it falls inside the rule's quiet hours. */
export function notificationOf(a: Announcement, nowMs: number): NewNotification {
  const text = notificationText({
    event: a.rule.event,
    stationName: a.station.name,
    timezoneName: a.station.timezoneName,
    observation: a.observation,
    condition: a.condition,
    sinceMs: a.state.heldSinceMs ?? a.observation.atMs,
  });
  const heldUntilMs = isWithinQuietHours(a.rule.quietHours ?? null, nowMs)
    ? quietHoursEndAfter(a.rule.quietHours ?? null, nowMs)
    : null;
  return {
    userId: a.rule.userId,
    ruleId: a.rule.id,
    ruleName: a.rule.name,
    eventKind: a.rule.event.kind,
    stationId: a.station.id,
    siteSlug: a.station.slug,
    stationName: a.station.name,
    ...text,
    url: notificationUrl(a.station.slug),
    test: false,
    channels: a.rule.channels,
    episode: a.state.episode,
    delivery: heldUntilMs === null ? 'delivered' : 'held',
    heldUntil: heldUntilMs === null ? null : new Date(heldUntilMs),
    idempotencyKey: `rule:${a.rule.id}:station:${a.station.id}:episode:${a.state.episode}`,
    createdAt: new Date(nowMs),
  };
}

/**
 * The condition of a rule's event at a reading. Spray verdicts are kept per reading and limits: the many
 * spray rules of a station judged by the default limits (or one shared profile) need the verdict once.
 */
const sprayConditions = new WeakMap<AlertObservation, Map<SprayLimits, ObservedCondition>>();
function conditionAt(event: AlertEvent, observation: AlertObservation, limits: SprayLimits): ObservedCondition {
  if (event.kind !== 'spray_window_opens' && event.kind !== 'spray_window_closes') {
    return observedCondition(event, observation, limits);
  }
  let byLimits = sprayConditions.get(observation);
  if (!byLimits) sprayConditions.set(observation, (byLimits = new Map()));
  let condition = byLimits.get(limits);
  if (!condition) byLimits.set(limits, (condition = observedCondition(event, observation, limits)));
  return condition;
}

const sameState = (a: RuleStationState, b: RuleStationState) =>
  a.held === b.held && a.pending === b.pending && a.episode === b.episode && a.pendingSinceMs === b.pendingSinceMs;

/**
 * One rule at one station through the new readings: its next state (the same object when nothing moved,
 * so a steady rule costs no allocation), with what it announces added to `notifications`.
 */
function judgeRule(
  watched: WatchedRule,
  entry: LiveStation,
  observations: readonly AlertObservation[],
  nowMs: number,
  notifications: NewNotification[],
): RuleStationState {
  const { rule } = watched;
  let state = watched.current;
  for (const observation of observations) {
    // A reading means the station reports: a stale rule's state ends at once (the job announces starts).
    if (rule.event.kind === 'station_stale') {
      if (state.held) {
        state = { ...state, held: false, pending: 0, episode: state.episode + 1, heldSinceMs: observation.atMs };
      }
      continue;
    }
    const condition = conditionAt(rule.event, observation, limitsOf(watched.profile));
    const step = nextRuleStationState(state, condition.on, observation.atMs);
    state = step.state;
    if (step.changed && announces(firesWhen(rule.event), state.held)) {
      notifications.push(notificationOf({ rule, station: entry.station, state, observation, condition }, nowMs));
    }
  }
  return state;
}

/** Every rule watching a station through the new readings: the states that moved, and what they announce. */
function judgeStation(
  watch: readonly WatchedRule[],
  entry: LiveStation,
  observations: readonly AlertObservation[],
  nowMs: number,
) {
  const changed: Array<{ watched: WatchedRule; state: RuleStationState }> = [];
  const notifications: NewNotification[] = [];
  let heldChanged = false;
  for (const watched of watch) {
    const state = judgeRule(watched, entry, observations, nowMs, notifications);
    if (state === watched.current || sameState(state, watched.current)) continue;
    changed.push({ watched, state });
    heldChanged ||= state.episode !== watched.current.episode;
  }
  return { changed, notifications, heldChanged };
}

/**
 * The batch's reading times that are current: newer than any reading the station had before (a late
 * reading arriving after a newer one is not judged: the rules have moved past it) and fresh at `nowMs`
 * (an import of history announces nothing). Re-sent readings never get here: only newly stored ones do.
 */
function currentTimes(entry: LiveStation, stored: readonly StationObservation[], nowMs: number): number[] {
  const batch = new Set(stored.map((o) => o.observedAtMs));
  let previousNewestMs = -Infinity;
  for (const o of entry.recent) {
    if (!batch.has(o.observedAtMs) && o.observedAtMs > previousNewestMs) previousNewestMs = o.observedAtMs;
  }
  const limitMs = freshnessLimitMs(entry.station.awsType as StationType, 'marker');
  return [...batch].filter((atMs) => atMs > previousNewestMs && nowMs - atMs <= limitMs).sort((a, b) => a - b);
}

/**
 * Stores a judgement without a transaction, in an order that is safe to stop at any point: the
 * notifications first, their deliveries queued, then the states. Stopped anywhere before the states are
 * written, the old states stay and the next readings announce the same episodes again: their keys store
 * each notification once, and its delivery is queued then if it was not before (keyed, so sent once).
 */
async function storeJudgement(
  alerts: AlertsRepository,
  delivery: AlertDeliveryService,
  rows: readonly AlertRuleStateRow[],
  notifications: readonly NewNotification[],
  now: Date,
): Promise<number> {
  const stored = await alerts.storeNotifications(notifications, now);
  await delivery.queue(stored);
  await alerts.saveStates(rows);
  return stored.length;
}

/** Station-stale rules whose station went silent past their minutes (announced), or reports again. */
function staleChanges(
  watching: ReadonlyArray<{ rule: AlertRuleRow; state: AlertRuleStateRow }>,
  liveEntry: (stationId: number) => LiveStation | undefined,
  nowMs: number,
) {
  const rows: AlertRuleStateRow[] = [];
  const notifications: NewNotification[] = [];
  for (const { rule, state: row } of watching) {
    if (rule.event.kind !== 'station_stale') continue;
    const entry = liveEntry(row.stationId);
    if (!entry) continue;
    const stale = isStationStale(entry.lastReadingMs, rule.event.after_minutes, nowMs);
    if (stale === row.held) continue;
    const state: RuleStationState = {
      held: stale,
      pending: 0,
      episode: row.episode + 1,
      heldSinceMs: stale ? (entry.lastReadingMs ?? nowMs) : nowMs,
      pendingSinceMs: null,
    };
    rows.push(toRow(row, state, null));
    if (!stale) continue;
    const observation = alertObservationAt(entry, entry.lastReadingMs ?? nowMs);
    notifications.push(
      notificationOf({ rule, station: entry.station, state, observation, condition: { on: true } }, nowMs),
    );
  }
  return { rows, notifications };
}

/** One station's judgement that changed some held state, to be stored with the others of its batch. */
type StationJudgement = ReturnType<typeof judgeStation> & { stationId: number; lastJudgedMs: number };

/** A batch's readings by station, in arrival order (a station that reported twice is judged once). */
function readingsByStation(batch: readonly StoredReadings[]): Map<number, StationObservation[]> {
  const byStation = new Map<number, StationObservation[]>();
  for (const { station, observations } of batch) {
    const stored = byStation.get(station.id);
    if (stored) stored.push(...observations);
    else byStation.set(station.id, [...observations]);
  }
  return byStation;
}

export function createAlertEvaluation(deps: AlertEvaluationDeps) {
  const cache = createStationWatchCache(deps.alerts);

  /** The notifications whose users' plans have alerts now, the users asked about together. */
  async function forPermittedUsers(notifications: readonly NewNotification[]): Promise<NewNotification[]> {
    if (notifications.length === 0) return [];
    const permitted = await deps.usersWithAlerts([...new Set(notifications.map((n) => n.userId))]);
    return notifications.filter((n) => permitted.has(n.userId));
  }
  const liveEntry = (stationId: number) => deps.live.stations().find((entry) => entry.station.id === stationId);

  return {
    /** Rules or profiles changed (here or in another process): the cached rules are read again. */
    forgetRules: () => cache.forget(),
    /** Another process changed the rule states at a station: they are read again. */
    forgetStation: (stationId: number) => cache.forget(stationId),

    /**
     * After stations' readings are stored and their metrics current (a burst's stations together): the
     * rules watching each judge the readings newer than the last they judged (a re-sent or old reading is
     * judged once, or never), and what moved is stored in one go. Readings too old to be current (an
     * import of history) announce nothing.
     */
    async readingsStored(batch: readonly StoredReadings[]): Promise<void> {
      const nowMs = deps.clock().getTime();
      const judged: StationJudgement[] = [];
      let liveById: Map<number, LiveStation> | undefined;
      for (const [stationId, stored] of readingsByStation(batch)) {
        // Most stations most of the time: no rule watches them, or none changes state, and nothing is stored.
        const known = cache.watchAt(stationId);
        const watch = Array.isArray(known) ? known : await known;
        if (watch.length === 0) continue;
        liveById ??= new Map(deps.live.stations().map((entry) => [entry.station.id, entry]));
        const entry = liveById.get(stationId);
        const times = entry ? currentTimes(entry, stored, nowMs) : [];
        if (!entry || times.length === 0) continue;
        const observations = times.map((atMs) => alertObservationAt(entry, atMs));
        const judgement = judgeStation(watch, entry, observations, nowMs);
        // A run of disagreeing readings that has not yet changed a held state is kept in memory only: losing
        // it (a restart, or another process's news) delays a change by a reading or two, never misreports one.
        if (!judgement.heldChanged) for (const { watched, state } of judgement.changed) watched.current = state;
        else judged.push({ stationId, lastJudgedMs: times.at(-1) ?? nowMs, ...judgement });
      }
      if (judged.length === 0) return;
      const rows = judged.flatMap(({ changed, lastJudgedMs }) =>
        changed.map(({ watched, state }) => toRow(watched.state, state, lastJudgedMs)),
      );
      const notifications = await forPermittedUsers(judged.flatMap((j) => j.notifications));
      await storeJudgement(deps.alerts, deps.delivery, rows, notifications, new Date(nowMs)).catch((error: unknown) => {
        for (const { stationId } of judged) cache.forget(stationId);
        throw error;
      });
      for (const { stationId, changed, lastJudgedMs } of judged) {
        for (const { watched, state } of changed) {
          watched.current = state;
          watched.state = toRow(watched.state, state, lastJudgedMs);
        }
        deps.onStatesChanged?.(stationId);
      }
    },

    /** The scheduled job's half for silent stations: a station stale past a rule's minutes announces it once. */
    async checkStaleStations(): Promise<number> {
      const nowMs = deps.clock().getTime();
      const { rows, notifications } = staleChanges(await deps.alerts.staleRules(), liveEntry, nowMs);
      const permitted = await forPermittedUsers(notifications);
      const stored = await storeJudgement(deps.alerts, deps.delivery, rows, permitted, new Date(nowMs));
      for (const row of rows) cache.stateStored(row);
      for (const stationId of new Set(rows.map((row) => row.stationId))) deps.onStatesChanged?.(stationId);
      return stored;
    },

    /**
     * Ends the holds whose quiet hours are over: delivered if the announced state still holds (same
     * episode at the station), else dropped, which the list says.
     */
    async releaseHeld(): Promise<number> {
      let released = 0;
      for (const row of await deps.alerts.dueHeld(deps.clock())) {
        const state =
          row.ruleId !== null && row.stationId !== null
            ? await deps.alerts.findState(row.ruleId, row.stationId)
            : undefined;
        const holds = state !== undefined && state.episode === row.episode;
        const updated = await deps.alerts.releaseHeld(row.id, holds ? 'delivered' : 'dropped');
        if (updated) await deps.delivery.queue([updated]);
        if (updated) released += 1;
      }
      return released;
    },
  };
}
export type AlertEvaluation = ReturnType<typeof createAlertEvaluation>;
