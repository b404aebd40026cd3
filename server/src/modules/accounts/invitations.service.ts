import type { CompleteSignupFields, InvitationResponse } from '@mesonet/shared/account/invitations';
import type { AccountsDeps } from './accounts.context';
import { completeSignup, completeSignupInvitation } from './complete-signup';
import { answerOwnership, answerTransfer } from './invitation-answers';
import { createNewCompany } from './new-company';

/**
 * Answers to invitations (spec §2 "Authentication screens", §4): completing sign-up from the mail's
 * link, accepting or declining ownership or a move to another company, and a removed member's new
 * company. Each runs in one transaction; a dead link or an answered invitation is the 'none' state.
 * Each operation lives in the file named for it.
 */
export function createInvitationsService(deps: AccountsDeps) {
  return {
    completeSignupInvitation: (token: string) => completeSignupInvitation(deps, token),
    completeSignup: (fields: CompleteSignupFields) => completeSignup(deps, fields),
    answerOwnership: (userId: number, response: InvitationResponse) => answerOwnership(deps, userId, response),
    answerTransfer: (userId: number, answer: { response: InvitationResponse; company_slug: string }) =>
      answerTransfer(deps, userId, answer),
    createNewCompany: (userId: number, companyName: string) => createNewCompany(deps, userId, companyName),
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
