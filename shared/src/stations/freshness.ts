/**
 * When a station's latest reading counts as fresh (spec §9 "Freshness"; metrics.md §1.1, §2.7).
 * A stale marker or tile shows a faded dash and no wind arrow.
 */
import type { StationType } from './raw-channels';

/**
 * - `marker`: signed-in map markers and the sites list: 90 min for greenbrain, 60 min for others.
 * - `popup` / `dashboard`: 3.5 h for every type.
 * - `visitor_marker`: signed-out map markers: 3.25 h for every type.
 */
export type FreshnessContext = 'marker' | 'popup' | 'dashboard' | 'visitor_marker';

const minuteMs = 60_000;

export const markerFreshnessLimitMs: Readonly<Record<StationType, number>> = {
  standard: 60 * minuteMs,
  research: 60 * minuteMs,
  hilltop: 60 * minuteMs,
  bom: 60 * minuteMs,
  greenbrain: 90 * minuteMs, // 5,400,000 ms
};
/** 3.5 h. */
export const popupFreshnessLimitMs = 12_600_000;
/** 3.25 h. */
export const visitorMarkerFreshnessLimitMs = 11_700_000;

/** The longest window of any context: beyond it a reading is stale everywhere. */
export const maxFreshnessLimitMs = popupFreshnessLimitMs;

export function freshnessLimitMs(awsType: StationType, context: FreshnessContext): number {
  switch (context) {
    case 'marker':
      return markerFreshnessLimitMs[awsType];
    case 'popup':
    case 'dashboard':
      return popupFreshnessLimitMs;
    case 'visitor_marker':
      return visitorMarkerFreshnessLimitMs;
  }
}

/**
 * "Stale after N minutes": a reading exactly N minutes old is still fresh, one millisecond more is
 * stale. A reading stamped slightly in the future (logger clock ahead) counts as fresh; an unknown
 * age (NaN) does not.
 */
export function isReadingFresh(input: { awsType: StationType; ageMs: number; context: FreshnessContext }): boolean {
  if (Number.isNaN(input.ageMs)) return false;
  return input.ageMs <= freshnessLimitMs(input.awsType, input.context);
}
