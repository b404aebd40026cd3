import type { DataViewResult } from '@mesonet/shared/contracts/data-views.schema';
import { findDataView } from '@mesonet/shared/data-views/data-view-catalogue';
import { isDashboardFresh, summaryRows } from '@mesonet/shared/data-views/dashboard-view';
import { updatedAtText } from '@mesonet/shared/data-views/station-time-text';
import {
  dataViewTitle,
  graphRangeFromQuery,
  graphRangeParam,
  type GraphRange,
} from '@mesonet/shared/data-views/station-view-cards';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { useUpgradeRequiredModal } from '@/components/upgrade-required/upgrade-required-modal';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { ApiError } from '@/lib/api-client';
import { useDataViewQuery } from '../api/get-data-view';
import { useStationDataViewsQuery } from '../api/get-station-data-views';
import { Dashboard } from './dashboard/dashboard';
import { StationSummaryTable } from './dashboard/station-summary-table';
import { GraphView } from './graph/graph-view';
import { LoadFailure } from '@/components/ui/load-failure';
import { DataTableView } from './table/data-table-view';
import { withGraphRange, type ViewHref } from './view-card';
import { ViewFrame } from './view-frame';
import { UpgradePrompt } from '@/components/upgrade-required/upgrade-prompt';

/** 'page': /sites/{slug}/data_views/{view}; 'panel': /map/{slug}/{view}, over the map. */
export type ViewPlace = 'page' | 'panel';

interface DataViewScreenProps {
  stationSlug: string;
  dataViewSlug: string;
  userId: number;
  place: ViewPlace;
  onClose: () => void;
  titleId?: string;
}

interface ViewContext extends DataViewScreenProps {
  /** From the address: 'all' opens a graph on the whole history ('Expanded All-History Graph'). */
  range: GraphRange;
  viewHref: ViewHref;
  frame: (title: string, body: ReactNode) => ReactNode;
}

/** One of a site's views by its kind (spec §2): a graph, the all-sensors table or the dashboard. */
export function DataViewScreen(props: DataViewScreenProps) {
  const { stationSlug, place, onClose, titleId } = props;
  const [searchParams] = useSearchParams();
  const viewHref: ViewHref = (dataViewSlug, range) =>
    withGraphRange(
      place === 'panel'
        ? paths.mapDataView.getHref({ stationSlug: stationSlug, dataViewSlug })
        : paths.stationDataView.getHref({ stationSlug: stationSlug, dataViewSlug }),
      range,
    );
  const frame = (title: string, body: ReactNode) => (
    <ViewFrame title={title} headingLevel={place === 'page' ? 1 : 2} titleId={titleId} onClose={onClose}>
      {body}
    </ViewFrame>
  );
  const range = graphRangeFromQuery(searchParams.get(graphRangeParam));
  const context: ViewContext = { ...props, range, viewHref, frame };

  // The catalogue knows each view's kind, so a graph never fetches the full result it would not use.
  const definition = findDataView(props.dataViewSlug);
  if (!definition) return frame('View not available', <NotAvailable stationSlug={stationSlug} />);
  if (definition.category === 'graph') return <GraphScreen {...context} />;
  return <ResultScreen {...context} loadingTitle={definition.name} />;
}

function GraphScreen({ stationSlug, dataViewSlug, userId, range, frame }: ViewContext) {
  const query = useStationDataViewsQuery(stationSlug, userId);
  const loadingTitle = findDataView(dataViewSlug)?.name ?? 'Graph';
  if (query.isPending) return frame(loadingTitle, <PageLoading label="Loading the graph…" />);
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return frame(loadingTitle, <NotAvailable stationSlug={stationSlug} />);
    }
    return frame(loadingTitle, <LoadFailure what="The graph" query={query} />);
  }
  const { site: station, data_views: dataViews } = query.data;
  const view = dataViews.find((candidate) => candidate.slug === dataViewSlug);
  if (!view || view.unavailable_reason === 'unsupported')
    return frame(loadingTitle, <NotAvailable stationSlug={stationSlug} />);
  const title = dataViewTitle({ name: view.name, category: view.data_view_type_category }, station.name);
  if (!view.available) return frame(title, <UpgradeRequired />);
  return frame(title, <GraphView site={station} dataView={view} initialRange={range} />);
}

