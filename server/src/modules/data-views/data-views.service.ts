/**
 * Data views of a site for a signed-in viewer: the list with availability per plan, and each view's
 * result. Every value passes the visibility rule (metric-visibility.ts) before it leaves: series,
 * table columns and current values outside the plan are left out or sent without a value. Each
 * operation lives in the file named for it.
 */
import type { DataViewQuery, StationDataViews } from '@mesonet/shared/contracts/data-views.schema';
import { dataViews } from '@mesonet/shared/data-views/data-view-catalogue';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { LiveNetwork } from '../live/live-network';
import { createDataViewChartsService } from './data-view-charts.service';
import { downloadDataView } from './data-view-download';
import { dataViewResult, maxTableRows } from './data-view-result';
import { listItem, stationEntry, stationForecaster, type DataViewsDeps } from './data-view-steps';
import type { DataViewsRepository } from './data-views.repository';
import { presentStationRef } from './data-views.presenter';

function listDataViews(deps: DataViewsDeps, viewer: Viewer, stationSlug: string): StationDataViews {
  const entry = stationEntry(deps.live, stationSlug);
  return {
    site: presentStationRef(entry.station),
    data_views: dataViews.map((view) => listItem(viewer, entry, view)),
  };
}

export function createDataViewsService(serviceDeps: {
  repository: DataViewsRepository;
  live: LiveNetwork;
  clock: () => Date;
}) {
  const { repository, live } = serviceDeps;
  const charts = createDataViewChartsService({ repository, forecaster: (station) => stationForecaster(live, station) });
  const deps: DataViewsDeps = { ...serviceDeps, charts };
  return {
    list: (viewer: Viewer, stationSlug: string) => listDataViews(deps, viewer, stationSlug),
    result: (viewer: Viewer, stationSlug: string, viewSlug: string, query: DataViewQuery) =>
      dataViewResult(deps, { viewer, stationSlug, viewSlug, query }, { tableRows: maxTableRows }),
    download: (viewer: Viewer, stationSlug: string, viewSlug: string, query: DataViewQuery) =>
      downloadDataView(deps, { viewer, stationSlug, viewSlug, query }),
  };
}
export type DataViewsService = ReturnType<typeof createDataViewsService>;
