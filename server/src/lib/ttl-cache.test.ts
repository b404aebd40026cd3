import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('keeps a value until its time is up, drops the oldest when full, and deletes on demand', () => {
    let now = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2, clock: () => new Date(now) });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
    cache.set('d', 4);
    cache.deleteWhere((value) => value === 4);
    expect(cache.get('d')).toBeUndefined();
  });
});
