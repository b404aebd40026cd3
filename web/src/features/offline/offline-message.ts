import { networkTimeText } from '@mesonet/shared/map/network-status';
import { ageAmountText } from '@mesonet/shared/stations/updated-ago';

/**
 * The offline bar's words (issue 25 part 2): what the grower is looking at and how old it is, so a
 * saved value is never taken for a current one. `newestReadingMs` is the newest reading among the
 * stations this tab holds, null when it holds none.
 */
export function offlineBarText(newestReadingMs: number | null, nowMs: number): string {
  // Nothing to date (no stations on this screen, or not read from the saved copy yet): nothing claimed.
  if (newestReadingMs === null) return 'You are offline.';
  const ageMs = Math.max(0, nowMs - newestReadingMs);
  const age = ageMs < 60_000 ? 'just now' : `${ageAmountText(ageMs)} ago`;
  return `You are offline — showing data as of ${networkTimeText(newestReadingMs, nowMs)}, ${age}.`;
}

export const updatedNoticeText = 'Mesonet has been updated.';
