import { chartCsv, dataViewCsvFileName, dataViewCsvText, tableCsv } from '@mesonet/shared/data-views/data-view-csv';
import { canDownloadData } from '@mesonet/shared/metrics/metric-visibility';
import { ApiError } from '../../http/api-error';
import { dataViewResult, type DataViewRequest } from './data-view-result';
import { stationEntry, upgradeRequiredMessage, type DataViewsDeps } from './data-view-steps';

/**
 * A download's limits: every reading of a 14-day window (raw resolution, see chart-points.ts), and a
 * month of one-minute rows for the table; longer graph windows come bucketed, as on screen.
 */
export const downloadMaxPoints = 25_000;
export const downloadMaxTableRows = 50_000;

/** A graph or table window as CSV (spec §9 data download): premium at its sites, all access, admin. */
export async function downloadDataView(deps: DataViewsDeps, request: DataViewRequest) {
  // Refused before any reading is read: a plan without download must not cost a full-resolution query.
  if (!canDownloadData(request.viewer, stationEntry(deps.live, request.stationSlug).station.slug))
    throw ApiError.field(403, 'base', upgradeRequiredMessage);
  const limits = { maxPoints: downloadMaxPoints, tableRows: downloadMaxTableRows };
  const answer = await dataViewResult(deps, request, limits);
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
}