function ResultScreen({
  stationSlug,
  dataViewSlug,
  userId,
  frame,
  loadingTitle,
  ...context
}: ViewContext & { loadingTitle: string }) {
  const query = useDataViewQuery(stationSlug, dataViewSlug, userId);
  if (query.data) {
    const { site: station, data_view: view } = query.data;
    const title = dataViewTitle({ name: view.name, category: view.data_view_type_category }, station.name);
    return frame(
      title,
      <>
        {query.isError ? (
          <p className="view-frame__status" role="status">
            Could not refresh: showing the last readings received.
          </p>
        ) : null}
        <ResultBody
          result={query.data}
          {...context}
          stationSlug={stationSlug}
          dataViewSlug={dataViewSlug}
          userId={userId}
        />
      </>,
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    if (status === 403) return frame(loadingTitle, <UpgradeRequired />);
    if (status === 404) return frame(loadingTitle, <NotAvailable stationSlug={stationSlug} />);
    return frame(loadingTitle, <LoadFailure what="This view" query={query} />);
  }
  return frame(loadingTitle, <PageLoading label="Loading…" />);
}

function ResultBody({
  result,
  stationSlug,
  dataViewSlug,
  place,
  viewHref,
  userId,
}: Pick<ViewContext, 'stationSlug' | 'dataViewSlug' | 'place' | 'viewHref' | 'userId'> & { result: DataViewResult }) {
  const upgrade = useUpgradeRequiredModal();
  const nowMs = useNow();
  const { site: station } = result;
  const sectionLevel = place === 'page' ? 2 : 3;
  let body: ReactNode = <NotAvailable stationSlug={stationSlug} />;
  if (result.dashboard) {
    body = (
      <Dashboard
        site={station}
        dashboard={result.dashboard}
        viewsListHref={paths.stationDataViews.getHref({ stationSlug: stationSlug })}
        viewHref={viewHref}
        onUpgrade={upgrade.show}
        headingLevel={sectionLevel}
        userId={userId}
        dashboardHref={(otherSlug) =>
          (place === 'panel' ? paths.mapDataView : paths.stationDataView).getHref({
            stationSlug: otherSlug,
            dataViewSlug: 'dashboard',
          })
        }
      />
    );
  } else if (result.table) {
    body = (
      <DataTableView
        site={station}
        dataViewSlug={dataViewSlug}
        title={result.data_view.name}
        table={result.table}
        canDownload={result.data_download}
      />
    );
  } else if (result.site_summary) {
    const lastUpdated = result.site_summary.current_data_last_updated;
    body = (
      <StationSummaryTable
        stationName={station.name}
        rows={summaryRows(result.site_summary.items, isDashboardFresh(lastUpdated, station.aws_type, nowMs))}
        updatedText={updatedAtText(lastUpdated, nowMs, station.timezone_name)}
        updating={false}
        onUpgrade={upgrade.show}
        headingLevel={sectionLevel}
      />
    );
  }
  return (
    <>
      {body}
      {upgrade.modal}
    </>
  );
}

/** 403: the plan does not include the view (spec §2 upgrade-required text). */
function UpgradeRequired() {
  return <UpgradePrompt className="view-frame__message" />;
}

/** 404: an unknown station or view, or one this station cannot measure. */
function NotAvailable({ stationSlug }: { stationSlug: string }) {
  return (
    <div className="view-frame__message">
      <p>This view is not available for this station.</p>
      <ul className="view-frame__links">
        <li>
          <Link to={paths.stationDataViews.getHref({ stationSlug: stationSlug })}>All views for this station</Link>
        </li>
        <li>
          <Link to={paths.sites.getHref()}>Back to Sites</Link>
        </li>
        <li>
          <Link to={paths.map.getHref()}>Map</Link>
        </li>
      </ul>
    </div>
  );
}
