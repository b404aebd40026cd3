import { describe, expect, it } from 'vitest';
import {
  formatInfoAlertDate,
  infoAlertDateStr,
  infoAlertKey,
  isNewAlert,
  newAlertWindowMs,
  rememberAlertKeys,
  sortInfoAlerts,
  unseenSplashAlerts,
} from './info-alerts';

const day = 24 * 60 * 60_000;
const now = new Date('2026-11-26T02:00:00Z');

function alert(id: number, overrides: Partial<Parameters<typeof isNewAlert>[0]> & Record<string, unknown> = {}) {
  return {
    id,
    pin_to_top: false,
    pin_order: 0,
    splash_alert: false,
    published_at: '2026-11-20T00:00:00.000Z' as string | null,
    id_content_updated_at_str: `${id}_2026-11-20T00:00:00.000Z`,
    ...overrides,
  };
}

// Spec §2 "News and alerts": pinned first by pin_order, then newest.
describe('sortInfoAlerts (spec §2)', () => {
  it.each<[string, ReturnType<typeof alert>[], number[]]>([
    [
      'newest first',
      [
        alert(1, { published_at: '2026-10-01T00:00:00Z' }),
        alert(2, { published_at: '2026-11-01T00:00:00Z' }),
        alert(3, { published_at: '2026-09-01T00:00:00Z' }),
      ],
      [2, 1, 3],
    ],
    [
      'pinned before newer unpinned, by pin_order',
      [
        alert(1, { published_at: '2026-11-25T00:00:00Z' }),
        alert(2, { published_at: '2026-01-01T00:00:00Z', pin_to_top: true, pin_order: 2 }),
        alert(3, { published_at: '2025-01-01T00:00:00Z', pin_to_top: true, pin_order: 1 }),
      ],
      [3, 2, 1],
    ],
    [
      'pinned with the same pin_order: newest first',
      [
        alert(1, { published_at: '2026-01-01T00:00:00Z', pin_to_top: true, pin_order: 1 }),
        alert(2, { published_at: '2026-02-01T00:00:00Z', pin_to_top: true, pin_order: 1 }),
      ],
      [2, 1],
    ],
    [
      'pin_order of an unpinned alert does not count',
      [alert(1, { published_at: '2026-11-01T00:00:00Z', pin_order: 9 }), alert(2, { pin_order: 0 })],
      [2, 1],
    ],
    ['same time: the later id first', [alert(1), alert(2)], [2, 1]],
    [
      'a draft (preview mode) above the published ones it would join',
      [alert(1), alert(2, { published_at: null }), alert(3, { pin_to_top: true })],
      [3, 2, 1],
    ],
  ])('%s', (_label, alerts, expectedIds) => {
    expect(sortInfoAlerts(alerts).map((a) => a.id)).toEqual(expectedIds);
  });

  it('leaves its input as it was', () => {
    const alerts = [alert(1), alert(2)];
    sortInfoAlerts(alerts);
    expect(alerts.map((a) => a.id)).toEqual([1, 2]);
  });
});

// Spec §2: New if unread and published under 60 days ago.
describe('isNewAlert (spec §2)', () => {
  it.each<[string, string | null, string[], boolean]>([
    ['published yesterday, unread', new Date(now.getTime() - day).toISOString(), [], true],
    ['published a moment ago', now.toISOString(), [], true],
    ['59 days and 23 h old', new Date(now.getTime() - newAlertWindowMs + 3_600_000).toISOString(), [], true],
    ['exactly 60 days old', new Date(now.getTime() - newAlertWindowMs).toISOString(), [], false],
    ['90 days old', new Date(now.getTime() - 90 * day).toISOString(), [], false],
    ['read', new Date(now.getTime() - day).toISOString(), ['7_2026-11-20T00:00:00.000Z'], false],
    [
      'read before its content changed',
      new Date(now.getTime() - day).toISOString(),
      ['7_2026-11-01T00:00:00.000Z'],
      true,
    ],
    ['a draft', null, [], false],
  ])('%s → %s', (_label, publishedAt, read, expected) => {
    expect(isNewAlert(alert(7, { published_at: publishedAt }), read, now)).toBe(expected);
  });
});

// Spec §2: the splash modal shows unseen splash alerts until closed or 'Read more'.
describe('unseenSplashAlerts (spec §2)', () => {
  const alerts = [
    alert(1, { splash_alert: true }),
    alert(2),
    alert(3, { splash_alert: true, published_at: null }),
    alert(4, { splash_alert: true }),
  ];
  it.each<[string, string[], number[]]>([
    ['nothing seen: every published splash alert', [], [1, 4]],
    ['one seen', ['1_2026-11-20T00:00:00.000Z'], [4]],
    ['both seen', ['1_2026-11-20T00:00:00.000Z', '4_2026-11-20T00:00:00.000Z'], []],
    ['seen before its content changed', ['1_2026-10-01T00:00:00.000Z'], [1, 4]],
  ])('%s', (_label, seen, expectedIds) => {
    expect(unseenSplashAlerts(alerts, seen).map((a) => a.id)).toEqual(expectedIds);
  });
});

// Spec §3: seen and read id lists only grow.
describe('rememberAlertKeys (spec §3)', () => {
  it.each<[string, string[], string[], string[]]>([
    ['adds to an empty list', [], ['a'], ['a']],
    ['keeps what is there and adds the new', ['a', 'b'], ['c', 'a'], ['a', 'b', 'c']],
    ['nothing to add', ['a'], [], ['a']],
    ['no duplicates within the added keys', [], ['a', 'a'], ['a']],
  ])('%s', (_label, list, keys, expected) => {
    expect(rememberAlertKeys(list, keys)).toEqual(expected);
  });
});

// Spec §2 "Dates in Adelaide time"; CONTRACT.md §7 date_str is the Adelaide date, YYYY-MM-DD.
describe('Adelaide dates of an alert', () => {
  it.each<[string, string, string, string]>([
    ['an Adelaide morning is the same UTC day', '2026-11-26T00:00:00Z', '2026-11-26', '26 Nov 2026'],
    ['late UTC evening is the next Adelaide day (ACDT, +10:30)', '2026-11-25T13:30:00Z', '2026-11-26', '26 Nov 2026'],
    ['just before Adelaide midnight', '2026-11-25T13:29:59Z', '2026-11-25', '25 Nov 2026'],
    ['winter (ACST, +9:30)', '2026-06-30T14:30:00Z', '2026-07-01', '1 Jul 2026'],
  ])('%s', (_label, at, dateStr, shown) => {
    expect(infoAlertDateStr(at)).toBe(dateStr);
    expect(formatInfoAlertDate(at)).toBe(shown);
  });

  it('keys an alert by id and content version', () => {
    expect(infoAlertKey(12, new Date('2026-11-20T03:00:00Z'))).toBe('12_2026-11-20T03:00:00.000Z');
  });
});
