/**
 * Hysteresis of an alert rule at one station, so a rule never flaps: the held state changes only when
 * two consecutive readings disagree with it, and each change starts a new episode. An event fires on a
 * change of the held state in the rule's direction (alert-conditions.ts `firesWhen`). A reading that
 * cannot tell (null) neither confirms nor breaks a run of disagreeing readings.
 *
 * A rule starts with its condition held off: a rule made while a spray window is already open
 * announces it after two readings, as a grower who just asked would expect.
 */

/** Consecutive readings that must disagree with the held state before it changes. */
export const readingsToChangeState = 2;

export interface RuleStationState {
  held: boolean;
  /** Consecutive readings so far that disagree with `held`. */
  pending: number;
  /** Changes of the held state so far; the notification's idempotency key carries it. */
  episode: number;
  /** When the held state last changed (the first reading that disagreed), or null. */
  heldSinceMs: number | null;
  /** The first of the pending readings, which becomes `heldSinceMs` when the state changes. */
  pendingSinceMs: number | null;
}

export const initialRuleStationState: Readonly<RuleStationState> = {
  held: false,
  pending: 0,
  episode: 0,
  heldSinceMs: null,
  pendingSinceMs: null,
};

export interface StateStep {
  state: RuleStationState;
  /** The held state changed at this reading (to `state.held`). */
  changed: boolean;
}

/** The state after one reading observing `on` at `atMs`. */
export function nextRuleStationState(state: RuleStationState, on: boolean | null, atMs: number): StateStep {
  if (on === null) return { state, changed: false };
  if (on === state.held) {
    const steady = state.pending === 0 ? state : { ...state, pending: 0, pendingSinceMs: null };
    return { state: steady, changed: false };
  }
  const pending = state.pending + 1;
  const pendingSinceMs = state.pendingSinceMs ?? atMs;
  if (pending < readingsToChangeState) return { state: { ...state, pending, pendingSinceMs }, changed: false };
  return {
    state: { held: on, pending: 0, episode: state.episode + 1, heldSinceMs: pendingSinceMs, pendingSinceMs: null },
    changed: true,
  };
}

/** Whether a change to `held` is one the rule announces. */
export const announces = (firesWhenOn: boolean, held: boolean): boolean => held === firesWhenOn;
