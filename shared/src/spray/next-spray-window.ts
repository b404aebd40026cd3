/**
 * When spraying is likely to be 'Good' again at a station: 'likely from about 07:40', or 'not within
 * 12 h', never a claim beyond the horizon it states.
 *
 * Method [P], kept simple so a grower can check it:
 * 1. Now: the verdict from the newest reading and the turbulence outlook (spray-verdict.ts). 'Good' is
 *    'now'; 'unknown' (stale or missing data) is 'unknown': no guess from nothing.
 * 2. The σw outlook covers the next 2 h: when it forecasts a hazardous inversion at +2 h, no window
 *    opens before then.
 * 3. Beyond that, diurnal persistence: a time T is likely good when the same verdict rule, applied to
 *    the readings exactly 24 h and 48 h before T, said 'Good' on both days for at least 30 min from T.
 *    For those past readings the turbulence "forecast" is the σw measured 2 h after them (hindsight).
 *    The first such T on the 10-minute clock grid is the answer.
 * 4. If no T qualifies within the horizon: 'not within' the horizon, unless more than 20 % of the
 *    horizon lacks data on either day (the 80 % completeness rule, metrics.md §2.7): then 'unknown'.
 *
 * Its limits: persistence knows yesterday's weather, not today's change of airmass, a front, rain or
 * a wind change; it follows the sun (24 h apart, so a daylight-saving change does not shift it), not a
 * forecast. The horizon is 12 h by default and at most 21.5 h, so that T − 24 h plus the 30-minute
 * window and its 2-hour hindsight are still in the past.
 */
import { formatInZone, hourMs, localDateAt, minuteMs } from '../time/local-time';
import type { StationType } from '../stations/raw-channels';
import { lastIndexAtOrBefore, sprayConditionsAt, type SprayReading, type TurbulenceOutlook } from './spray-conditions';
import type { SprayLimits } from './spray-limits';
import { sprayVerdict, type SprayVerdictKind } from './spray-verdict';

export interface SprayOutlook {
  awsType: StationType;
  /** Turbulence 2 h ahead: the σw +2 h forecast, or the current σw where the forecast is withheld. */
  turbulenceIn2h: TurbulenceOutlook;
}

export interface NextSprayWindow {
  kind: 'now' | 'likely_from' | 'not_within_horizon' | 'unknown';
  /** The likely start, on the 10-minute grid (likely_from only). */
  atMs?: number;
  /** How far ahead the answer looks. */
  horizonMs: number;
}

/** What the σw +2 h forecast covers (metrics.md §4.12). */
export const sprayOutlookMs = 2 * hourMs;
export const defaultWindowHorizonMs = 12 * hourMs;
/** A window shorter than this is too short to spray a paddock [P]. */
export const minimumWindowMs = 30 * minuteMs;
/** The longest horizon whose persistence days are wholly in the past (see the method). */
export const maxWindowHorizonMs = 24 * hourMs - sprayOutlookMs - minimumWindowMs;

const slotMs = 10 * minuteMs;
const persistenceDaysMs = [24 * hourMs, 48 * hourMs] as const;
/** §2.7: a window needs at least 80 % of its data. */
const maxMissingShare = 0.2;

/** The first 10-minute clock slot strictly after `ms`. */
const slotAfter = (ms: number) => (Math.floor(ms / slotMs) + 1) * slotMs;

/**
 * The next likely 'Good' window from the last 48 h of readings (ascending) and the turbulence outlook,
 * against the same limits as the verdict.
 */
export function nextLikelyWindow(
  history48h: readonly SprayReading[],
  outlook: SprayOutlook,
  limits: SprayLimits,
  nowMs: number,
  requestedHorizonMs: number = defaultWindowHorizonMs,
): NextSprayWindow {
  const horizonMs = Math.min(requestedHorizonMs, maxWindowHorizonMs);
  const now = sprayVerdict(
    sprayConditionsAt(history48h, nowMs, outlook.awsType, outlook.turbulenceIn2h),
    limits,
    nowMs,
  );
  if (now.verdict === 'good') return { kind: 'now', horizonMs };
  if (now.verdict === 'unknown') return { kind: 'unknown', horizonMs };

  const pastVerdicts = new Map<number, SprayVerdictKind>();
  const pastVerdict = (atMs: number): SprayVerdictKind => {
    let verdict = pastVerdicts.get(atMs);
    if (verdict === undefined) {
      const later = history48h[lastIndexAtOrBefore(history48h, atMs + sprayOutlookMs)];
      const hindsight: TurbulenceOutlook = {
        basis: 'hindsight',
        sigmaWMs: later !== undefined && later.atMs > atMs ? later.sigmaW10Ms : null,
      };
      verdict = sprayVerdict(sprayConditionsAt(history48h, atMs, outlook.awsType, hindsight), limits, atMs).verdict;
      pastVerdicts.set(atMs, verdict);
    }
    return verdict;
  };
  const goodOnBothDays = (atMs: number) => persistenceDaysMs.every((dayMs) => pastVerdict(atMs - dayMs) === 'good');

  const hazardForecast = now.reasons.some((reason) => reason.metricKey === 'ann_2hr_sigma_w');
  const endMs = nowMs + horizonMs;
  let slots = 0;
  let missingSlots = 0;
  for (let startMs = slotAfter(hazardForecast ? nowMs + sprayOutlookMs : nowMs); startMs <= endMs; startMs += slotMs) {
    slots += 1;
    if (persistenceDaysMs.some((dayMs) => pastVerdict(startMs - dayMs) === 'unknown')) missingSlots += 1;
    let lasts = true;
    for (let atMs = startMs; lasts && atMs < startMs + minimumWindowMs; atMs += slotMs) lasts = goodOnBothDays(atMs);
    if (lasts) return { kind: 'likely_from', atMs: startMs, horizonMs };
  }
  const mostlyMissing = slots > 0 && missingSlots / slots > maxMissingShare;
  return { kind: mostlyMissing ? 'unknown' : 'not_within_horizon', horizonMs };
}

/** A duration in whole hours where it is one ('12 h'), else minutes ('90 min'). */
function durationText(ms: number): string {
  return ms % hourMs === 0 ? `${ms / hourMs} h` : `${Math.round(ms / minuteMs)} min`;
}

/**
 * The window in the grower's words, clock times in the station's zone: 'now', 'likely from about
 * 07:40' (with ' tomorrow' on a later local date), 'not within 12 h' or 'unknown'.
 */
export function nextSprayWindowText(window: NextSprayWindow, timezone: string, nowMs: number): string {
  switch (window.kind) {
    case 'now':
      return 'now';
    case 'unknown':
      return 'unknown';
    case 'not_within_horizon':
      return `not within ${durationText(window.horizonMs)}`;
    case 'likely_from': {
      const atMs = window.atMs ?? nowMs;
      const tomorrow = localDateAt(atMs, timezone) > localDateAt(nowMs, timezone) ? ' tomorrow' : '';
      return `likely from about ${formatInZone(atMs, timezone, 'HH:mm')}${tomorrow}`;
    }
  }
}
