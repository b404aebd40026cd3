import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { GrowingSeasonDataViewResult } from '@mesonet/shared/contracts/growing-seasons.schema';
import { canViewGrowingSeasons } from '@mesonet/shared/growing-seasons/growing-season-access';
import { findSeasonDataView } from '@mesonet/shared/growing-seasons/season-data-views';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSeasonDataViewQuery } from '../api/get-season-data-view';
import { UpgradeNeeded } from './season-notes';
import { seasonDateText } from '@mesonet/shared/growing-seasons/season-text';
import { LoadFailure } from '@/components/ui/load-failure';
import './growing-seasons.css';

interface SeasonGraphScreenProps {
  user: AuthUser;
  growingSeasonSlug: string;
  dataViewSlug: string;
  /** The page around the graph: its title and close button (the site views' frame, composed by the route). */
  frame: (title: string, body: ReactNode) => ReactNode;
  /** The chart itself (the site graphs' chart component, composed by the route). */
  chart: (result: GrowingSeasonDataViewResult) => ReactNode;
}

/** /my/growing_seasons/{slug}/data_views/{view} (spec §2, graph views only): one season graph. */
export function SeasonGraphScreen({ user, ...graph }: SeasonGraphScreenProps) {
  const loadingTitle = findSeasonDataView(graph.dataViewSlug)?.name ?? 'Growing Season Graph';
  if (!canViewGrowingSeasons(user)) return graph.frame(loadingTitle, <UpgradeNeeded />);
  return <SeasonGraph userId={user.id} loadingTitle={loadingTitle} {...graph} />;
}

function SeasonGraph({
  userId,
  growingSeasonSlug,
  dataViewSlug,
  loadingTitle,
  frame,
  chart,
}: Omit<SeasonGraphScreenProps, 'user'> & { userId: number; loadingTitle: string }) {
  const query = useSeasonDataViewQuery(userId, growingSeasonSlug, dataViewSlug);
  const seasonLink = (
    <p className="season-back">
      <Link to={paths.growingSeason.getHref({ growingSeasonSlug })}>« Back to the growing season</Link>
    </p>
  );

  if (query.isPending) return frame(loadingTitle, <PageLoading label="Loading the graph…" />);
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    // The plan does not show this graph at the season's station.
    if (query.error instanceof ApiError && query.error.status === 403) {
      return frame(
        loadingTitle,
        <>
          {seasonLink}
          <UpgradeNeeded />
        </>,
      );
    }
    return frame(
      loadingTitle,
      <>
        {seasonLink}
        {notFound ? (
          <p>This graph is not available: the growing season may have been deleted.</p>
        ) : (
          <LoadFailure what="The graph" query={query} />
        )}
      </>,
    );
  }

  const result = query.data;
  const season = result.growing_season;
  return frame(
    `${result.data_view.name}: ${season.name}`,
    <>
      {seasonLink}
      <p className="season-graph__about">
        Sown {seasonDateText(season.sowing_date)}
        {season.harvest_date ? `, harvested ${seasonDateText(season.harvest_date)}` : ''}. Daily values at{' '}
        {result.site.name}, the station nearest the season’s location.
      </p>
      {result.data_processing ? (
        <Alert tone="info">
          <p>The station has no daily readings for this season yet.</p>
        </Alert>
      ) : null}
      {chart(result)}
    </>,
  );
}
