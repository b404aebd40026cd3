/**
 * A small time-bounded cache for per-request look-ups (sessions, viewers) that would otherwise cost
 * database round trips on every poll. Entries expire after `ttlMs`; the oldest go first when full.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; clock: () => Date }) {
  const entries = new Map<string, { value: V; expiresAtMs: number }>();
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs <= options.clock().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V): void {
      if (entries.size >= options.maxEntries && !entries.has(key))
        entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAtMs: options.clock().getTime() + options.ttlMs });
    },
    /** Drops every entry the predicate picks (e.g. all sessions of a user who reset the password). */
    deleteWhere(predicate: (value: V, key: string) => boolean): void {
      for (const [key, entry] of entries) if (predicate(entry.value, key)) entries.delete(key);
    },
  };
}
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;
