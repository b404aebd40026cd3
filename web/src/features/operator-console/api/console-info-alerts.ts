import type { InfoAlertInput } from '@mesonet/shared/contracts/content.schema';
import {
  consoleInfoAlertSchema,
  consoleInfoAlertsResponseSchema,
} from '@mesonet/shared/contracts/operator-console.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consoleInfoAlertsKey = ['operator-console', 'info-alerts'] as const;

/** GET /api/admin/info_alerts: every alert, drafts too, with the Markdown as written. */
export function useConsoleInfoAlertsQuery() {
  return useQuery({
    queryKey: consoleInfoAlertsKey,
    queryFn: ({ signal }) => api.get('/admin/info_alerts', consoleInfoAlertsResponseSchema, { signal }),
  });
}

/** POST /api/admin/info_alerts (id null) or PUT /api/admin/info_alerts/{id}: create, edit, publish, pin. */
export function useSaveInfoAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: InfoAlertInput }) =>
      id === null
        ? api.post('/admin/info_alerts', input, consoleInfoAlertSchema)
        : api.put(`/admin/info_alerts/${id}`, input, consoleInfoAlertSchema),
    // The public list changes too: the news screen asks again when next shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
