import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import type { CompleteSignupFields } from '@mesonet/shared/account/invitations';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { compactPhoneNumber } from '@mesonet/shared/auth/phone-number';
import type { CompleteSignupInvitation } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import { hashPassword } from '../auth/password-hashing';
import { tokenHash } from '../auth/session-tokens';
import type { AccountsDeps, Repositories } from './accounts.context';
import { joinedByInvitation, spendInvitation } from './accounts-steps';

/** Whether the link of an invitation mail can still be used (GET, for the /complete_signup screen). */
export async function completeSignupInvitation(deps: AccountsDeps, token: string): Promise<CompleteSignupInvitation> {
  const found = await deps.repos.accounts.findUsableInvitationByToken(tokenHash(token, deps.secretKey), deps.clock());
  return found
    ? { state: 'invitation_exists', email: found.invitation.email, company_name: found.companyName }
    : { state: 'none' };
}

async function insertInvitedUser(
  deps: AccountsDeps,
  { accounts, auth }: Repositories,
  fields: CompleteSignupFields & { email: string; passwordHash: string },
) {
  const { email, passwordHash } = fields;
  const now = deps.clock();
  const found = await accounts.findUsableInvitationByToken(tokenHash(fields.invitation_token, deps.secretKey), now);
  if (!found) throw ApiError.unprocessable('invitation_token', m.invitationInvalid);
  const { invitation } = found;
  if (email !== invitation.email) throw ApiError.unprocessable('email', m.notInvitedEmail);
  if (await auth.findUserByEmail(email)) throw ApiError.unprocessable('email', serverErrorMessages.taken);
  const user = await auth.insertUser({
    email,
    passwordHash,
    firstName: fields.first_name,
    surname: fields.surname,
    phone: fields.phone ? compactPhoneNumber(fields.phone) : null,
    ...joinedByInvitation(invitation, now),
    createdAt: now,
    updatedAt: now,
  });
  await spendInvitation(accounts, invitation, user, now, { invited_email: invitation.email });
  return user.id;
}

/**
 * Creates the invitee's account in the inviting company and spends the token; they log in next.
 * The account takes the invited email only: the link is the invitation to that address, not a
 * pass for whoever holds it to sign up under another.
 */
export async function completeSignup(
  deps: AccountsDeps,
  fields: CompleteSignupFields,
): Promise<{ status: 'success'; data: AuthUser }> {
  const email = normaliseEmailAddress(fields.email);
  const passwordHash = await hashPassword(fields.password);
  try {
    const userId = await deps.transactions.run((repos) =>
      insertInvitedUser(deps, repos, { ...fields, email, passwordHash }),
    );
    return { status: 'success', data: await deps.users.loadUser(userId) };
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'users_email_key') {
      throw ApiError.unprocessable('email', serverErrorMessages.taken);
    }
    throw error;
  }
}
