import type { DataViewQuery, DataViewTable } from '@mesonet/shared/contracts/data-views.schema';
import { historyForViewer, type DataViewDefinition } from '@mesonet/shared/data-views/data-view-catalogue';
import { seriesIsShown, type ReadingField } from '@mesonet/shared/data-views/data-view-series';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { LiveStation } from '../live/live-network';
import { requestedWindowMs, stationRefOf, viewWindow, type DataViewsDeps } from './data-view-steps';
import { presentTable } from './data-views.presenter';
import { estimatedInWindow } from './estimated-series';

/** The all-sensors table: the columns the viewer may see, newest reading first, at most `maxRows`. */
export async function dataViewTable(
  deps: Pick<DataViewsDeps, 'repository' | 'clock'>,
  request: { viewer: Viewer; entry: LiveStation; view: DataViewDefinition; query: DataViewQuery },
  maxRows: number,
): Promise<DataViewTable> {
  const { repository } = deps;
  const { viewer, entry, view, query } = request;
  const station = entry.station;
  const window = await viewWindow(
    {
      site: station,
      view,
      history: historyForViewer(viewer, station.slug, view) ?? '48h',
      nowMs: deps.clock().getTime(),
      ...requestedWindowMs(query),
    },
    () => repository.firstReadingMs(station.id),
  );
  const columns = view.series.filter((c) => seriesIsShown(viewer, stationRefOf(entry), c));
  const fields = [
    ...new Set(columns.flatMap((c): ReadingField[] => (c.source.kind === 'reading' ? [c.source.field] : []))),
  ];
  const readings = await repository.readings(station.id, fields, window.fromMs, window.toMs, {
    newestFirst: true,
    limit: maxRows + 1,
    qcFlags: true,
  });
  const estimated = await estimatedInWindow(
    repository,
    station,
    columns.map((c) => c.metricId),
    window,
  );
  return presentTable(columns, readings, window, maxRows, estimated);
}
