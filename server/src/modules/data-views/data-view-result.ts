import type { DataViewQuery, DataViewResult } from '@mesonet/shared/contracts/data-views.schema';
import {
  dataViewAvailability,
  dataViews,
  findDataView,
  historyForViewer,
} from '@mesonet/shared/data-views/data-view-catalogue';
import { canDownloadData, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { ApiError } from '../../http/api-error';
import type { LiveStation } from '../live/live-network';
import { presentStationSprayVerdict } from '../live/station-spray.presenter';
import {
  listItem,
  requestedWindowMs,
  stationEntry,
  stationRefOf,
  upgradeRequiredMessage,
  type DataViewsDeps,
} from './data-view-steps';
import { dataViewTable } from './data-view-table';
import { presentDashboard, presentStationRef, presentStationSummaryItems } from './data-views.presenter';

/** Points per series unless the browser asks for another number (about a wide chart's width in pixels). */
export const defaultMaxPoints = 1000;
/** Rows of the all-sensors table at most: two days of one-minute readings fit. */
export const maxTableRows = 3000;

export interface ResultLimits {
  maxPoints?: number;
  tableRows: number;
}

export interface DataViewRequest {
  viewer: Viewer;
  stationSlug: string;
  viewSlug: string;
  query: DataViewQuery;
}

/** The dashboard: key indicators, every current value and the graphs it links to with their windows. */
function dashboard(deps: DataViewsDeps, viewer: Viewer, entry: LiveStation) {
  const graphs = dataViews
    .filter((v) => v.category === 'graph')
    .map((v) => ({
      view: v,
      availability: dataViewAvailability(viewer, stationRefOf(entry), v),
      history: historyForViewer(viewer, entry.station.slug, v) ?? '48h',
    }));
  return {
    ...presentDashboard(entry, viewer, deps.live.legends(), graphs),
    spray_verdict: presentStationSprayVerdict(entry, viewer),
  };
}

/** A data view's result, refused (403, 404) where the station or the viewer's plan cannot have it. */
export async function dataViewResult(
  deps: DataViewsDeps,
  request: DataViewRequest,
  limits: ResultLimits,
): Promise<DataViewResult> {
  const { viewer, query } = request;
  const entry = stationEntry(deps.live, request.stationSlug);
  const view = findDataView(request.viewSlug);
  if (!view) throw ApiError.field(404, 'data_view_slug', 'is not a known data view');
  const availability = dataViewAvailability(viewer, stationRefOf(entry), view);
  if (availability === 'unsupported') throw ApiError.field(404, 'data_view_slug', 'is not measured at this station');
  if (availability === 'upgrade') throw ApiError.field(403, 'base', upgradeRequiredMessage);
  const base: DataViewResult = {
    site: presentStationRef(entry.station),
    data_view: listItem(viewer, entry, view),
    data_download:
      (view.category === 'graph' || view.category === 'data_table') && canDownloadData(viewer, entry.station.slug),
    chart: null,
    table: null,
    dashboard: null,
    site_summary: null,
  };
  switch (view.category) {
    case 'dashboard':
      return { ...base, dashboard: dashboard(deps, viewer, entry) };
    case 'summary':
      return {
        ...base,
        site_summary: {
          items: presentStationSummaryItems(entry, viewer, deps.live.legends()),
          current_data_last_updated: entry.lastReadingMs,
        },
      };
    case 'data_table':
      return { ...base, table: await dataViewTable(deps, { viewer, entry, view, query }, limits.tableRows) };
    case 'graph':
      return {
        ...base,
        chart: await deps.charts.chart({
          viewer,
          site: entry.station,
          view,
          history: historyForViewer(viewer, entry.station.slug, view) ?? '48h',
          nowMs: deps.clock().getTime(),
          ...requestedWindowMs(query),
          maxPoints: limits.maxPoints ?? query.max_points ?? defaultMaxPoints,
        }),
      };
  }
}
