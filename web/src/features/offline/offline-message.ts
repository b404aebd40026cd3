import { networkTimeText } from '@mesonet/shared/map/network-status';
import { ageAmountText } from '@mesonet/shared/stations/updated-ago';

/**
 * The offline bar's words (issue 25 part 2): what the grower is looking at and how old it is, so a
 * saved value is never taken for a current one. `newestReadingMs` is the newest reading among the
 * saved stations, null when none was saved on this device.
 */
export function offlineBarText(newestReadingMs: number | null, nowMs: number): string {
  if (newestReadingMs === null) return 'You are offline — no readings saved on this device yet.';
  const ageMs = Math.max(0, nowMs - newestReadingMs);
  const age = ageMs < 60_000 ? 'just now' : `${ageAmountText(ageMs)} ago`;
  return `You are offline — showing data as of ${networkTimeText(newestReadingMs, nowMs)}, ${age}.`;
}

export const updatedNoticeText = 'Mesonet has been updated.';
