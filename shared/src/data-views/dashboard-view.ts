/**
 * What the site dashboard shows (spec §2 "Site dashboard", §9 freshness): the key-indicator tiles for
 * inversion (vtd) and GHCOP, and the rows of 'Summary – {site}'. Readings older than the dashboard's
 * 3.5 h window are a faded dash, as in the marker popup; a value outside the plan is a 'U'.
 */
import type { DashboardData, StationSummaryItem } from '../contracts/data-views.schema';
import { currentItemTile, type PopupTile, type PopupTileState } from '../map/station-popup';
import type { StationType } from '../stations/raw-channels';
import { isReadingFresh } from '../stations/freshness';
import { isWordUnit } from './data-table-view';

export function isDashboardFresh(lastUpdatedMs: number | null, awsType: StationType, nowMs: number): boolean {
  const ageMs = lastUpdatedMs === null ? Number.NaN : nowMs - lastUpdatedMs;
  return isReadingFresh({ awsType, ageMs, context: 'dashboard' });
}

/** The two key indicators, inversion first (the spec's order), drawn like the popup's tiles. */
export function keyIndicatorTiles(dashboard: DashboardData, awsType: StationType, nowMs: number): PopupTile[] {
  const fresh = isDashboardFresh(dashboard.current_data_last_updated, awsType, nowMs);
  return [currentItemTile(dashboard.key_indicators.vtd, fresh), currentItemTile(dashboard.key_indicators.ghcop, fresh)];
}

export interface SummaryRow {
  metricId: string;
  label: string;
  state: PopupTileState;
  /** The value with its unit ('23.4°C'), a state in words ('No inversion'), 'U' outside the plan, or a dash. */
  text: string;
  /** A shown value the station estimates: the row marks it 'est.'. */
  estimated: boolean;
}

/** The text of a shown value: a state or class reads as its legend label, not as '0 state'. */
function shownText(item: StationSummaryItem): string {
  return isWordUnit(item.unit) && item.status_label ? item.status_label : item.value_snapshot;
}

/** The summary table's rows in the server's sort order. */
export function summaryRows(items: readonly StationSummaryItem[], fresh: boolean): SummaryRow[] {
  return [...items]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((item) => {
      const tile = currentItemTile(item, fresh);
      return {
        metricId: item.metric_id,
        label: item.label,
        state: tile.state,
        text: tile.state === 'value' ? shownText(item) : tile.text,
        estimated: tile.estimated,
      };
    });
}

/** What the harvest code tile says under its value (metrics.md §4.13's dashboard helpers). */
export interface KeyTileNote {
  metricId: string;
  label: string;
  text: string;
}

const harvestCodeNoteLabels: Readonly<Record<string, string>> = {
  ghcop_stop_wind_2m: 'Stop at 2 m wind of',
  ghcop_hours_35_today: 'At 35 or more today',
};

/**
 * The harvest code tile's notes: the 2 m wind that would bring the index to 35 now and the hours today
 * at or above 35, from the summary; only values the viewer may see and that are fresh.
 */
export function harvestCodeNotes(dashboard: DashboardData, awsType: StationType, nowMs: number): KeyTileNote[] {
  const fresh = isDashboardFresh(dashboard.current_data_last_updated, awsType, nowMs);
  const helpers = dashboard.site_summary.filter((item) => Object.hasOwn(harvestCodeNoteLabels, item.metric_id));
  return summaryRows(helpers, fresh).flatMap((row) =>
    row.state === 'value'
      ? [{ metricId: row.metricId, label: harvestCodeNoteLabels[row.metricId]!, text: row.text }]
      : [],
  );
}

/**
 * The inversion tile's note where the station measures no VTD (BoM, vineyards): the rule-of-thumb state
 * the server sends as the hazardous-inversion reading, in its own words, so the tile is not just a dash.
 */
export function ruleOfThumbInversionNotes(
  dashboard: DashboardData,
  awsType: StationType,
  nowMs: number,
): KeyTileNote[] {
  if (!dashboard.key_indicators.vtd.unsupported) return [];
  const fresh = isDashboardFresh(dashboard.current_data_last_updated, awsType, nowMs);
  const state = dashboard.site_summary.filter((item) => item.metric_id === 'hazardous_inversion');
  return summaryRows(state, fresh).flatMap((row) =>
    row.state === 'value' ? [{ metricId: row.metricId, label: 'Without a 10 m sensor', text: row.text }] : [],
  );
}
