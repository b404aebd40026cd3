import {
  metricDisplayStatusesResponseSchema,
  type MetricBandsForm,
} from '@mesonet/shared/contracts/metric-display-statuses.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { metricDisplayStatusesKey } from '@/lib/legend-bands-query';

/** Every screen colours readings with the served statuses, and the site lists carry band positions. */
function useColoursChange<Input>(change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: metricDisplayStatusesKey });
      await queryClient.invalidateQueries({ queryKey: ['sites'] });
    },
  });
}

/** PUT /api/admin/metric_display_statuses/{metric_key}: the metric's bands as the operator left them. */
export const useSaveMetricBands = () =>
  useColoursChange(({ metricKey, input }: { metricKey: string; input: MetricBandsForm }) =>
    api.put(
      `/admin/metric_display_statuses/${encodeURIComponent(metricKey)}`,
      input,
      metricDisplayStatusesResponseSchema,
    ),
  );

/** DELETE /api/admin/metric_display_statuses/{metric_key}: back to the catalogue's bands. */
export const useResetMetricBands = () =>
  useColoursChange((metricKey: string) =>
    api.delete(`/admin/metric_display_statuses/${encodeURIComponent(metricKey)}`, metricDisplayStatusesResponseSchema),
  );
