import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { ApiError } from '../../http/api-error';
import { issueSession, type IssuedSession, type SessionDeps } from './auth-sessions';
import type { SignInLockout } from './failed-sign-ins';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';

export interface SignInDeps extends SessionDeps {
  signInLockout: SignInLockout;
}

/**
 * Checks the password and issues a session, answering the user's id with it. `clientAddress` is where the
 * attempt came from: failures there lock out guessing across accounts.
 */
export async function signIn(
  deps: SignInDeps,
  emailInput: string,
  password: string,
  clientAddress: string,
): Promise<{ userId: number; session: IssuedSession }> {
  const { signInLockout } = deps;
  const email = normaliseEmailAddress(emailInput);
  const [accountLocked, addressLocked] = await Promise.all([
    signInLockout.byAccount.isLockedOut(email),
    signInLockout.byAddress.isLockedOut(clientAddress),
  ]);
  if (accountLocked || addressLocked) throw ApiError.field(429, 'base', serverErrorMessages.tooManyAttempts);
  const user = await deps.auth.findUserByEmail(email);
  const passwordMatches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !passwordMatches) {
    await Promise.all([
      signInLockout.byAccount.recordFailure(email),
      signInLockout.byAddress.recordFailure(clientAddress),
    ]);
    throw ApiError.field(401, 'base', serverErrorMessages.invalidCredentials);
  }
  // The address keeps its failures: one good account must not buy a guesser a fresh count.
  await signInLockout.byAccount.clear(email);
  return { userId: user.id, session: await issueSession(deps, user.id, user.email) };
}

/**
 * Whether `password` is the signed-in user's own, for a change that asks for it again (a new
 * email). A wrong one counts as a failed sign-in of the account, so a session cannot be used to
 * guess the password any faster than the login form allows.
 */
export async function confirmPassword(deps: SignInDeps, userId: number, password: string): Promise<boolean> {
  const found = await deps.auth.findUserWithCompany(userId);
  if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
  const { email, passwordHash } = found.user;
  if (await deps.signInLockout.byAccount.isLockedOut(email)) {
    throw ApiError.field(429, 'base', serverErrorMessages.tooManyAttempts);
  }
  if (await verifyPassword(passwordHash, password)) return true;
  await deps.signInLockout.byAccount.recordFailure(email);
  return false;
}
