/**
 * Data views of a site for a signed-in viewer: the list with availability per plan, and each view's
 * result. Every value passes the visibility rule (metric-visibility.ts) before it leaves: series,
 * table columns and current values outside the plan are left out or sent without a value.
 */
import type { DataViewQuery, DataViewResult, SiteDataViews } from '@mesonet/shared/contracts/data-views.schema';
import {
  dataViewAvailability,
  dataViews,
  findDataView,
  historyForViewer,
  type DataViewDefinition,
} from '@mesonet/shared/data-views/data-view-catalogue';
import { seriesIsShown, type ReadingField } from '@mesonet/shared/data-views/data-view-series';
import { canDownloadData, type Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationType } from '@mesonet/shared/stations/raw-channels';
import { ApiError } from '../../http/api-error';
import type { LiveNetwork, LiveSite } from '../live/live-network';
import { createDataViewChartsService } from './data-view-charts.service';
import { resolveWindow } from './data-view-window';
import {
  presentDashboard,
  presentListItem,
  presentSiteRef,
  presentSiteSummaryItems,
  presentTable,
} from './data-views.presenter';
import type { DataViewsRepository } from './data-views.repository';

/** Points per series unless the browser asks for another number (about a wide chart's width in pixels). */
export const defaultMaxPoints = 1000;
/** Rows of the all-sensors table at most: two days of one-minute readings fit. */
export const maxTableRows = 3000;
/** The text of the spec's upgrade-required modal (spec §2 "Map screen"). */
export const upgradeRequiredMessage = 'To view this content you must upgrade your billing plan.';

export function createDataViewsService(deps: {
  repository: DataViewsRepository;
  live: LiveNetwork;
  clock: () => Date;
}) {
  const { repository, live, clock } = deps;
  const charts = createDataViewChartsService({ repository });

  function siteEntry(siteSlug: string): LiveSite {
    const entry = live.sites().find((e) => e.site.slug === siteSlug);
    if (!entry) throw ApiError.field(404, 'site_slug', 'is not a known station');
    return entry;
  }

  const siteRefOf = (entry: LiveSite) => ({ slug: entry.site.slug, awsType: entry.site.awsType as StationType });

  function listItem(viewer: Viewer, entry: LiveSite, view: DataViewDefinition) {
    return presentListItem(
      view,
      dataViewAvailability(viewer, siteRefOf(entry), view),
      historyForViewer(viewer, entry.site.slug, view),
    );
  }

  async function table(viewer: Viewer, entry: LiveSite, view: DataViewDefinition, query: DataViewQuery) {
    const history = historyForViewer(viewer, entry.site.slug, view) ?? '48h';
    const window = resolveWindow({
      history,
      normal: view.history ?? '48h',
      nowMs: clock().getTime(),
      timezone: entry.site.timezoneName,
      requestedFromMs: query.from === undefined ? undefined : Date.parse(query.from),
      requestedToMs: query.to === undefined ? undefined : Date.parse(query.to),
      firstDataMs: history === 'all' ? await repository.firstReadingMs(entry.site.id) : null,
    });
    const columns = view.series.filter((c) => seriesIsShown(viewer, siteRefOf(entry), c));
    const fields = [
      ...new Set(columns.flatMap((c): ReadingField[] => (c.source.kind === 'reading' ? [c.source.field] : []))),
    ];
    const readings = await repository.readings(entry.site.id, fields, window.fromMs, window.toMs, {
      newestFirst: true,
      limit: maxTableRows + 1,
    });
    return presentTable(columns, readings, window, maxTableRows);
  }

  return {
    list(viewer: Viewer, siteSlug: string): SiteDataViews {
      const entry = siteEntry(siteSlug);
      return {
        site: presentSiteRef(entry.site),
        data_views: dataViews.map((view) => listItem(viewer, entry, view)),
      };
    },

    async result(viewer: Viewer, siteSlug: string, viewSlug: string, query: DataViewQuery): Promise<DataViewResult> {
      const entry = siteEntry(siteSlug);
      const view = findDataView(viewSlug);
      if (!view) throw ApiError.field(404, 'data_view_slug', 'is not a known data view');
      const availability = dataViewAvailability(viewer, siteRefOf(entry), view);
      if (availability === 'unsupported')
        throw ApiError.field(404, 'data_view_slug', 'is not measured at this station');
      if (availability === 'upgrade') throw ApiError.field(403, 'base', upgradeRequiredMessage);
      const result: DataViewResult = {
        site: presentSiteRef(entry.site),
        data_view: listItem(viewer, entry, view),
        data_download:
          (view.category === 'graph' || view.category === 'data_table') && canDownloadData(viewer, entry.site.slug),
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
              availability: dataViewAvailability(viewer, siteRefOf(entry), v),
              history: historyForViewer(viewer, entry.site.slug, v) ?? '48h',
            }));
          return { ...result, dashboard: presentDashboard(entry, viewer, graphs) };
        }
        case 'summary':
          return {
            ...result,
            site_summary: {
              items: presentSiteSummaryItems(entry, viewer),
              current_data_last_updated: entry.lastReadingMs,
            },
          };
        case 'data_table':
          return { ...result, table: await table(viewer, entry, view, query) };
        case 'graph':
          return {
            ...result,
            chart: await charts.chart({
              viewer,
              site: entry.site,
              view,
              history: historyForViewer(viewer, entry.site.slug, view) ?? '48h',
              nowMs: clock().getTime(),
              fromMs: query.from === undefined ? undefined : Date.parse(query.from),
              toMs: query.to === undefined ? undefined : Date.parse(query.to),
              maxPoints: query.max_points ?? defaultMaxPoints,
            }),
          };
      }
    },
  };
}
export type DataViewsService = ReturnType<typeof createDataViewsService>;
