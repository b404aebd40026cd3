import {
  catalogueLegendBands,
  legendBandsFromStatuses,
  metricDisplayStatuses,
  metricDisplayStatusesResponseSchema,
  type LegendBands,
  type MetricDisplayStatus,
} from '@mesonet/shared/metrics/metric-display-statuses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const metricDisplayStatusesKey = ['metric-display-statuses'] as const;

/** The catalogue's statuses: what the app shows until the served ones arrive, and if they cannot. */
const catalogueStatuses: MetricDisplayStatus[] = metricDisplayStatuses(catalogueLegendBands);

/**
 * GET /api/metric_display_statuses: every metric's legend bands with the operator's edits, one query
 * for the whole app. The colours and labels change rarely, so the answer is kept for 10 minutes; it
 * starts from the catalogue so that the map never waits for it.
 */
export function useLegendBands(): LegendBands {
  const query = useQuery({
    queryKey: metricDisplayStatusesKey,
    queryFn: ({ signal }) => api.get('/metric_display_statuses', metricDisplayStatusesResponseSchema, { signal }),
    initialData: catalogueStatuses,
    // Marks the catalogue's statuses as old, so the served ones are fetched at once.
    initialDataUpdatedAt: 0,
    staleTime: 10 * 60_000,
    select: legendBandsFromStatuses,
  });
  return query.data;
}
