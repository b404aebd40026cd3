/**
 * Data views of a site for a signed-in viewer: the list with availability per plan, and each view's
 * result. Every value passes the visibility rule (metric-visibility.ts) before it leaves: series,
 * table columns and current values outside the plan are left out or sent without a value.
 */
import type { DataViewQuery, DataViewResult, StationDataViews } from '@mesonet/shared/contracts/data-views.schema';
import {
  dataViewAvailability,
  dataViews,
  findDataView,
  historyForViewer,
  type DataViewDefinition,
} from '@mesonet/shared/data-views/data-view-catalogue';
import { chartCsv, dataViewCsvFileName, dataViewCsvText, tableCsv } from '@mesonet/shared/data-views/data-view-csv';
import { seriesIsShown, type ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { canDownloadData, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { ApiError } from '../../http/api-error';
import type { LiveNetwork, LiveStation } from '../live/live-network';
import { createDataViewChartsService } from './data-view-charts.service';
import { resolveWindow } from './data-view-window';
import {
  presentDashboard,
  presentListItem,
  presentStationRef,
  presentStationSummaryItems,
  presentTable,
} from './data-views.presenter';
import type { DataViewsRepository } from './data-views.repository';
import { estimatedInWindow } from './estimated-series';

/** Points per series unless the browser asks for another number (about a wide chart's width in pixels). */
export const defaultMaxPoints = 1000;
/** Rows of the all-sensors table at most: two days of one-minute readings fit. */
export const maxTableRows = 3000;
/**
 * A download's limits: every reading of a 14-day window (raw resolution, see chart-points.ts), and a
 * month of one-minute rows for the table; longer graph windows come bucketed, as on screen.
 */
export const downloadMaxPoints = 25_000;
export const downloadMaxTableRows = 50_000;

interface ResultLimits {
  maxPoints?: number;
  tableRows: number;
}
/** The text of the spec's upgrade-required modal (spec §2 "Map screen"). */
export const upgradeRequiredMessage = 'To view this content you must upgrade your billing plan.';

export function createDataViewsService(deps: {
  repository: DataViewsRepository;
  live: LiveNetwork;
  clock: () => Date;
}) {
  const { repository, live, clock } = deps;
  const charts = createDataViewChartsService({
    repository,
    forecaster: (station) => {
      const entry = live.stations().find((e) => e.station.id === station.id);
      if (!entry) throw ApiError.field(404, 'site_slug', 'is not a known station');
      return live.forecasterOf(entry);
    },
  });

  function stationEntry(stationSlug: string): LiveStation {
    const entry = live.stations().find((e) => e.station.slug === stationSlug);
    if (!entry) throw ApiError.field(404, 'site_slug', 'is not a known station');
    return entry;
  }

  const stationRefOf = (entry: LiveStation) => ({
    slug: entry.station.slug,
    awsType: entry.station.awsType as StationType,
  });

  function listItem(viewer: Viewer, entry: LiveStation, view: DataViewDefinition) {
    return presentListItem(
      view,
      dataViewAvailability(viewer, stationRefOf(entry), view),
      historyForViewer(viewer, entry.station.slug, view),
    );
  }

  async function table(
    viewer: Viewer,
    entry: LiveStation,
    view: DataViewDefinition,
    query: DataViewQuery,
    maxRows: number,
  ) {
    const history = historyForViewer(viewer, entry.station.slug, view) ?? '48h';
    const window = resolveWindow({
      history,
      normal: view.history ?? '48h',
      nowMs: clock().getTime(),
      timezone: entry.station.timezoneName,
      requestedFromMs: query.from === undefined ? undefined : Date.parse(query.from),
      requestedToMs: query.to === undefined ? undefined : Date.parse(query.to),
      firstDataMs: history === 'all' ? await repository.firstReadingMs(entry.station.id) : null,
    });
    const columns = view.series.filter((c) => seriesIsShown(viewer, stationRefOf(entry), c));
    const fields = [
      ...new Set(columns.flatMap((c): ReadingField[] => (c.source.kind === 'reading' ? [c.source.field] : []))),
    ];
    const readings = await repository.readings(entry.station.id, fields, window.fromMs, window.toMs, {
      newestFirst: true,
      limit: maxRows + 1,
      qcFlags: true,
    });
    const estimated = await estimatedInWindow(
      repository,
      entry.station,
      columns.map((c) => c.metricId),
      window,
    );
    return presentTable(columns, readings, window, maxRows, estimated);
  }

  async function result(
    viewer: Viewer,
    stationSlug: string,
    viewSlug: string,
    query: DataViewQuery,
    limits: ResultLimits,
  ): Promise<DataViewResult> {
    const entry = stationEntry(stationSlug);
    const view = findDataView(viewSlug);
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
      case 'dashboard': {
        const graphs = dataViews
          .filter((v) => v.category === 'graph')
          .map((v) => ({
            view: v,
            availability: dataViewAvailability(viewer, stationRefOf(entry), v),
            history: historyForViewer(viewer, entry.station.slug, v) ?? '48h',
          }));
        return { ...base, dashboard: presentDashboard(entry, viewer, live.legends(), graphs) };
      }
      case 'summary':
        return {
          ...base,
          site_summary: {
            items: presentStationSummaryItems(entry, viewer, live.legends()),
            current_data_last_updated: entry.lastReadingMs,
          },
        };
      case 'data_table':
        return { ...base, table: await table(viewer, entry, view, query, limits.tableRows) };
      case 'graph':
        return {
          ...base,
          chart: await charts.chart({
            viewer,
            site: entry.station,
            view,
            history: historyForViewer(viewer, entry.station.slug, view) ?? '48h',
            nowMs: clock().getTime(),
            fromMs: query.from === undefined ? undefined : Date.parse(query.from),
            toMs: query.to === undefined ? undefined : Date.parse(query.to),
            maxPoints: limits.maxPoints ?? query.max_points ?? defaultMaxPoints,
          }),
        };
    }
  }

  return {
    list(viewer: Viewer, stationSlug: string): StationDataViews {
      const entry = stationEntry(stationSlug);
      return {
        site: presentStationRef(entry.station),
        data_views: dataViews.map((view) => listItem(viewer, entry, view)),
      };
    },

    result(viewer: Viewer, stationSlug: string, viewSlug: string, query: DataViewQuery): Promise<DataViewResult> {
      return result(viewer, stationSlug, viewSlug, query, { tableRows: maxTableRows });
    },

    /** A graph or table window as CSV (spec §9 data download): premium at its sites, all access, admin. */
    async download(viewer: Viewer, stationSlug: string, viewSlug: string, query: DataViewQuery) {
      // Refused before any reading is read: a plan without download must not cost a full-resolution query.
      if (!canDownloadData(viewer, stationEntry(stationSlug).station.slug))
        throw ApiError.field(403, 'base', upgradeRequiredMessage);
      const limits = { maxPoints: downloadMaxPoints, tableRows: downloadMaxTableRows };
      const answer = await result(viewer, stationSlug, viewSlug, query, limits);
      const timeZone = answer.site.timezone_name;
      const csv = answer.chart
        ? { data: chartCsv(answer.chart, timeZone), window: answer.chart.time_window, truncated: false }
        : answer.table
          ? {
              data: tableCsv(answer.table, timeZone),
              window: answer.table.metadata.time_window,
              truncated: answer.table.metadata.truncated,
            }
          : null;
      if (!csv) throw ApiError.field(404, 'data_view_slug', 'has no graph or table to download');
      const { from_ms: fromMs, to_ms: toMs } = csv.window;
      return {
        fileName: dataViewCsvFileName(answer.site.slug, answer.data_view.slug, fromMs, toMs, timeZone),
        text: dataViewCsvText(csv.data),
        truncated: csv.truncated,
      };
    },
  };
}
export type DataViewsService = ReturnType<typeof createDataViewsService>;
