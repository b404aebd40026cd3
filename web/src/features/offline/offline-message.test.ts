import { describe, expect, it } from 'vitest';
import { offlineBarText } from './offline-message';

// 27 Nov 2026 09:40 in Adelaide (ACDT, UTC+10:30) is 23:10 UTC on the 26th.
const now = Date.UTC(2026, 10, 26, 23, 10);
const minute = 60_000;
const hour = 60 * minute;

describe('offlineBarText', () => {
  it.each([
    [null, 'You are offline.'],
    [now, 'You are offline — showing data as of 09:40, just now.'],
    [now - 30_000, 'You are offline — showing data as of 09:39, just now.'],
    [now - 7 * minute, 'You are offline — showing data as of 09:33, 7 minutes ago.'],
    [now - 3 * hour, 'You are offline — showing data as of 06:40, 3 hours ago.'],
    [now - 11 * hour, 'You are offline — showing data as of 22:40 on 26 Nov, 11 hours ago.'],
    [now - 3 * 24 * hour, 'You are offline — showing data as of 09:40 on 24 Nov, 3 days ago.'],
    // A reading stamped a little ahead of this device's clock reads as just now, never negative.
    [now + 2 * minute, 'You are offline — showing data as of 09:42, just now.'],
  ])('newest reading %s', (newest, text) => {
    expect(offlineBarText(newest, now)).toBe(text);
  });
});
