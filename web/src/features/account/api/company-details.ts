import type { CompanyDetailsFields } from '@mesonet/shared/account/company-details';
import {
  companyDetailsResponseSchema,
  companySettingsResponseSchemas,
  type SavedCompanyDetails,
} from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const companyDetailsKey = (userId: number | null) => ['account', 'company-details', userId] as const;

/** GET /api/members/company_details (owner or account_billing). */
export function getCompanyDetails(signal?: AbortSignal): Promise<SavedCompanyDetails> {
  return api
    .get('/members/company_details', companyDetailsResponseSchema, { signal })
    .then((body) => body.company_details);
}

/**
 * Spec §2: the form loads the current details each time it opens, so nothing is kept once the screen
 * closes, and nothing is refetched behind a form being filled in. `userId` null: not allowed, not asked.
 */
export function useCompanyDetailsQuery(userId: number | null) {
  return useQuery({
    queryKey: companyDetailsKey(userId),
    queryFn: ({ signal }) => getCompanyDetails(signal),
    enabled: userId !== null,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export type SaveCompanyDetailsResult = { user: AuthUser; message: string; saved: SavedCompanyDetails };

/** PUT /api/members/company_settings with update_type company_details; saving sets has_company_details. */
export async function saveCompanyDetails(fields: CompanyDetailsFields): Promise<SaveCompanyDetailsResult> {
  const body = await api.put(
    '/members/company_settings',
    { update_type: 'company_details', company_details: fields },
    companySettingsResponseSchemas.company_details,
  );
  return { user: body.data, message: body.message, saved: body.company_details };
}

/** `onUserChanged` gets the refreshed user the answer carries (spec §7), for the session to store. */
export function useSaveCompanyDetails({ onUserChanged }: { onUserChanged: (user: AuthUser) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyDetails,
    onSuccess: (result) => {
      queryClient.setQueryData(companyDetailsKey(result.user.id), result.saved);
      onUserChanged(result.user);
    },
  });
}
