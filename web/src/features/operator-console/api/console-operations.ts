import { operationsHealthSchema } from '@mesonet/shared/contracts/operations.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/health: processes, queues, stations, database and outbox; read again every 30 s while open. */
export function useOperationsHealthQuery() {
  return useQuery({
    queryKey: ['operator-console', 'operations'],
    queryFn: ({ signal }) => api.get('/admin/health', operationsHealthSchema, { signal }),
    refetchInterval: 30_000,
  });
}
