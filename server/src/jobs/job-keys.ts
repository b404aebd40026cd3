import { createHash } from 'node:crypto';

/**
 * The job id of a key: the same key always gives the same id, so a job sent twice with one key (by two
 * processes, or by one after a restart) is stored once: the queue's insert skips an id it already has.
 * A name-based UUID (RFC 9562 §5.5, version 5 layout over SHA-1 of the key).
 */
export function jobIdForKey(key: string): string {
  const bytes = createHash('sha1').update(key).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The start of the run of a job scheduled every `everyMs` that is due at `nowMs`: runs are aligned to
 * the epoch, so every process names the same run alike without talking to the others.
 */
export function scheduledRunStartMs(nowMs: number, everyMs: number): number {
  return Math.floor(nowMs / everyMs) * everyMs;
}

/** The key of one scheduled run: the job's name and the run's start. */
export function scheduledRunKey(name: string, runStartMs: number): string {
  return `${name}@${new Date(runStartMs).toISOString()}`;
}
