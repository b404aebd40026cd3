import type { CompleteSignupRequest } from '@mesonet/shared/account/invitations';
import { completeSignupResponseSchema } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storageKeys, writeString } from '@/lib/storage';

type AcceptanceParams = NonNullable<CompleteSignupRequest['acceptance_params']>;

/** PUT /api/accept_invitation_and_complete_signup: creates the invitee's account; no session, they log in next. */
export async function completeSignup(acceptanceParams: AcceptanceParams): Promise<AuthUser> {
  const body = await api.put(
    '/accept_invitation_and_complete_signup',
    { acceptance_params: acceptanceParams },
    completeSignupResponseSchema,
  );
  return body.data;
}

export function useCompleteSignup(options: { onSuccess: (user: AuthUser) => void }) {
  return useMutation({
    mutationFn: completeSignup,
    onSuccess: (user) => {
      // As after sign-up (spec §2): the login screen prefills the address just registered.
      writeString(storageKeys.uid, user.email);
      options.onSuccess(user);
    },
  });
}
