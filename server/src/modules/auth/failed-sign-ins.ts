import type { SharedRedis } from '../../db/redis';

/**
 * Failed sign-in attempts counted per key (an account's email, a client's address) in fixed windows.
 * Only failures count, and a success clears its account, so a grower who signs in on a phone, a
 * laptop and the office computer is never locked out; a password guesser is.
 *
 * The counts live in this process, or in Redis when several app processes must share them.
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

/**
 * Records a failure atomically: a window that has ended (by the app's clock, as in this process's store)
 * starts again at one. Redis forgets the key when the window would have ended in real time.
 */
const recordFailureScript = `
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'endsAt'))
local now = tonumber(ARGV[1])
if not endsAt or endsAt <= now then
  redis.call('HSET', KEYS[1], 'failures', 1, 'endsAt', now + tonumber(ARGV[2]))
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return redis.call('HINCRBY', KEYS[1], 'failures', 1)`;

/**
 * The same counts kept in Redis, so every app process sees every failure. While Redis cannot be reached
 * nobody is locked out and failures go uncounted, as the request limits do: better a guesser gets a few
 * more tries than every grower is shut out.
 */
export function createRedisFailedSignIns(options: {
  redis: SharedRedis;
  /** Names this count among the others (`account`, `address`). */
  name: string;
  max: number;
  windowMs: number;
  clock: () => Date;
}): FailedSignIns {
  const { redis, name, max, windowMs, clock } = options;
  const keyOf = (key: string) => `${redis.keyPrefix}sign-in-failures:${name}:${key}`;
  const unlessUnreachable = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      redis.log.warn({ err: error }, 'sign-in failures not counted: Redis unreachable');
      return fallback;
    }
  };
  return {
    isLockedOut: (key) =>
      unlessUnreachable(async () => {
        const [failures, endsAt] = await redis.client.hmget(keyOf(key), 'failures', 'endsAt');
        return Number(endsAt ?? 0) > clock().getTime() && Number(failures ?? 0) >= max;
      }, false),
    recordFailure: (key) =>
      unlessUnreachable(async () => {
        await redis.client.eval(recordFailureScript, 1, keyOf(key), clock().getTime(), windowMs);
      }, undefined),
    clear: (key) =>
      unlessUnreachable(async () => {
        await redis.client.del(keyOf(key));
      }, undefined),
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
  /** Shares the counts with the other app processes; without it they live in this one. */
  redis?: SharedRedis;
}): SignInLockout {
  const { failuresPerAccount, failuresPerAddress, clock, redis } = options;
  const store = (name: string, max: number, windowMs: number) =>
    redis
      ? createRedisFailedSignIns({ redis, name, max, windowMs, clock })
      : createFailedSignIns({ max, windowMs, clock });
  return {
    byAccount: store('account', failuresPerAccount, 15 * minute),
    byAddress: store('address', failuresPerAddress, 5 * minute),
  };
}
