import type { AlertsRepository, WatchingRule } from './alerts.repository';
import type { AlertRuleStateRow } from './alerts.tables';

/**
 * The active rules watching each station with their states, kept in memory per station so that a
 * reading which changes no rule's held state (nearly every reading) costs no statement at all. The
 * database stays the record of held states and episodes, written there (and this copy updated) in the
 * judging transaction; a pending run of disagreeing readings lives in this copy only. Forgotten when rules or profiles change, and per station when another process changed
 * its states (LISTEN/NOTIFY, db/network-events.ts); a state judged twice by two processes in the short
 * while before that news arrives still notifies once, by the notification's idempotency key.
 */
export function createStationWatchCache(alerts: Pick<AlertsRepository, 'rulesWatching'>) {
  const byStation = new Map<number, Promise<WatchingRule[]>>();
  let generation = 0;

  function load(stationId: number): Promise<WatchingRule[]> {
    const loadedIn = generation;
    const loading = alerts.rulesWatching(stationId);
    // A failed read is not kept: the next reading tries again.
    loading.catch(() => byStation.delete(stationId));
    // Rules changed while this read ran: it answers this reading, but is not kept.
    void loading.then(
      () => loadedIn !== generation && byStation.get(stationId) === loading && byStation.delete(stationId),
      () => undefined,
    );
    byStation.set(stationId, loading);
    return loading;
  }

  return {
    watchAt: (stationId: number) => byStation.get(stationId) ?? load(stationId),

    /** States just written for a station: the copy follows them. */
    update(stationId: number, rows: readonly AlertRuleStateRow[]): void {
      const cached = byStation.get(stationId);
      if (!cached) return;
      const byRule = new Map(rows.map((row) => [row.ruleId, row]));
      byStation.set(
        stationId,
        cached.then((watch) => watch.map((w) => ({ ...w, state: byRule.get(w.rule.id) ?? w.state }))),
      );
    },

    /** One station's copy, or every station's. */
    forget(stationId?: number): void {
      if (stationId === undefined) {
        generation += 1;
        byStation.clear();
      } else {
        byStation.delete(stationId);
      }
    },
  };
}
