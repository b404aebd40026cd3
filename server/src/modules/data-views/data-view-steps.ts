/** What the data-view operations share: their deps, the station asked for, its list item and window. */
import type { DataViewQuery } from '@mesonet/shared/contracts/data-views.schema';
import {
  dataViewAvailability,
  historyForViewer,
  type DataViewDefinition,
  type HistoryKey,
} from '@mesonet/shared/data-views/data-view-catalogue';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { ApiError } from '../../http/api-error';
import type { LiveNetwork, LiveStation } from '../live/live-network';
import type { StationRow } from '../stations/stations.tables';
import type { DataViewChartsService } from './data-view-charts.service';
import { resolveWindow, type ResolvedWindow } from './data-view-window';
import type { DataViewsRepository } from './data-views.repository';
import { presentListItem } from './data-views.presenter';
import type { StationForecaster } from './forecast-skill.service';

export interface DataViewsDeps {
  repository: DataViewsRepository;
  live: LiveNetwork;
  clock: () => Date;
  charts: DataViewChartsService;
}

/** The text of the spec's upgrade-required modal (spec §2 "Map screen"). */
export const upgradeRequiredMessage = 'To view this content you must upgrade your billing plan.';

const unknownStation = () => ApiError.field(404, 'site_slug', 'is not a known station');

export function stationEntry(live: LiveNetwork, stationSlug: string): LiveStation {
  const entry = live.stations().find((e) => e.station.slug === stationSlug);
  if (!entry) throw unknownStation();
  return entry;
}

/** The station's σw forecaster, as the live network keeps it. */
export function stationForecaster(live: LiveNetwork, station: StationRow): Promise<StationForecaster> {
  const entry = live.stations().find((e) => e.station.id === station.id);
  if (!entry) throw unknownStation();
  return live.forecasterOf(entry);
}

export const stationRefOf = (entry: LiveStation) => ({
  slug: entry.station.slug,
  awsType: entry.station.awsType as StationType,
});

export function listItem(viewer: Viewer, entry: LiveStation, view: DataViewDefinition) {
  return presentListItem(
    view,
    dataViewAvailability(viewer, stationRefOf(entry), view),
    historyForViewer(viewer, entry.station.slug, view),
  );
}

/** The from and to a viewer asked for, if any. */
export function requestedWindowMs(query: DataViewQuery): { fromMs?: number; toMs?: number } {
  return {
    fromMs: query.from === undefined ? undefined : Date.parse(query.from),
    toMs: query.to === undefined ? undefined : Date.parse(query.to),
  };
}

export interface ViewWindowRequest {
  site: StationRow;
  view: DataViewDefinition;
  history: HistoryKey;
  nowMs: number;
  fromMs?: number;
  toMs?: number;
}

/** A graph's or table's window; `firstDataMs` is asked only for an all-history window. */
export async function viewWindow(
  request: ViewWindowRequest,
  firstDataMs: () => Promise<number | null>,
): Promise<ResolvedWindow> {
  return resolveWindow({
    history: request.history,
    normal: request.view.history ?? '48h',
    nowMs: request.nowMs,
    timezone: request.site.timezoneName,
    requestedFromMs: request.fromMs,
    requestedToMs: request.toMs,
    firstDataMs: request.history === 'all' ? await firstDataMs() : null,
  });
}
