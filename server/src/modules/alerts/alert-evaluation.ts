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
import type { Repositories } from '../../db/repositories';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { LiveNetwork, LiveStation } from '../live/live-network';
import type { StationRow } from '../stations/stations.tables';
import type { AlertDeliveryService } from './alert-delivery';
import { createStationWatchCache } from './alert-rule-cache';
import { alertObservationAt } from './alert-observations';
import { notificationUrl } from './alerts.presenter';
import type { AlertsRepository, NewNotification, WatchingRule } from './alerts.repository';
import type { AlertRuleRow, AlertRuleStateRow, NotificationRow, SprayProfileRow } from './alerts.tables';

export interface AlertEvaluationDeps {
  alerts: AlertsRepository;
  /** This process changed rule states at a station: the others read theirs again. */
  onStatesChanged?(stationId: number): void;
  transactions: UnitOfWork<Repositories>;
  live: LiveNetwork;
  delivery: AlertDeliveryService;
  clock: () => Date;
  /**
   * Whether the user's plan has alerts now (the plan capability table's alertRules): a rule kept after
   * a downgrade or a lapsed payment goes on judging, so its state is right if the plan comes back, but
   * announces nothing. Absent: every plan may.
   */
  mayReceiveAlerts?(userId: number): Promise<boolean>;
}

const toState = (row: AlertRuleStateRow): RuleStationState => ({
  held: row.held,
  pending: row.pending,
  episode: row.episode,
  heldSinceMs: row.heldSince?.getTime() ?? null,
  pendingSinceMs: row.pendingSince?.getTime() ?? null,
});

const toRow = (row: AlertRuleStateRow, state: RuleStationState, lastReadingMs: number | null): AlertRuleStateRow => ({
  ...row,
  held: state.held,
  pending: state.pending,
  episode: state.episode,
  heldSince: state.heldSinceMs === null ? null : new Date(state.heldSinceMs),
  pendingSince: state.pendingSinceMs === null ? null : new Date(state.pendingSinceMs),
  lastReadingAt: lastReadingMs === null ? row.lastReadingAt : new Date(lastReadingMs),
});

/** The limits a spray rule judges by: its profile's, or the defaults (a profile is stored already checked). */
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
 * One rule at one station through the new readings: its next state (null when unchanged, so a steady
 * rule costs nothing), whether the held state changed (only then is it written), and what it announces.
 */
