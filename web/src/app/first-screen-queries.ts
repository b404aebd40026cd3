import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { hasSessionCookie, readStoredUser } from '@/lib/session';
import { stationsAudience, stationsQueryOptions } from '@/lib/stations-query';

const isMapPath = (pathname: string) =>
  [paths.map.path, paths.mapDataView.path].some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * The map is the first screen, and its markers need the stations: they are asked for before React
 * renders (index.html has already preloaded the visitors' answer), so the first render of the map has them
 * and draws the markers with the map instead of one render later (docs/benchmarks.md "The map's first
 * load"). The key is the one the map asks with: the stored user's while their session is being checked.
 */
export function startFirstScreenQueries(queryClient: QueryClient, pathname: string): void {
  if (!isMapPath(pathname)) return;
  const user = hasSessionCookie() ? readStoredUser() : null;
  void queryClient.prefetchQuery(stationsQueryOptions(stationsAudience(user), user?.id ?? null));
}
