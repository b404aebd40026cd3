import {
  growingSeasonDataViewResultSchema,
  type GrowingSeasonDataViewResult,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/members/growing_seasons/{id}/data_views/{view}/data_view_hash with no window: the whole season
 * (sowing to harvest, or to now), one point a day, so it is at most a few hundred points.
 */
export function getSeasonDataView(
  seasonId: string,
  dataViewSlug: string,
  signal?: AbortSignal,
): Promise<GrowingSeasonDataViewResult> {
  const path = `/members/growing_seasons/${encodeURIComponent(seasonId)}/data_views/${encodeURIComponent(dataViewSlug)}/data_view_hash`;
  return api.get(path, growingSeasonDataViewResultSchema, { signal });
}

/** Keyed by user under 'growing-seasons': moving the Home location or editing the season refreshes it. */
export function useSeasonDataViewQuery(userId: number, seasonId: string, dataViewSlug: string) {
  return useQuery(
    queryOptions({
      queryKey: ['growing-seasons', userId, 'data-view', seasonId, dataViewSlug] as const,
      queryFn: ({ signal }) => getSeasonDataView(seasonId, dataViewSlug, signal),
    }),
  );
}
