import { consoleCompaniesResponseSchema } from '@mesonet/shared/contracts/operator-console.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/companies (read only). */
export function useConsoleCompaniesQuery() {
  return useQuery({
    queryKey: ['operator-console', 'companies'],
    queryFn: ({ signal }) => api.get('/admin/companies', consoleCompaniesResponseSchema, { signal }),
  });
}
