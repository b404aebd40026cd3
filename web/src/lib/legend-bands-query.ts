import type { MetricDisplayStatus } from '@mesonet/shared/contracts/metric-display-statuses.schema';
import {
  catalogueLegendBands,
  legendBandsFromStatuses,
  metricDisplayStatuses,
  type LegendBands,
} from '@mesonet/shared/metrics/metric-display-statuses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LazySchema } from '@/lib/lazy-schema';

/** Asked for by the map's first screen: loaded on first use (lazy-schema.ts). */
const metricDisplayStatusesResponseSchema = new LazySchema(() =>
  import('@mesonet/shared/contracts/metric-display-statuses.schema').then(
    (contract) => contract.metricDisplayStatusesResponseSchema,
  ),
);

export const metricDisplayStatusesKey = ['metric-display-statuses'] as const;

/** The catalogue's statuses: what the app shows until the served ones arrive, and if they cannot. */
const catalogueStatuses: MetricDisplayStatus[] = metricDisplayStatuses(catalogueLegendBands);

/**
 * Each observer of a query runs its own `select`, and every marker on the map observes this one: one
 * LegendBands per answer, so that the legends' look-alike bands (legend-patterns.ts, kept per legend)
 * are worked out once, not once per marker.
 */
const legendBandsByAnswer = new WeakMap<readonly MetricDisplayStatus[], LegendBands>();

export function legendBandsOf(statuses: readonly MetricDisplayStatus[]): LegendBands {
  let bands = legendBandsByAnswer.get(statuses);
  if (!bands) {
    bands = legendBandsFromStatuses(statuses);
    legendBandsByAnswer.set(statuses, bands);
  }
  return bands;
}

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
    select: legendBandsOf,
  });
  return query.data;
}
