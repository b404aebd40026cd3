/**
 * Cab mode (issue 25 part 4): the dashboard's key numbers for a sprayer cab, big enough to read at
 * arm's length in the sun. The five a spray decision turns on (metrics.md §4: delta T, wind at nozzle
 * height, temperature, a hazardous inversion, rain since 9 am), judged by the dashboard's own 3.5 h
 * window, so a stale reading is a dash here as on the dashboard, never a big current-looking number.
 */
import type { DashboardData } from '../contracts/data-views.schema';
import { currentItemTile, type PopupTileState } from '../map/station-popup';
import type { StationType } from '../stations/raw-channels';
import { isDashboardFresh } from './dashboard-view';
import { isWordUnit } from './data-table-view';

/** In the order a spray operator reads them: the go/no-go numbers first. */
export const cabModeMetricIds = [
  'delta_t',
  'wind_speed_2m',
  'temperature',
  'hazardous_inversion',
  'rainfall_since_9am',
] as const;
export type CabModeMetricId = (typeof cabModeMetricIds)[number];

export interface CabNumber {
  metricId: CabModeMetricId;
  label: string;
  state: PopupTileState;
  /** The big text: the value, a state in words ('Hazardous inversion'), 'U' outside the plan, or a dash. */
  text: string;
  /** Beside a number ('°C', 'km/h'); null for a state in words and for anything not shown. */
  unit: string | null;
  /** The value's band in words ('2–8 Ideal'), under the number; null for states (their text says it). */
  statusLabel: string | null;
  estimated: boolean;
  /** The legend's colours of a shown value. */
  colours: { background: string; font: string } | null;
  /** 2 m wind: where it blows from ('SW'). */
  directionLabel: string | null;
}

/** The cab's numbers, in `cabModeMetricIds` order; a metric the server did not send is left out. */
export function cabModeNumbers(dashboard: DashboardData, awsType: StationType, nowMs: number): CabNumber[] {
  const fresh = isDashboardFresh(dashboard.current_data_last_updated, awsType, nowMs);
  return cabModeMetricIds.flatMap((metricId) => {
    const item = dashboard.site_summary.find((candidate) => candidate.metric_id === metricId);
    if (!item) return [];
    const tile = currentItemTile(item, fresh);
    const shown = tile.state === 'value';
    const inWords = isWordUnit(item.unit);
    return [
      {
        metricId,
        label: item.label,
        state: tile.state,
        text: shown && inWords && tile.statusLabel ? tile.statusLabel : tile.text,
        unit: shown && !inWords ? item.unit : null,
        statusLabel: shown && !inWords ? tile.statusLabel : null,
        estimated: tile.estimated,
        colours: tile.colours,
        directionLabel: tile.windArrow?.directionLabel ?? null,
      },
    ];
  });
}
