/**
 * Alert rules and notifications in words (issue 24 parts 6–7): what a rule listens for, where, when it is
 * quiet and how it tells, as the alerts screen lists them; and what became of a notification, as the
 * notifications screen says it. Pure: names of stations, places and spray profiles are looked up by the
 * caller, and times are the network's clock (Australia/Adelaide), like quiet hours themselves.
 */
import {
  alertChannelLabels,
  alertChannels,
  alertEventLabels,
  gfdiBandFloors,
  type AlertChannel,
  type AlertEvent,
  type AlertEventKind,
  type AlertTarget,
  type AppNotification,
  type GfdiAlertBand,
  type QuietHours,
} from '../contracts/alerts.schema';
import { formatInZone, networkTimeZone } from '../time/local-time';

/** The GFDI bands as the map's legend names them (metrics/metric-legends.ts gfdi). */
export const gfdiBandLabels: Readonly<Record<GfdiAlertBand, string>> = {
  high: 'High',
  very_high: 'Very High',
  severe: 'Severe',
  extreme: 'Extreme',
  catastrophic: 'Catastrophic',
};

/** A band with the index it starts at, for the band chooser: 'Very High (25 and above)'. */
export function gfdiBandChoiceText(band: GfdiAlertBand): string {
  return `${gfdiBandLabels[band]} (${gfdiBandFloors[band]} and above)`;
}

/** The limits a spray window event is judged by: a saved profile's name, or the defaults. */
export const defaultSprayLimitsName = 'Default limits';

/** The name of a spray profile by id; undefined when it is not (or no longer) among the user's. */
export type SprayProfileName = (id: number) => string | undefined;

/** What a rule listens for, with its one setting: 'Temperature falls below 2 °C'. */
export function alertEventText(event: AlertEvent, sprayProfileName: SprayProfileName = () => undefined): string {
  switch (event.kind) {
    case 'spray_window_opens':
    case 'spray_window_closes': {
      const limits =
        event.spray_profile_id === null
          ? defaultSprayLimitsName
          : (sprayProfileName(event.spray_profile_id) ?? 'a spray profile');
      return `${alertEventLabels[event.kind]} (${limits})`;
    }
    case 'gfdi_band':
      return `Grass fire danger reaches ${gfdiBandLabels[event.gfdi_band]}`;
    case 'frost':
      return `Temperature falls below ${event.below_celsius} °C`;
    case 'rain_since_9am':
      return `Rain since 9 am exceeds ${event.above_mm} mm`;
    case 'station_stale':
      return `Station stops reporting for ${event.after_minutes} minutes`;
    default:
      return alertEventLabels[event.kind];
  }
}

/** Names of what a rule may watch, by slug; undefined for one the viewer's lists do not hold. */
export interface AlertTargetNames {
  stationName: (slug: string) => string | undefined;
  growingLocationName: (slug: string) => string | undefined;
}

/** 'A, B and C': a list as a sentence says it. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Where a rule watches: its stations by name, 'Home location', or the growing location's name. */
export function alertTargetText(target: AlertTarget, names: AlertTargetNames): string {
  switch (target.type) {
    case 'stations':
      return listInWords(target.station_slugs.map((slug) => names.stationName(slug) ?? slug));
    case 'home_location':
      return 'Home location';
    case 'growing_location':
      return names.growingLocationName(target.growing_location_slug) ?? target.growing_location_slug;
  }
}

/** 'Quiet 21:30–06:00', or that the rule notifies at any hour. */
export function quietHoursText(quietHours: QuietHours | null): string {
  return quietHours ? `Quiet ${quietHours.start}–${quietHours.end}` : 'No quiet hours';
}

/** The channels in the form's order: 'In the app, Email and Push notification'. */
export function alertChannelsText(channels: readonly AlertChannel[]): string {
  return listInWords(alertChannels.filter((channel) => channels.includes(channel)).map((c) => alertChannelLabels[c]));
}

/** How many of the plan's rules the user keeps: '2 of 3 rules'. */
export function alertRuleCountText(count: number, limit: number): string {
  return `${count} of ${limit} rule${limit === 1 ? '' : 's'}`;
}

/** An instant on the network's clock as the alert screens show it: '14:05 on 27 Nov 2026'. */
export function alertTimeText(iso: string): string {
  return formatInZone(new Date(iso).getTime(), networkTimeZone, "HH:mm 'on' d MMM yyyy");
}

/** When the rule last told its user anything. */
export function lastNotifiedText(lastNotifiedAt: string | null): string {
  return lastNotifiedAt === null ? 'Not notified yet' : `Last notified ${alertTimeText(lastNotifiedAt)}`;
}

/** The state each event announces, as a dropped notification says it ended. */
const announcedStates: Readonly<Record<AlertEventKind, string>> = {
  spray_window_opens: 'the spray window',
  spray_window_closes: 'the closed spray window',
  hazardous_inversion_starts: 'the hazardous inversion',
  hazardous_inversion_ends: 'the break in the hazardous inversion',
  ghcop_stop: "the 'Cease harvest' code",
  gfdi_band: 'the fire danger',
  frost: 'the frost',
  rain_since_9am: 'the rain',
  station_stale: 'the outage',
};

export interface NotificationDelivery {
  event_kind: AlertEventKind;
  station_name: string | null;
  delivery: 'delivered' | 'held' | 'dropped';
  held_until: string | null;
}

/**
 * What quiet hours did to a notification, in words; null when it went out at once. A held one names the
 * time it goes out on the network's clock; a dropped one says which state ended, so none is silently lost.
 */
export function notificationDeliveryText(notification: NotificationDelivery): string | null {
  switch (notification.delivery) {
    case 'delivered':
      return null;
    case 'held': {
      const until = notification.held_until;
      return until === null
        ? 'Held for quiet hours'
        : `Held for quiet hours until ${formatInZone(new Date(until).getTime(), networkTimeZone, 'HH:mm')}`;
    }
    case 'dropped': {
      const at = notification.station_name ? ` at ${notification.station_name}` : '';
      return `Not sent: ${announcedStates[notification.event_kind]}${at} ended during quiet hours`;
    }
  }
}

/**
 * Unread as the header counts it (the server's unread count): delivered and not yet read. A held or
 * dropped notification has not reached the grower, so it is not marked, or '1 unread' would stand over two marks.
 */
export function isUnread(notification: Pick<AppNotification, 'read_at' | 'delivery'>): boolean {
  return notification.read_at === null && notification.delivery === 'delivered';
}

/** The header link's accessible name: 'Notifications, 3 unread'. */
export function notificationsLinkLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** The count on the header's badge: a phone's header has room for two digits. */
export function unreadBadgeText(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount);
}
