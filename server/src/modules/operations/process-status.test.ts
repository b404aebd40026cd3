import { describe, expect, it } from 'vitest';
import { minutesSince, processStatus } from './process-status';

const now = Date.parse('2026-11-26T02:00:00Z');

describe('processStatus', () => {
  it.each([
    ['beat just now', now, 'alive'],
    ['beat 15 s ago', now - 15_000, 'alive'],
    ['beat exactly a minute ago', now - 60_000, 'alive'],
    ['beat a minute and a millisecond ago', now - 60_001, 'gone'],
    ['beat an hour ago', now - 3_600_000, 'gone'],
    ['beat ahead of this clock (another host)', now + 2_000, 'alive'],
  ] as const)('%s: %s', (_, lastHeartbeatMs, status) => {
    expect(processStatus(lastHeartbeatMs, now)).toBe(status);
  });
});

describe('minutesSince', () => {
  it.each([
    ['no reading yet', null, null],
    ['a reading now', now, 0],
    ['59 s ago', now - 59_000, 0],
    ['a minute ago', now - 60_000, 1],
    ['90 minutes ago', now - 90 * 60_000, 90],
    ['stamped ahead of this clock', now + 30_000, 0],
  ] as const)('%s: %s', (_, readingMs, minutes) => {
    expect(minutesSince(readingMs, now)).toBe(minutes);
  });
});