function judgeRule(watching: WatchingRule, entry: LiveStation, observations: readonly AlertObservation[]) {
  const { rule, state: row } = watching;
  const before = toState(row);
  let state = before;
  let judgedMs: number | null = null;
  const announcements: Announcement[] = [];
  for (const observation of observations) {
    judgedMs = observation.atMs;
    // A reading means the station reports: a stale rule's state ends at once (the job announces starts).
    if (rule.event.kind === 'station_stale') {
      if (state.held) {
        state = { ...state, held: false, pending: 0, episode: state.episode + 1, heldSinceMs: observation.atMs };
      }
      continue;
    }
    const condition = conditionAt(rule.event, observation, limitsOf(watching.profile));
    const step = nextRuleStationState(state, condition.on, observation.atMs);
    state = step.state;
    if (step.changed && announces(firesWhen(rule.event), state.held)) {
      announcements.push({ rule, station: entry.station, state, observation, condition });
    }
  }
  return {
    row: sameState(before, state) ? null : toRow(row, state, judgedMs),
    heldChanged: state.episode !== before.episode,
    announcements,
  };
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

/** Stores the states and the notifications of a judgement in one transaction; answers the new notifications. */
async function storeJudgement(
  repos: Repositories,
  rows: readonly AlertRuleStateRow[],
  notifications: readonly NewNotification[],
  now: Date,
): Promise<NotificationRow[]> {
  await repos.alerts.saveStates(rows);
  const inserted = await repos.alerts.insertNotifications(notifications);
  await repos.alerts.markNotified([...new Set(inserted.map((n) => n.ruleId ?? 0))], now);
  return inserted;
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

export function createAlertEvaluation(deps: AlertEvaluationDeps) {
  const cache = createStationWatchCache(deps.alerts);

  /** The notifications whose users' plans have alerts now; each user's plan is asked once. */
  async function forPermittedUsers(notifications: readonly NewNotification[]): Promise<NewNotification[]> {
    const { mayReceiveAlerts } = deps;
    if (!mayReceiveAlerts || notifications.length === 0) return [...notifications];
    const permitted = new Map<number, boolean>();
    for (const userId of new Set(notifications.map((n) => n.userId))) {
      permitted.set(userId, await mayReceiveAlerts(userId));
    }
    return notifications.filter((n) => permitted.get(n.userId) === true);
  }
  const liveEntry = (stationId: number) => deps.live.stations().find((entry) => entry.station.id === stationId);

  async function queueDelivered(rows: readonly NotificationRow[]) {
    for (const row of rows) await deps.delivery.queue(row);
  }

  return {
    /** Rules or profiles changed (here or in another process): the cached rules are read again. */
    forgetRules: () => cache.forget(),
    /** Another process changed the rule states at a station: they are read again. */
    forgetStation: (stationId: number) => cache.forget(stationId),

    /**
     * After a station's readings are stored and its metrics current: the rules watching it judge the
     * readings newer than the last they judged (a re-sent or old reading is judged once, or never).
     * Readings too old to be current (an import of history) announce nothing.
     */
    async readingsStored(station: StationRow, stored: readonly StationObservation[]): Promise<void> {
      const nowMs = deps.clock().getTime();
      // Most stations most of the time: no rule watches them, or none changes state, and no statement is run.
      const watch = await cache.watchAt(station.id);
      const entry = watch.length > 0 ? liveEntry(station.id) : undefined;
      const times = entry ? currentTimes(entry, stored, nowMs) : [];
      if (!entry || times.length === 0) return;
      const observations = times.map((atMs) => alertObservationAt(entry, atMs));
      const rows: AlertRuleStateRow[] = [];
      const notifications: NewNotification[] = [];
      let heldChanged = false;
      for (const w of watch) {
        const judged = judgeRule(w, entry, observations);
        if (judged.row) rows.push(judged.row);
        heldChanged ||= judged.heldChanged;
        notifications.push(...judged.announcements.map((a) => notificationOf(a, nowMs)));
      }
      if (rows.length === 0) return;
      // A run of disagreeing readings that has not yet changed a held state is kept in memory only: losing
      // it (a restart, or another process's news) delays a change by a reading or two, never misreports one.
      if (!heldChanged) return cache.update(station.id, rows);
      const permittedNotifications = await forPermittedUsers(notifications);
      const inserted = await deps.transactions
        .run(async (repos) => {
          await repos.alerts.lockStation(station.id);
          return storeJudgement(repos, rows, permittedNotifications, new Date(nowMs));
        })
        .catch((error: unknown) => {
          cache.forget(station.id);
          throw error;
        });
      cache.update(station.id, rows);
      deps.onStatesChanged?.(station.id);
      await queueDelivered(inserted);
    },

    /** The scheduled job's half for silent stations: a station stale past a rule's minutes announces it once. */
    async checkStaleStations(): Promise<number> {
      const nowMs = deps.clock().getTime();
      const { rows, notifications } = staleChanges(await deps.alerts.staleRules(), liveEntry, nowMs);
      const permitted = await forPermittedUsers(notifications);
      const inserted = await deps.transactions.run((repos) => storeJudgement(repos, rows, permitted, new Date(nowMs)));
      for (const stationId of new Set(rows.map((row) => row.stationId))) {
        cache.forget(stationId);
        deps.onStatesChanged?.(stationId);
      }
      await queueDelivered(inserted);
      return inserted.length;
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
        if (updated) await deps.delivery.queue(updated);
        if (updated) released += 1;
      }
      return released;
    },
  };
}
export type AlertEvaluation = ReturnType<typeof createAlertEvaluation>;
