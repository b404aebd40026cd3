import { describe, expect, it } from 'vitest';
import type { AlertChannel, AlertEvent, AlertTarget, QuietHours } from '../contracts/alerts.schema';
import {
  alertChannelsText,
  alertEventText,
  alertRuleCountText,
  alertTargetText,
  gfdiBandChoiceText,
  lastNotifiedText,
  listInWords,
  notificationDeliveryText,
  isUnread,
  notificationsLinkLabel,
  quietHoursText,
  unreadBadgeText,
  type NotificationDelivery,
} from './alert-rule-text';

// Issue 24 parts 6–7: rules and notifications in the words the alerts screens show. Times are Adelaide's
// (ACDT, UTC+10:30, in November; ACST, UTC+9:30, in June).

const profiles = new Map([[7, 'Glyphosate']]);
const profileName = (id: number) => profiles.get(id);

describe('what a rule listens for', () => {
  it.each<[AlertEvent, string]>([
    [{ kind: 'spray_window_opens', spray_profile_id: null }, 'Spray window opens (Default limits)'],
    [{ kind: 'spray_window_opens', spray_profile_id: 7 }, 'Spray window opens (Glyphosate)'],
    [{ kind: 'spray_window_closes', spray_profile_id: 99 }, 'Spray window closes (a spray profile)'],
    [{ kind: 'hazardous_inversion_starts' }, 'Hazardous inversion starts'],
    [{ kind: 'hazardous_inversion_ends' }, 'Hazardous inversion ends'],
    [{ kind: 'ghcop_stop' }, "Harvest code reaches 'Cease harvest'"],
    [{ kind: 'gfdi_band', gfdi_band: 'very_high' }, 'Grass fire danger reaches Very High'],
    [{ kind: 'frost', below_celsius: -1.5 }, 'Temperature falls below -1.5 °C'],
    [{ kind: 'frost', below_celsius: 0 }, 'Temperature falls below 0 °C'],
    [{ kind: 'rain_since_9am', above_mm: 10 }, 'Rain since 9 am exceeds 10 mm'],
    [{ kind: 'station_stale', after_minutes: 90 }, 'Station stops reporting for 90 minutes'],
  ])('%j reads %j', (event, text) => {
    expect(alertEventText(event, profileName)).toBe(text);
  });

  it.each([
    ['high', 'High (12 and above)'],
    ['catastrophic', 'Catastrophic (150 and above)'],
  ] as const)('band %s is offered as %j', (band, text) => {
    expect(gfdiBandChoiceText(band)).toBe(text);
  });
});

describe('where a rule watches', () => {
  const stations = new Map([
    ['jamestown', 'Jamestown'],
    ['clare', 'Clare'],
    ['bute', 'Bute'],
  ]);
  const names = {
    stationName: (slug: string) => stations.get(slug),
    growingLocationName: (slug: string) => (slug === 'north-paddock' ? 'North paddock' : undefined),
  };
  it.each<[AlertTarget, string]>([
    [{ type: 'stations', station_slugs: ['jamestown'] }, 'Jamestown'],
    [{ type: 'stations', station_slugs: ['jamestown', 'clare'] }, 'Jamestown and Clare'],
    [{ type: 'stations', station_slugs: ['jamestown', 'clare', 'bute'] }, 'Jamestown, Clare and Bute'],
    [{ type: 'stations', station_slugs: ['gone-station'] }, 'gone-station'],
    [{ type: 'home_location' }, 'Home location'],
    [{ type: 'growing_location', growing_location_slug: 'north-paddock' }, 'North paddock'],
    [{ type: 'growing_location', growing_location_slug: 'sold-paddock' }, 'sold-paddock'],
  ])('%j reads %j', (target, text) => {
    expect(alertTargetText(target, names)).toBe(text);
  });

  it.each<[string[], string]>([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C', 'D'], 'A, B, C and D'],
  ])('the list %j reads %j', (items, text) => {
    expect(listInWords(items)).toBe(text);
  });
});

describe('when and how a rule tells', () => {
  it.each<[QuietHours | null, string]>([
    [null, 'No quiet hours'],
    [{ start: '21:30', end: '06:00' }, 'Quiet 21:30–06:00'],
  ])('quiet hours %j read %j', (quietHours, text) => {
    expect(quietHoursText(quietHours)).toBe(text);
  });

  it.each<[AlertChannel[], string]>([
    [['email'], 'Email'],
    [['push', 'in_app'], 'In the app and Push notification'],
    [['push', 'email', 'in_app'], 'In the app, Email and Push notification'],
  ])('channels %j read %j', (channels, text) => {
    expect(alertChannelsText(channels)).toBe(text);
  });

  it.each<[number, number, string]>([
    [2, 3, '2 of 3 rules'],
    [0, 10, '0 of 10 rules'],
    [1, 1, '1 of 1 rule'],
  ])('%i rules of a limit of %i read %j', (count, limit, text) => {
    expect(alertRuleCountText(count, limit)).toBe(text);
  });

  it.each<[string | null, string]>([
    [null, 'Not notified yet'],
    ['2026-11-27T03:35:00Z', 'Last notified 14:05 on 27 Nov 2026'],
    ['2026-06-30T14:40:00Z', 'Last notified 00:10 on 1 Jul 2026'],
  ])('last notified %j reads %j', (at, text) => {
    expect(lastNotifiedText(at)).toBe(text);
  });
});

describe('what became of a notification', () => {
  const base: NotificationDelivery = {
    event_kind: 'spray_window_opens',
    station_name: 'Jamestown',
    delivery: 'delivered',
    held_until: null,
  };
  it.each<[Partial<NotificationDelivery>, string | null]>([
    [{}, null],
    [{ delivery: 'held', held_until: '2026-11-27T19:30:00Z' }, 'Held for quiet hours until 06:00'],
    [{ delivery: 'held', held_until: null }, 'Held for quiet hours'],
    [{ delivery: 'dropped' }, 'Not sent: the spray window at Jamestown ended during quiet hours'],
    [
      { delivery: 'dropped', event_kind: 'hazardous_inversion_starts', station_name: null },
      'Not sent: the hazardous inversion ended during quiet hours',
    ],
    [
      { delivery: 'dropped', event_kind: 'frost', station_name: 'Clare' },
      'Not sent: the frost at Clare ended during quiet hours',
    ],
  ])('%j reads %j', (change, text) => {
    expect(notificationDeliveryText({ ...base, ...change })).toBe(text);
  });

  it.each<[number, string, string]>([
    [0, 'Notifications', '0'],
    [1, 'Notifications, 1 unread', '1'],
    [3, 'Notifications, 3 unread', '3'],
    [120, 'Notifications, 120 unread', '99+'],
  ])('%i unread: the link is named %j and its badge reads %j', (count, label, badge) => {
    expect(notificationsLinkLabel(count)).toBe(label);
    expect(unreadBadgeText(count)).toBe(badge);
  });
});

describe('isUnread: what the header counts and the list marks', () => {
  it.each([
    [null, 'delivered', true],
    ['2026-11-27T01:00:00.000Z', 'delivered', false],
    [null, 'held', false],
    [null, 'dropped', false],
  ] as const)('read %j, %s → %s', (read_at, delivery, unread) => {
    expect(isUnread({ read_at, delivery })).toBe(unread);
  });
});
