import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { SignUpFields } from '@mesonet/shared/auth/auth.schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { BillingRepository } from '../billing/billing.repository';
import type { CompaniesRepository } from '../companies/companies.repository';
import type { MailService } from '../mail/mail.service';
import type { ReferralsService } from '../referrals/referrals.service';
import {
  authenticate,
  cachedSession,
  createCheckedSessions,
  rotateSession,
  type AuthenticatedSession,
  type SessionHeaders,
} from './auth-sessions';
import type { AuthRepository } from './auth.repository';
import type { SignInLockout } from './failed-sign-ins';
import { loadUser } from './load-user';
import { isPasswordResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset';
import { confirmPassword, signIn } from './sign-in';
import { signUp } from './sign-up';

export interface AuthServiceDeps {
  auth: AuthRepository;
  accounts: AccountsRepository;
  billing: BillingRepository;
  transactions: UnitOfWork<{ auth: AuthRepository; companies: CompaniesRepository }>;
  referrals: Pick<ReferralsService, 'acceptAtSignUp'>;
  clock: () => Date;
  secretKey: string;
  appUrl: string;
  mail: MailService;
  signInLockout: SignInLockout;
  /** Sessions ended here: the other app processes must stop trusting what they checked of them. */
  onSessionsEnded?: () => Promise<void>;
}

/** Accounts, sessions and passwords; each operation lives in its own file and is bound here. */
export function createAuthService(deps: AuthServiceDeps) {
  const { auth } = deps;
  const checkedSessions = createCheckedSessions(deps.clock);
  const forgetSessionsWhere = (predicate: (cached: AuthenticatedSession) => boolean) =>
    checkedSessions.deleteWhere(predicate);

  return {
    loadUser: (userId: number): Promise<AuthUser> => loadUser(deps, userId),
    signUp: async (fields: SignUpFields) => loadUser(deps, await signUp(deps, fields)),
    async signIn(email: string, password: string, clientAddress: string) {
      const { userId, session } = await signIn(deps, email, password, clientAddress);
      return { user: await loadUser(deps, userId), session };
    },
    confirmPassword: (userId: number, password: string) => confirmPassword(deps, userId, password),
    cachedSession: (headers: SessionHeaders) => cachedSession(checkedSessions, headers),
    authenticate: (headers: SessionHeaders) => authenticate(deps, checkedSessions, headers),

    /** Read afresh: whether the user is removed from their company now (spec §6). */
    async isRemovedFromCompany(userId: number): Promise<boolean> {
      return (await auth.findRemovalOf(userId)) !== null;
    },

    /**
     * A member was removed or a removal ended: every session is checked again on its next request, here
     * at once (another app process within sessionCacheMs, as for signing out).
     */
    forgetCheckedSessions: () => forgetSessionsWhere(() => true),
    rotate: (session: AuthenticatedSession) => rotateSession(deps, checkedSessions, session),

    /** Ends every session of the user at once, in this process's cache too (spec §4: a changed email signs in again). */
    async signOutEverywhere(userId: number): Promise<void> {
      await auth.deleteAllSessions(userId);
      forgetSessionsWhere((cached) => cached.userId === userId);
      await deps.onSessionsEnded?.();
    },

    async signOut(session: AuthenticatedSession): Promise<void> {
      await auth.deleteSession(session.sessionId);
      forgetSessionsWhere((cached) => cached.sessionId === session.sessionId);
      await deps.onSessionsEnded?.();
    },

    requestPasswordReset: (email: string) => requestPasswordReset(deps, email),
    isPasswordResetTokenUsable: (token: string) => isPasswordResetTokenUsable(deps, token),
    async resetPassword(token: string, password: string) {
      const reset = await resetPassword(deps, checkedSessions, token, password);
      await deps.onSessionsEnded?.();
      return reset;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
