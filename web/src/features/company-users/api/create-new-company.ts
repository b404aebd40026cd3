import {
  createNewCompanyResponseSchema,
  type CreateNewCompanyResponse,
} from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/company_user_removal_create_new_company: a removed member's own company, owned by them. */
export function createNewCompany(companyName: string): Promise<CreateNewCompanyResponse> {
  return api.put(
    '/company_user_removal_create_new_company',
    { create_new_company_params: { company_name: companyName } },
    createNewCompanyResponseSchema,
  );
}

/**
 * `onDone` shows the outcome first; then the refreshed user of the answer goes to `onUserChanged`, whose
 * new state (owner, new company) would otherwise replace the screen before the outcome is shown.
 */
export function useCreateNewCompany(options: {
  onDone: (answer: CreateNewCompanyResponse) => void;
  onUserChanged: (user: AuthUser) => void;
}) {
  return useMutation({
    mutationFn: createNewCompany,
    onSuccess: (answer) => {
      options.onDone(answer);
      options.onUserChanged(answer.data);
    },
  });
}
