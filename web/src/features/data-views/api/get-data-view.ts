import { dataViewResultSchema, type DataViewResult } from '@mesonet/shared/contracts/data-views.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §4: live readings refresh every 60 s. */
export const dataViewRefreshIntervalMs = 60_000;

/**
 * GET /api/members/sites/{slug}/data_views/{view}/data_view_hash with no window: the dashboard's current
 * values, or the table's normal window ending now. (Graphs ask for their own windows, in graph/.)
 */
export function getDataView(stationSlug: string, dataViewSlug: string, signal?: AbortSignal): Promise<DataViewResult> {
  const path = `/members/sites/${encodeURIComponent(stationSlug)}/data_views/${encodeURIComponent(dataViewSlug)}/data_view_hash`;
  return api.get(path, dataViewResultSchema, { signal });
}

/** Keyed by user: one member's plan decides what the next one would see. */
export function dataViewQueryOptions(stationSlug: string, dataViewSlug: string, userId: number) {
  return queryOptions({
    queryKey: ['data-view', stationSlug, dataViewSlug, userId] as const,
    queryFn: ({ signal }) => getDataView(stationSlug, dataViewSlug, signal),
    // ARCHITECTURE.md "live data": every 60 s while the tab is shown, none while it is hidden, and at
    // once when it is shown again, however fresh the last answer.
    refetchInterval: dataViewRefreshIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}

export function useDataViewQuery(stationSlug: string, dataViewSlug: string, userId: number) {
  return useQuery(dataViewQueryOptions(stationSlug, dataViewSlug, userId));
}
