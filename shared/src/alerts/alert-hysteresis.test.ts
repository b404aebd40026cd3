import { describe, expect, it } from 'vitest';
import { announces, initialRuleStationState, nextRuleStationState, type RuleStationState } from './alert-hysteresis';

/** Runs readings (true, false or null each ten minutes) through the state; answers held states and changes. */
function run(readings: Array<boolean | null>, start: RuleStationState = initialRuleStationState) {
  let state = start;
  const held: boolean[] = [];
  const changes: number[] = [];
  readings.forEach((on, i) => {
    const step = nextRuleStationState(state, on, i * 600_000);
    state = step.state;
    held.push(state.held);
    if (step.changed) changes.push(i);
  });
  return { held, changes, state };
}

describe('hysteresis: a state holds for two consecutive readings before it changes', () => {
  it.each([
    { readings: [true], held: [false], changes: [] },
    { readings: [true, true], held: [false, true], changes: [1] },
    { readings: [true, false, true], held: [false, false, false], changes: [] },
    { readings: [true, true, false, true, false, true], held: [false, true, true, true, true, true], changes: [1] },
    { readings: [true, true, false, false], held: [false, true, true, false], changes: [1, 3] },
    { readings: [true, null, true], held: [false, false, true], changes: [2] },
    { readings: [null, null, null], held: [false, false, false], changes: [] },
    { readings: [false, false, false], held: [false, false, false], changes: [] },
  ])('$readings → held $held', ({ readings, held, changes }) => {
    const result = run(readings);
    expect(result.held).toEqual(held);
    expect(result.changes).toEqual(changes);
  });

  it('numbers each change as a new episode and dates it from its first reading', () => {
    const { state } = run([true, true, false, false]);
    expect(state).toEqual({ held: false, pending: 0, episode: 2, heldSinceMs: 2 * 600_000, pendingSinceMs: null });
  });

  it('a reading agreeing with the held state ends a pending run', () => {
    const { state } = run([true, false]);
    expect(state).toMatchObject({ held: false, pending: 0, pendingSinceMs: null });
  });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, false, true],
    [false, true, false],
  ])('a rule firing when on=%s announces a change to %s: %s', (whenOn, held, expected) => {
    expect(announces(whenOn, held)).toBe(expected);
  });
});
