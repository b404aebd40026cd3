import { dataViewResultSchema, type DataViewResult } from '@mesonet/shared/contracts/data-views.schema';
import { graphRangeWindow, type GraphRangeChoice } from '@mesonet/shared/data-views/graph-range';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §4: graphs refresh every 60 s while the tab is shown. */
export const dataViewChartRefreshIntervalMs = 60_000;

export interface DataViewChartRequest {
  stationSlug: string;
  dataViewSlug: string;
  /** A range choice, or null for the view's own opening window (no from/to). */
  range: GraphRangeChoice | null;
  /** About the plot's width in pixels (graphMaxPoints). */
  maxPoints: number;
  /**
   * The earliest time the viewer may see, from the last answer. Not part of the key: it only matters
   * for 'All', and a start before the plan's limit is clamped by the server anyway (0 before any answer).
   */
  earliestMs: number | null;
}

/**
 * GET /api/members/sites/{slug}/data_views/{view}/data_view_hash for a graph. A range choice is turned into
 * from/to when the request is sent, so each 60-second refresh moves the window on to now.
 */
export function getDataViewChart(request: DataViewChartRequest, signal?: AbortSignal): Promise<DataViewResult> {
  const { stationSlug, dataViewSlug, range, maxPoints, earliestMs } = request;
  const path = `/members/sites/${encodeURIComponent(stationSlug)}/data_views/${encodeURIComponent(dataViewSlug)}/data_view_hash`;
  const window = range === null ? null : graphRangeWindow(range, { toMs: Date.now(), earliestMs: earliestMs ?? 0 });
  return api.get(path, dataViewResultSchema, {
    query: {
      from: window ? new Date(window.fromMs).toISOString() : undefined,
      to: window ? new Date(window.toMs).toISOString() : undefined,
      max_points: String(maxPoints),
    },
    signal,
  });
}

/** Keyed by user: one member's plan decides what the next one would see. */
export function dataViewChartQueryOptions(request: DataViewChartRequest, userId: number | null) {
  const { stationSlug, dataViewSlug, range, maxPoints } = request;
  return queryOptions({
    queryKey: ['data-view-chart', stationSlug, dataViewSlug, userId, range, maxPoints] as const,
    queryFn: ({ signal }) => getDataViewChart(request, signal),
    // ARCHITECTURE.md "live data": every 60 s while the tab is shown, none while it is hidden, and at
    // once when it is shown again.
    refetchInterval: dataViewChartRefreshIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    // A new range or width keeps the chart on screen until its answer arrives; another graph never does.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === stationSlug && previousQuery.queryKey[2] === dataViewSlug
        ? keepPreviousData(previous)
        : undefined,
  });
}

export function useDataViewChartQuery(
  request: DataViewChartRequest,
  userId: number | null,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...dataViewChartQueryOptions(request, userId), enabled: options.enabled ?? true });
}
