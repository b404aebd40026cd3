import type { RuleStationState } from '@mesonet/shared/alerts/alert-hysteresis';
import type { AlertsRepository, WatchingRule } from './alerts.repository';
import type { AlertRuleStateRow } from './alerts.tables';

/** A rule watching a station, with its state there as stored (`row`) and as judged so far (`state`). */
export interface WatchedRule extends WatchingRule {
  state: AlertRuleStateRow;
  current: RuleStationState;
}

export const ruleStationStateOf = (row: AlertRuleStateRow): RuleStationState => ({
  held: row.held,
  pending: row.pending,
  episode: row.episode,
  heldSinceMs: row.heldSince?.getTime() ?? null,
  pendingSinceMs: row.pendingSince?.getTime() ?? null,
});

/**
 * The active rules watching each station with their states, kept in memory per station so that a
 * reading which changes no rule's held state (nearly every reading) costs no statement at all. The
 * database stays the record of held states and episodes, written there in the judging transaction;
 * a pending run of disagreeing readings lives in this copy only. Judging updates the entries in place,
 * once what it changed is stored. Forgotten when rules or profiles change, and per station when another
 * process changed its states (LISTEN/NOTIFY, db/network-events.ts); a state judged twice by two
 * processes in the short while before that news arrives still notifies once, by the notification's
 * idempotency key.
 */
export function createStationWatchCache(alerts: Pick<AlertsRepository, 'rulesWatching'>) {
  const byStation = new Map<number, Promise<WatchedRule[]>>();
  /** The reads that have answered: a reading at a station whose rules are known waits for nothing. */
  const loaded = new Map<number, WatchedRule[]>();
  let generation = 0;

  function load(stationId: number): Promise<WatchedRule[]> {
    const loadedIn = generation;
    const loading = alerts
      .rulesWatching(stationId)
      .then((watching) => watching.map((w) => ({ ...w, current: ruleStationStateOf(w.state) })));
    // A failed read is not kept: the next reading tries again. Rules changed while this read ran: it
    // answers this reading, but is not kept.
    void loading.then(
      (watch) => {
        if (byStation.get(stationId) !== loading) return;
        if (loadedIn === generation) loaded.set(stationId, watch);
        else byStation.delete(stationId);
      },
      () => byStation.get(stationId) === loading && byStation.delete(stationId),
    );
    byStation.set(stationId, loading);
    return loading;
  }

  return {
    watchAt: (stationId: number): WatchedRule[] | Promise<WatchedRule[]> =>
      loaded.get(stationId) ?? byStation.get(stationId) ?? load(stationId),

    /**
     * A state stored outside judging (the stale-station job): the copy takes it, rather than reading the
     * station's rules again; a read still running is not kept.
     */
    stateStored(row: AlertRuleStateRow): void {
      const watched = loaded.get(row.stationId)?.find((w) => w.rule.id === row.ruleId);
      if (!watched) {
        if (!loaded.has(row.stationId)) byStation.delete(row.stationId);
        return;
      }
      watched.state = row;
      watched.current = ruleStationStateOf(row);
    },

    /** One station's copy, or every station's. */
    forget(stationId?: number): void {
      if (stationId === undefined) {
        generation += 1;
        byStation.clear();
        loaded.clear();
      } else {
        byStation.delete(stationId);
        loaded.delete(stationId);
      }
    },
  };
}
