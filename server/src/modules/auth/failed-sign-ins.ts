/**
 * Failed sign-in attempts counted per key (an account's email, a client's address) in fixed windows.
 * Only failures count, and a success clears its account, so a grower who signs in on a phone, a
 * laptop and the office computer is never locked out; a password guesser is.
 *
 * The counts live in this process, as the other rate limits do; the interface is asynchronous so a
 * store shared by several app processes can take its place.
 */
export interface FailedSignIns {
  /** True once `key` has failed `max` times within its current window. */
  isLockedOut(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createFailedSignIns(options: {
  max: number;
  windowMs: number;
  clock: () => Date;
  /** Bounds memory under a flood of made-up keys: the oldest windows are forgotten first. */
  maxKeys?: number;
}): FailedSignIns {
  const { max, windowMs, clock, maxKeys = 100_000 } = options;
  const windows = new Map<string, { failures: number; endsAtMs: number }>();

  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAtMs <= clock().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  return {
    async isLockedOut(key) {
      return (current(key)?.failures ?? 0) >= max;
    },
    async recordFailure(key) {
      const window = current(key);
      if (window) {
        window.failures += 1;
        return;
      }
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      windows.set(key, { failures: 1, endsAtMs: clock().getTime() + windowMs });
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

const minute = 60_000;

/** Who is locked out of signing in: an account after failures from anywhere, an address after failures on any accounts. */
export interface SignInLockout {
  byAccount: FailedSignIns;
  byAddress: FailedSignIns;
}

export function createSignInLockout(options: {
  failuresPerAccount: number;
  failuresPerAddress: number;
  clock: () => Date;
}): SignInLockout {
  const { failuresPerAccount, failuresPerAddress, clock } = options;
  return {
    byAccount: createFailedSignIns({ max: failuresPerAccount, windowMs: 15 * minute, clock }),
    byAddress: createFailedSignIns({ max: failuresPerAddress, windowMs: 5 * minute, clock }),
  };
}
