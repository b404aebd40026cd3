/** A process that has not beaten for this long is listed as gone (it beats every 15 s, so four beats were missed). */
export const processGoneAfterMs = 60_000;
/** The row of a process gone this long is removed. */
export const goneProcessKeptMs = 24 * 60 * 60_000;
/** How often each process records that it is alive. */
export const heartbeatEveryMs = 15_000;

export function processStatus(lastHeartbeatMs: number, nowMs: number): 'alive' | 'gone' {
  return nowMs - lastHeartbeatMs > processGoneAfterMs ? 'gone' : 'alive';
}

/** Whole minutes since a reading (a reading stamped a little ahead of this clock counts as 0); null without one. */
export function minutesSince(readingMs: number | null, nowMs: number): number | null {
  if (readingMs === null) return null;
  return Math.max(0, Math.floor((nowMs - readingMs) / 60_000));
}
