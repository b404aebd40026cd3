import type { UserDetailRequest } from '@mesonet/shared/account/user-details';
import { userDetailResponseSchema, type UserDetailResponse } from '@mesonet/shared/contracts/account.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * PUT /api/members/user_detail (spec §7). When the email changed the server ends every session of
 * the user (`reauthentication_required`): the caller signs out here and asks for a new sign-in.
 */
export function updateUserDetails(request: UserDetailRequest): Promise<UserDetailResponse> {
  return api.put('/members/user_detail', request, userDetailResponseSchema);
}

export function useUpdateUserDetails() {
  return useMutation({ mutationFn: updateUserDetails });
}
