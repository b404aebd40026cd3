import type { InvitationResponse } from '@mesonet/shared/account/invitations';
import {
  invitationAnswerResponseSchema,
  type InvitationAnswerResponse,
} from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type InvitationAnswer =
  | { kind: 'ownership'; response: InvitationResponse }
  /** The company the invitation is from, so a page left open never answers a newer invitation. */
  | { kind: 'transfer'; response: InvitationResponse; companySlug: string };

/**
 * PUT /api/company_ownership_invitation_response or /api/company_transfer_invitation_response
 * (spec §7, `acceptance_params`).
 */
export function answerInvitation(answer: InvitationAnswer): Promise<InvitationAnswerResponse> {
  if (answer.kind === 'ownership') {
    return api.put(
      '/company_ownership_invitation_response',
      { acceptance_params: { response: answer.response } },
      invitationAnswerResponseSchema,
    );
  }
  return api.put(
    '/company_transfer_invitation_response',
    { acceptance_params: { response: answer.response, company_slug: answer.companySlug } },
    invitationAnswerResponseSchema,
  );
}

/**
 * `onDone` shows the outcome first; then the refreshed user of the answer goes to `onUserChanged`, whose
 * new state (owner, new company) would otherwise replace the screen before the outcome is shown.
 */
export function useAnswerInvitation(options: {
  onDone: (answer: InvitationAnswerResponse) => void;
  onUserChanged: (user: AuthUser) => void;
}) {
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: (answer) => {
      options.onDone(answer);
      options.onUserChanged(answer.data);
    },
  });
}
