import { companyUsersResponseSchema, type CompanyUsersResponse } from '@mesonet/shared/contracts/account.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const companyUsersKey = ['company-users', 'list'] as const;
/** Keyed by the viewer: one company's people must never be shown to the next person signed in. */
export const companyUsersQueryKey = (userId: number) => [...companyUsersKey, userId] as const;

/** GET /api/members/company_users: the owner, members and open invitations (removed members are not sent). */
export function getCompanyUsers(signal?: AbortSignal): Promise<CompanyUsersResponse> {
  return api.get('/members/company_users', companyUsersResponseSchema, { signal });
}

export function useCompanyUsersQuery(userId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: companyUsersQueryKey(userId),
      queryFn: ({ signal }) => getCompanyUsers(signal),
      enabled,
      // Someone else in the company may have invited or removed people since the screen last looked.
      staleTime: 0,
    }),
  );
}
