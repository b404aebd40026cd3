import { failedMailRetrySchema, failedMailsResponseSchema } from '@mesonet/shared/contracts/failed-mails.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const failedMailsKey = ['operator-console', 'failed-mails'] as const;

/** GET /api/admin/failed_mails: mails whose delivery gave up after a day of retries, latest first. */
export function useFailedMailsQuery() {
  return useQuery({
    queryKey: failedMailsKey,
    queryFn: ({ signal }) => api.get('/admin/failed_mails', failedMailsResponseSchema, { signal }),
  });
}

/** POST /api/admin/failed_mails/{id}/retry: queued for delivery again; it leaves the list. */
export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/admin/failed_mails/${id}/retry`, {}, failedMailRetrySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: failedMailsKey }),
  });
}
