import { stationDataViewsSchema, type StationDataViews } from '@mesonet/shared/contracts/data-views.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/members/sites/{slug}/data_views: the site and its views, each available or not for the member's plan. */
export function getStationDataViews(stationSlug: string, signal?: AbortSignal): Promise<StationDataViews> {
  return api.get(`/members/sites/${encodeURIComponent(stationSlug)}/data_views`, stationDataViewsSchema, { signal });
}

/** Keyed by user: one member's plan decides what the next one would see. */
export function stationDataViewsQueryOptions(stationSlug: string, userId: number) {
  return queryOptions({
    queryKey: ['site-data-views', stationSlug, userId] as const,
    queryFn: ({ signal }) => getStationDataViews(stationSlug, signal),
  });
}

export function useStationDataViewsQuery(stationSlug: string, userId: number) {
  return useQuery(stationDataViewsQueryOptions(stationSlug, userId));
}
