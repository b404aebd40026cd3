import { describe, expect, it } from 'vitest';
import { createFailedSignIns } from './failed-sign-ins';

const minute = 60_000;

function counterAt(start = Date.UTC(2026, 10, 27)) {
  let nowMs = start;
  const counter = createFailedSignIns({ max: 3, windowMs: 15 * minute, clock: () => new Date(nowMs), maxKeys: 2 });
  return {
    counter,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('failed sign-ins (3 within 15 minutes lock out)', () => {
  it.each([
    { failures: 0, lockedOut: false },
    { failures: 2, lockedOut: false },
    { failures: 3, lockedOut: true },
    { failures: 5, lockedOut: true },
  ])('$failures failures: locked out $lockedOut', async ({ failures, lockedOut }) => {
    const { counter } = counterAt();
    for (let i = 0; i < failures; i += 1) await counter.recordFailure('jo@example.com');
    expect(await counter.isLockedOut('jo@example.com')).toBe(lockedOut);
    expect(await counter.isLockedOut('sam@example.com')).toBe(false);
  });

  it.each([
    { afterMs: 15 * minute - 1, lockedOut: true },
    { afterMs: 15 * minute, lockedOut: false },
  ])(
    'a window counted from the first failure: $afterMs ms later locked out $lockedOut',
    async ({ afterMs, lockedOut }) => {
      const { counter, advance } = counterAt();
      await counter.recordFailure('jo@example.com');
      advance(10 * minute);
      await counter.recordFailure('jo@example.com');
      await counter.recordFailure('jo@example.com');
      advance(afterMs - 10 * minute);
      expect(await counter.isLockedOut('jo@example.com')).toBe(lockedOut);
    },
  );

  it('forgets the failures of a cleared key', async () => {
    const { counter } = counterAt();
    for (let i = 0; i < 3; i += 1) await counter.recordFailure('jo@example.com');
    await counter.clear('jo@example.com');
    expect(await counter.isLockedOut('jo@example.com')).toBe(false);
  });

  it('forgets the oldest window first when it holds as many keys as it may', async () => {
    const { counter } = counterAt();
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i += 1) await counter.recordFailure(key);
    expect([await counter.isLockedOut('a'), await counter.isLockedOut('b'), await counter.isLockedOut('c')]).toEqual([
      false,
      true,
      true,
    ]);
  });
});
