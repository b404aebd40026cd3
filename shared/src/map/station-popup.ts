import type { LegendBands } from '../metrics/metric-display-statuses';
import type { CurrentDataItem, StationListItem } from '../contracts/stations.schema';
import { metricKeys } from '../metrics/metric-catalogue';
import { missingValueText } from '../metrics/metric-legend';
import { formatInZone } from '../time/local-time';
import { knownReadingAgeMs, noDataRetrievedYetText, updatedDateUnknownText } from '../stations/updated-ago';
import { isStationReadingFresh, metricItem } from './station-reading';

/**
 * The tiles of a marker popup (spec §2 "Marker popup"). Pure; a candidate for shared/ beside the
 * dashboard's summary tiles.
 */
export type PopupTileState = 'value' | 'upgrade' | 'stale' | 'missing' | 'unsupported' | 'withheld';

/** The tile of a value the server withheld, with the reason beneath it. */
export const withheldValueText = 'Not shown';

export interface PopupTile {
  metricId: string;
  label: string;
  unit: string;
  state: PopupTileState;
  /** The value text, 'U' outside the plan, or a dash. */
  text: string;
  statusLabel: string | null;
  /** A shown value the station estimates rather than measures: the tile marks it 'est.'. */
  estimated: boolean;
  colours: { background: string; font: string } | null;
  /** Wind tiles with a fresh direction: where the arrow points and the compass label. */
  windArrow: { towardsDeg: number; directionLabel: string | null } | null;
}

/**
 * When the popup's station last reported, in its own zone: 'Latest reading 20 Nov, 6:36 pm', with the
 * year when it is not this year's; the sites list's words when it never has or the time is unknown
 * (spec §2, §8 "Freshness text").
 */
export function popupReadingTimeText(lastUpdatedMs: number | null, nowMs: number, timezone: string): string {
  if (lastUpdatedMs === null) return noDataRetrievedYetText;
  if (knownReadingAgeMs(lastUpdatedMs, nowMs) === null) return updatedDateUnknownText;
  const thisYear = formatInZone(lastUpdatedMs, timezone, 'yyyy') === formatInZone(nowMs, timezone, 'yyyy');
  return `Latest reading ${formatInZone(lastUpdatedMs, timezone, thisYear ? 'd MMM, h:mm aaa' : 'd MMM yyyy, h:mm aaa')}`;
}

/** Directions are drawn as arrows on their speed tiles, so they get no tiles of their own. */
const directionMetricIds: ReadonlySet<string> = new Set(['wind_direction_10m', 'wind_direction_2m']);

/** Wind direction is where the wind blows from; the arrow shows where it blows to. */
export function windArrowTowardsDeg(fromDeg: number): number {
  return (((fromDeg + 180) % 360) + 360) % 360;
}

function tileState(item: CurrentDataItem, fresh: boolean): PopupTileState {
  // A type that cannot measure the metric cannot be upgraded into measuring it: the dash comes first.
  if (item.unsupported) return 'unsupported';
  if (!item.included_in_feature_set) return 'upgrade';
  if (!fresh) return 'stale';
  if (item.withheld !== undefined) return 'withheld';
  if (item.value === null) return 'missing';
  return 'value';
}

/** The tile of one current value, whether the site's latest reading is fresh (the dashboard's key indicators too). */
export function currentItemTile(item: CurrentDataItem, fresh: boolean): PopupTile {
  const state = tileState(item, fresh);
  const shown = state === 'value';
  const direction = item.wind_direction_value ?? null;
  return {
    metricId: item.metric_id,
    label: item.label,
    unit: item.unit,
    state,
    text: shown
      ? item.value_str
      : state === 'upgrade'
        ? 'U'
        : state === 'withheld'
          ? withheldValueText
          : missingValueText,
    statusLabel: shown ? item.status_label : state === 'withheld' ? (item.withheld ?? null) : null,
    estimated: shown && item.estimated === true,
    colours: shown && item.styles ? { background: item.styles.background_color, font: item.styles.font_color } : null,
    windArrow:
      shown && direction !== null
        ? { towardsDeg: windArrowTowardsDeg(direction), directionLabel: item.wind_direction_label ?? null }
        : null,
  };
}

/**
 * One tile per metric in catalogue order: a member's plan-less metrics as 'U' tiles, a visitor's left
 * out ('Log in for more'); stale readings use the 3.5 h popup window.
 */
export function stationPopupTiles(
  station: StationListItem,
  nowMs: number,
  signedIn: boolean,
  legends?: LegendBands,
): PopupTile[] {
  const fresh = isStationReadingFresh(station, nowMs, 'popup');
  return metricKeys.flatMap((key) => {
    const item = directionMetricIds.has(key) ? null : metricItem(station, key, signedIn, legends);
    return item ? [currentItemTile(item, fresh)] : [];
  });
}
