import { describe, expect, it } from 'vitest';
import { jobIdForKey, scheduledRunKey, scheduledRunStartMs } from './job-keys';

const minute = 60_000;
const t0 = Date.parse('2026-11-21T00:00:00Z');

describe('scheduledRunStartMs: runs aligned to the epoch', () => {
  it.each([
    { nowMs: t0, everyMs: 5 * minute, expected: t0 },
    { nowMs: t0 + 1, everyMs: 5 * minute, expected: t0 },
    { nowMs: t0 + 5 * minute - 1, everyMs: 5 * minute, expected: t0 },
    { nowMs: t0 + 5 * minute, everyMs: 5 * minute, expected: t0 + 5 * minute },
    { nowMs: t0 + 61_000, everyMs: minute, expected: t0 + minute },
    { nowMs: t0 + 30_000, everyMs: minute, expected: t0 },
  ])('$nowMs every $everyMs → $expected', ({ nowMs, everyMs, expected }) => {
    expect(scheduledRunStartMs(nowMs, everyMs)).toBe(expected);
  });
});

describe('jobIdForKey: one id per key, shaped as a version 5 UUID', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it.each([
    { key: scheduledRunKey('billing', t0) },
    { key: scheduledRunKey('billing', t0 + 5 * minute) },
    { key: 'mail:1' },
    { key: '' },
  ])('$key', ({ key }) => {
    expect(jobIdForKey(key)).toMatch(uuid);
    expect(jobIdForKey(key)).toBe(jobIdForKey(key));
  });

  it('gives different keys different ids', () => {
    const keys = ['mail:1', 'mail:2', scheduledRunKey('billing', t0), scheduledRunKey('billing', t0 + minute)];
    expect(new Set(keys.map(jobIdForKey)).size).toBe(keys.length);
  });

  it('names a run by its job and start', () => {
    expect(scheduledRunKey('billing', t0)).toBe('billing@2026-11-21T00:00:00.000Z');
  });
});
