import {
  firesWhen,
  isStationStale,
  observedCondition,
  type AlertObservation,
  type ObservedCondition,
} from '@mesonet/shared/alerts/alert-conditions';
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
import { alertObservationAt } from './alert-observations';
import { notificationUrl } from './alerts.presenter';
import type { AlertsRepository, NewNotification, WatchingRule } from './alerts.repository';
import type { AlertRuleRow, AlertRuleStateRow, NotificationRow, SprayProfileRow } from './alerts.tables';

export interface AlertEvaluationDeps {
  alerts: AlertsRepository;
  transactions: UnitOfWork<Repositories>;
  live: LiveNetwork;
  delivery: AlertDeliveryService;
  clock: () => Date;
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

/** One rule at one station through the new readings: its next state and what it announces. */
function judgeRule(watching: WatchingRule, entry: LiveStation, observations: readonly AlertObservation[]) {
  const { rule, state: row } = watching;
  const lastMs = row.lastReadingAt?.getTime() ?? -Infinity;
  let state = toState(row);
  let judgedMs: number | null = null;
  const announcements: Announcement[] = [];
  for (const observation of observations) {
    if (observation.atMs <= lastMs) continue;
    judgedMs = observation.atMs;
    // A reading means the station reports: a stale rule's state ends at once (the job announces starts).
    if (rule.event.kind === 'station_stale') {
      if (state.held)
        state = { ...state, held: false, pending: 0, episode: state.episode + 1, heldSinceMs: observation.atMs };
      continue;
    }
    const condition = observedCondition(rule.event, observation, limitsOf(watching.profile));
    const step = nextRuleStationState(state, condition.on, observation.atMs);
    state = step.state;
    if (step.changed && announces(firesWhen(rule.event), state.held)) {
      announcements.push({ rule, station: entry.station, state, observation, condition });
    }
  }
  const changed = judgedMs !== null;
  return { row: changed ? toRow(row, state, judgedMs) : null, announcements };
}

/** Stores the states and the notifications of a judgement in one transaction; answers the new notifications. */
async function storeJudgement(
  repos: Repositories,
  rows: readonly AlertRuleStateRow[],
  notifications: readonly NewNotification[],
  now: Date,
): Promise<NotificationRow[]> {
  await repos.alerts.saveStates(rows);
  const inserted: NotificationRow[] = [];
  for (const notification of notifications) {
    const row = await repos.alerts.insertNotification(notification);
    if (row) inserted.push(row);
  }
  await repos.alerts.markNotified([...new Set(inserted.map((n) => n.ruleId ?? 0))], now);
  return inserted;
}

export function createAlertEvaluation(deps: AlertEvaluationDeps) {
  const liveEntry = (stationId: number) => deps.live.stations().find((entry) => entry.station.id === stationId);

  async function queueDelivered(rows: readonly NotificationRow[]) {
    for (const row of rows) if (row.delivery === 'delivered') await deps.delivery.queue(row);
  }

  return {
    /**
     * After a station's readings are stored and its metrics current: the rules watching it judge the
     * readings newer than the last they judged (a re-sent or old reading is judged once, or never).
     * Readings too old to be current (an import of history) announce nothing.
     */
    async readingsStored(station: StationRow, stored: readonly StationObservation[]): Promise<void> {
      const nowMs = deps.clock().getTime();
      const limitMs = freshnessLimitMs(station.awsType as StationType, 'marker');
      const times = [...new Set(stored.map((o) => o.observedAtMs))]
        .filter((atMs) => nowMs - atMs <= limitMs)
        .sort((a, b) => a - b);
      if (times.length === 0) return;
      const inserted = await deps.transactions.run(async (repos) => {
        const watching = await repos.alerts.lockRulesWatching(station.id);
        const entry = watching.length > 0 ? liveEntry(station.id) : undefined;
        if (!entry) return [];
        const observations = times.map((atMs) => alertObservationAt(entry, atMs));
        const rows: AlertRuleStateRow[] = [];
        const notifications: NewNotification[] = [];
        for (const w of watching) {
          const judged = judgeRule(w, entry, observations);
          if (judged.row) rows.push(judged.row);
          notifications.push(...judged.announcements.map((a) => notificationOf(a, nowMs)));
        }
        return storeJudgement(repos, rows, notifications, new Date(nowMs));
      });
      await queueDelivered(inserted);
    },

    /** The scheduled job's half for silent stations: a station stale past a rule's minutes announces it once. */
    async checkStaleStations(): Promise<number> {
      const nowMs = deps.clock().getTime();
      const rows: AlertRuleStateRow[] = [];
      const notifications: NewNotification[] = [];
      for (const { rule, state: row } of await deps.alerts.staleRules()) {
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
      const inserted = await deps.transactions.run((repos) =>
        storeJudgement(repos, rows, notifications, new Date(nowMs)),
      );
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
        if (updated?.delivery === 'delivered') await deps.delivery.queue(updated);
        if (updated) released += 1;
      }
      return released;
    },
  };
}
export type AlertEvaluation = ReturnType<typeof createAlertEvaluation>;
