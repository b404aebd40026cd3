import {
  companySettingsPayloadKeys,
  companySettingsResponseSchemas,
  type CompanySettingsUpdateType,
} from '@mesonet/shared/contracts/account.schema';
import type { InviteUserInput, UserPermissionsInput } from '@mesonet/shared/account/company-users';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { companyUsersKey } from './get-company-users';

/** Every change to the company's people, so a screen can tell that one is being saved. */
export const companyUsersMutationKey = ['company-users', 'company-settings'] as const;

/** The payload each change to the company's people sends (shared/src/account/company-users.ts). */
interface CompanyUsersPayloads {
  invite_user_to_company: InviteUserInput;
  update_user_permissions: UserPermissionsInput;
  invite_user_to_be_owner: { email: string };
  remove_user: { email: string };
}
type CompanyUsersUpdateType = keyof CompanyUsersPayloads & CompanySettingsUpdateType;
type PayloadOf<T extends CompanyUsersUpdateType> = CompanyUsersPayloads[T];
export type CompanyUsersUpdateAnswer<T extends CompanyUsersUpdateType> = z.output<
  (typeof companySettingsResponseSchemas)[T]
>;

/** PUT /api/members/company_settings with one `update_type` and its payload under the spec's key (§7). */
export function updateCompanySettings<T extends CompanyUsersUpdateType>(
  updateType: T,
  payload: PayloadOf<T>,
): Promise<CompanyUsersUpdateAnswer<T>> {
  const body = { update_type: updateType, [companySettingsPayloadKeys[updateType]]: payload };
  return api.put('/members/company_settings', body, companySettingsResponseSchemas[updateType]) as Promise<
    CompanyUsersUpdateAnswer<T>
  >;
}

/**
 * One change to the company's people. `onSaved` runs first, so the screen shows its outcome before the
 * list changes under it; then the refreshed signed-in user of the answer goes to `onUserChanged` (the
 * header, menu and banners follow) and the users list is asked for again.
 */
export function useCompanyUsersUpdate<T extends CompanyUsersUpdateType>(
  updateType: T,
  options: { onSaved: (answer: CompanyUsersUpdateAnswer<T>) => void; onUserChanged: (user: AuthUser) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...companyUsersMutationKey, updateType],
    mutationFn: (payload: PayloadOf<T>) => updateCompanySettings(updateType, payload),
    onSuccess: async (answer) => {
      options.onSaved(answer);
      options.onUserChanged(answer.data);
      await queryClient.invalidateQueries({ queryKey: companyUsersKey });
    },
  });
}
