/**
 * News and alerts (spec §2 "News and alerts", §3 "Info alert"): the order of the list, the New badge, the
 * splash modal and the browser's seen and read lists. The server orders its answer with sortInfoAlerts;
 * the browser decides badges and the splash with the rest. Dates are Adelaide dates (spec §2).
 */
import { format } from 'date-fns';
import { inZone } from '../time/local-time';

/** Spec §2: the New badge shows on unread alerts published under 60 days ago. */
export const newAlertWindowMs = 60 * 24 * 60 * 60_000;

/** The {date_str} of /info_alerts/{date_str}/{slug} (CONTRACT.md §7): the Adelaide date, YYYY-MM-DD. */
export function infoAlertDateStr(publishedAt: Date | string): string {
  return format(inZone(publishedAt), 'yyyy-MM-dd');
}

/** The date shown beside an alert, e.g. '26 Nov 2026' (Adelaide). */
export function formatInfoAlertDate(publishedAt: Date | string): string {
  return format(inZone(publishedAt), 'd MMM yyyy');
}

/** What the seen and read lists remember: the alert and the version of its content. */
export function infoAlertKey(id: number, contentUpdatedAt: Date | string): string {
  return `${id}_${new Date(contentUpdatedAt).toISOString()}`;
}

interface SortableAlert {
  id: number;
  pin_to_top: boolean;
  pin_order: number;
  /** ISO; null for a draft, which preview mode lists above the published ones it would join. */
  published_at: string | null;
}

function publishedMs(alert: SortableAlert): number {
  return alert.published_at === null ? Number.POSITIVE_INFINITY : new Date(alert.published_at).getTime();
}

/** Spec §2: pinned first by pin_order, then newest; ties by the later id, so the order never wobbles. */
export function sortInfoAlerts<T extends SortableAlert>(alerts: readonly T[]): T[] {
  return [...alerts].sort((a, b) => {
    if (a.pin_to_top !== b.pin_to_top) return a.pin_to_top ? -1 : 1;
    if (a.pin_to_top && a.pin_order !== b.pin_order) return a.pin_order - b.pin_order;
    const byDate = publishedMs(b) - publishedMs(a);
    return byDate !== 0 ? byDate : b.id - a.id;
  });
}

interface TrackedAlert {
  published_at: string | null;
  id_content_updated_at_str: string;
}

/** Spec §2: New when unread and published under 60 days before `now`. Drafts are never new. */
export function isNewAlert(alert: TrackedAlert, readKeys: readonly string[], now: Date): boolean {
  if (alert.published_at === null || readKeys.includes(alert.id_content_updated_at_str)) return false;
  const ageMs = now.getTime() - new Date(alert.published_at).getTime();
  return ageMs < newAlertWindowMs;
}

/** Spec §2: splash alerts the browser has not seen, for the modal on app load; drafts never splash. */
export function unseenSplashAlerts<T extends TrackedAlert & { splash_alert: boolean }>(
  alerts: readonly T[],
  seenKeys: readonly string[],
): T[] {
  return alerts.filter(
    (alert) => alert.splash_alert && alert.published_at !== null && !seenKeys.includes(alert.id_content_updated_at_str),
  );
}

/** Spec §3: the seen and read lists only grow. Adds `keys` not yet in `list`, keeping what is there. */
export function rememberAlertKeys(list: readonly string[], keys: readonly string[]): string[] {
  const next = [...list];
  for (const key of keys) if (!next.includes(key)) next.push(key);
  return next;
}
