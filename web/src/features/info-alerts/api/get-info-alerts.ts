import { infoAlertsResponseSchema, type InfoAlert } from '@mesonet/shared/contracts/content.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isPreviewMode } from '@/lib/preview-mode';

/** GET /api/info_alerts: published alerts in their order; drafts too for admins in preview mode. */
export function getInfoAlerts(preview: boolean, signal?: AbortSignal): Promise<InfoAlert[]> {
  return api.get('/info_alerts', infoAlertsResponseSchema, { signal, query: { preview: preview ? '1' : undefined } });
}

export function infoAlertsQueryOptions(preview: boolean) {
  return queryOptions({
    queryKey: ['info-alerts', preview] as const,
    queryFn: ({ signal }) => getInfoAlerts(preview, signal),
    // News changes a few times a month; the ETag makes the check on the next app load cheap.
    staleTime: 5 * 60_000,
  });
}

export function useInfoAlertsQuery() {
  return useQuery(infoAlertsQueryOptions(isPreviewMode()));
}
