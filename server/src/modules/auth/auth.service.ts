import { hash } from 'node:crypto';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { canManageAccountAndBilling } from '@mesonet/shared/account/account-roles';
import { companyNameForSignUp, type SignUpFields } from '@mesonet/shared/auth/auth.schema';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import { compactPhoneNumber } from '@mesonet/shared/auth/phone-number';
import type { ApiFieldError } from '@mesonet/shared/contracts/api-errors.schema';
import { sessionLifetimeMs, type AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { Database } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/database-errors';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../http/logger';
import { createTtlCache } from '../../lib/ttl-cache';
import { companiesRepository } from '../companies/companies.repository';
import { companySlug } from '../companies/company-slug';
import { presentCompanyLeftBehind, withholdAccountAndBilling } from '../companies/company.presenter';
import { loadCompany } from '../companies/company.service';
import { roleFieldsOf } from '../accounts/accounts.presenter';
import type { MailService } from '../mail/mail.service';
import { createReferralsService } from '../referrals/referrals.service';
import { passwordResetMail } from '../mail/templates/password-reset.mail';
import { presentAuthUser } from './auth.presenter';
import { authRepository } from './auth.repository';
import type { SignInLockout } from './failed-sign-ins';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hashing';
import { newClientId, newSecretToken, sameTokenHash, tokenHash } from './session-tokens';

/** After a rotation the old token still works this long, so requests already in flight do not fail. */
export const rotationGraceMs = 30_000;
/** One session per client; beyond this many devices the least recently used is signed out. */
export const maxSessionsPerUser = 10;
export const passwordResetValidHours = 6;
/**
 * A checked session is trusted this long without asking the database again (the sites list is polled
 * every minute). Signing out or resetting a password drops it at once in this process; another app
 * process may accept the old token for at most this long.
 */
export const sessionCacheMs = 30_000;

export interface IssuedSession {
  accessToken: string;
  client: string;
  uid: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  userId: number;
  sessionId: number;
  client: string;
  uid: string;
  /** As the session was checked; requireActiveMember asks again before it refuses. */
  removedFromCompany: boolean;
}

export interface SessionHeaders {
  accessToken: string | undefined;
  client: string | undefined;
  uid: string | undefined;
}

interface WellFormedSessionHeaders {
  accessToken: string;
  client: string;
  uid: string;
  /** Where this process keeps the checked session: a one-shot digest of the token, not the token. */
  cacheKey: string;
}

/** Headers that could be a session (all there, none absurdly long), with their cache key; else null. */
function wellFormed({ accessToken, client, uid }: SessionHeaders): WellFormedSessionHeaders | null {
  if (!accessToken || !client || !uid || accessToken.length > 200 || client.length > 200 || uid.length > 320) {
    return null;
  }
  return { accessToken, client, uid, cacheKey: `${uid}\n${client}\n${hash('sha256', accessToken, 'base64url')}` };
}

export interface AuthServiceDeps {
  db: Database;
  clock: () => Date;
  secretKey: string;
  appUrl: string;
  mail: MailService;
  log: Logger;
  signInLockout: SignInLockout;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, secretKey, signInLockout } = deps;
  const auth = authRepository(db);
  const checkedSessions = createTtlCache<AuthenticatedSession>({ ttlMs: sessionCacheMs, maxEntries: 10_000, clock });
  const referrals = createReferralsService(deps);

  /**
   * The session of the token headers if this process checked them lately, without waiting: null for
   * headers that cannot be a session, undefined when only the database can tell (`authenticate`).
   * Every signed-in request asks this first.
   */
  function cachedSession(headers: SessionHeaders): AuthenticatedSession | null | undefined {
    const checkable = wellFormed(headers);
    return checkable ? checkedSessions.get(checkable.cacheKey) : null;
  }

  async function loadUser(userId: number): Promise<AuthUser> {
    const found = await auth.findUserWithCompany(userId);
    if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
    const now = clock();
    const [invitation, company] = await Promise.all([
      auth.findOpenInvitationFor(found.user, now),
      found.user.removalCreatedAt !== null
        ? presentCompanyLeftBehind(found.company)
        : loadCompany(db, found.company, now).then((company) =>
            canManageAccountAndBilling(roleFieldsOf(found.user)) ? company : withholdAccountAndBilling(company),
          ),
    ]);
    return presentAuthUser(
      found.user,
      company,
      invitation
        ? {
            company_invitation_created_at: invitation.createdAt.toISOString(),
            company_invitation_declined_at: null,
            company_name: invitation.companyName,
            company_slug: invitation.companySlug,
          }
        : null,
    );
  }

  async function issueSession(userId: number, uid: string): Promise<IssuedSession> {
    const now = clock();
    const session: IssuedSession = {
      accessToken: newSecretToken(),
      client: newClientId(),
      uid,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    };
    await auth.insertSession({
      userId,
      client: session.client,
      tokenHash: tokenHash(session.accessToken, secretKey),
      expiresAt: session.expiresAt,
      createdAt: now,
      lastUsedAt: now,
    });
    await auth.pruneSessions(userId, maxSessionsPerUser, now);
    return session;
  }

  return {
    loadUser,

    /** Spec §2 "Signup": a new company owned by the new user; the user signs in afterwards. */
    async signUp(fields: SignUpFields): Promise<AuthUser> {
      const email = normaliseEmailAddress(fields.email);
      const companyName = companyNameForSignUp(fields);
      const passwordHash = await hashPassword(fields.password);
      try {
        const userId = await db.transaction(async (tx) => {
          const txAuth = authRepository(tx as unknown as Database);
          const txCompanies = companiesRepository(tx as unknown as Database);
          const errors: ApiFieldError[] = [];
          if (await txAuth.findUserByEmail(email))
            errors.push({ field_name: 'email', messages: [serverErrorMessages.taken] });
          if (await txCompanies.isNameTaken(companyName)) {
            errors.push({ field_name: 'company_name', messages: [serverErrorMessages.taken] });
          }
          if (errors.length > 0) throw new ApiError(422, { errors });
          const now = clock();
          const phone = fields.phone ? compactPhoneNumber(fields.phone) : null;
          const company = await txCompanies.insert({
            name: companyName,
            slug: companySlug(companyName, await txCompanies.slugsStartingWith(companySlug(companyName, []))),
            email,
            phone,
            signUpReferralCode: fields.referral_code ?? null,
            createdAt: now,
            updatedAt: now,
          });
          const user = await txAuth.insertUser({
            email,
            passwordHash,
            firstName: fields.first_name,
            surname: fields.surname,
            phone,
            companyId: company.id,
            owner: true,
            homeLocationGrowingSeasons: true,
            accountBilling: true,
            userManagement: true,
            createdAt: now,
            updatedAt: now,
          });
          return user.id;
        });
        // After the sign-up has committed, so a code that is refused never undoes it.
        if (fields.referral_code) await referrals.acceptAtSignUp(userId, fields.referral_code);
        return await loadUser(userId);
      } catch (error) {
        // Two sign-ups racing for the same email or company name: the database's unique index decides.
        const constraint = uniqueViolationConstraint(error);
        if (constraint === 'users_email_key') throw ApiError.unprocessable('email', serverErrorMessages.taken);
        if (constraint === 'companies_name_key')
          throw ApiError.unprocessable('company_name', serverErrorMessages.taken);
        throw error;
      }
    },

    /** `clientAddress` is where the attempt came from: failures there lock out guessing across accounts. */
    async signIn(
      emailInput: string,
      password: string,
      clientAddress: string,
    ): Promise<{ user: AuthUser; session: IssuedSession }> {
      const email = normaliseEmailAddress(emailInput);
      const [accountLocked, addressLocked] = await Promise.all([
        signInLockout.byAccount.isLockedOut(email),
        signInLockout.byAddress.isLockedOut(clientAddress),
      ]);
      if (accountLocked || addressLocked) throw ApiError.field(429, 'base', serverErrorMessages.tooManyAttempts);
      const user = await auth.findUserByEmail(email);
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !passwordMatches) {
        await Promise.all([
          signInLockout.byAccount.recordFailure(email),
          signInLockout.byAddress.recordFailure(clientAddress),
        ]);
        throw ApiError.field(401, 'base', serverErrorMessages.invalidCredentials);
      }
      // The address keeps its failures: one good account must not buy a guesser a fresh count.
      await signInLockout.byAccount.clear(email);
      const session = await issueSession(user.id, user.email);
      return { user: await loadUser(user.id), session };
    },

    /**
     * Whether `password` is the signed-in user's own, for a change that asks for it again (a new
     * email). A wrong one counts as a failed sign-in of the account, so a session cannot be used to
     * guess the password any faster than the login form allows.
     */
    async confirmPassword(userId: number, password: string): Promise<boolean> {
      const found = await auth.findUserWithCompany(userId);
      if (!found) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
      const { email, passwordHash } = found.user;
      if (await signInLockout.byAccount.isLockedOut(email)) {
        throw ApiError.field(429, 'base', serverErrorMessages.tooManyAttempts);
      }
      if (await verifyPassword(passwordHash, password)) return true;
      await signInLockout.byAccount.recordFailure(email);
      return false;
    },

    cachedSession,

    /** Checks the token headers of CONTRACT.md §3; null means "not signed in". */
    async authenticate(headers: SessionHeaders): Promise<AuthenticatedSession | null> {
      const checkable = wellFormed(headers);
      if (!checkable) return null;
      const { accessToken, client, uid, cacheKey } = checkable;
      const cached = checkedSessions.get(cacheKey);
      if (cached) return cached;
      const presented = tokenHash(accessToken, secretKey);
      const user = await auth.findUserByEmail(normaliseEmailAddress(uid));
      if (!user) return null;
      const session = await auth.findSession(user.id, client);
      const now = clock();
      if (!session || session.expiresAt <= now) return null;
      const current = sameTokenHash(presented, session.tokenHash);
      const previous =
        session.previousTokenHash !== null &&
        session.previousTokenValidUntil !== null &&
        session.previousTokenValidUntil > now &&
        sameTokenHash(presented, session.previousTokenHash);
      if (!current && !previous) return null;
      const checked = {
        userId: user.id,
        sessionId: session.id,
        client,
        uid: user.email,
        removedFromCompany: user.removalCreatedAt !== null,
      };
      // A token kept only for the rotation grace period must not outlive it through the cache.
      if (current) checkedSessions.set(cacheKey, checked);
      return checked;
    },

    /** Read afresh: whether the user is removed from their company now (spec §6). */
    async isRemovedFromCompany(userId: number): Promise<boolean> {
      return (await auth.findRemovalOf(userId)) !== null;
    },

    /**
     * A member was removed or a removal ended: every session is checked again on its next request, here
     * at once (another app process within sessionCacheMs, as for signing out).
     */
    forgetCheckedSessions(): void {
      checkedSessions.deleteWhere(() => true);
    },

    /** A new token for the same client, with the expiry pushed out again (validate_token). */
    async rotate(session: AuthenticatedSession): Promise<IssuedSession> {
      const now = clock();
      const current = await auth.findSession(session.userId, session.client);
      if (!current) throw ApiError.field(401, 'base', serverErrorMessages.notSignedIn);
      const accessToken = newSecretToken();
      const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
      await auth.rotateSession(current.id, {
        tokenHash: tokenHash(accessToken, secretKey),
        previousTokenHash: current.tokenHash,
        previousTokenValidUntil: new Date(now.getTime() + rotationGraceMs),
        expiresAt,
        now,
      });
      // The old token now lives only for the grace period, which the database check enforces.
      checkedSessions.deleteWhere((cached) => cached.sessionId === current.id);
      return { accessToken, client: session.client, uid: session.uid, expiresAt };
    },

    /** Ends every session of the user at once, in this process's cache too (spec §4: a changed email signs in again). */
    async signOutEverywhere(userId: number): Promise<void> {
      await auth.deleteAllSessions(userId);
      checkedSessions.deleteWhere((cached) => cached.userId === userId);
    },

    async signOut(session: AuthenticatedSession): Promise<void> {
      await auth.deleteSession(session.sessionId);
      checkedSessions.deleteWhere((cached) => cached.sessionId === session.sessionId);
    },

    /** The answer is the same whether or not the email is known (spec: no account enumeration). */
    async requestPasswordReset(emailInput: string): Promise<void> {
      const email = normaliseEmailAddress(emailInput);
      const user = await auth.findUserByEmail(email);
      if (!user) return;
      const token = newSecretToken();
      const now = clock();
      await auth.insertPasswordResetToken({
        userId: user.id,
        tokenHash: tokenHash(token, secretKey),
        expiresAt: new Date(now.getTime() + passwordResetValidHours * 3_600_000),
        createdAt: now,
      });
      const resetUrl = `${deps.appUrl}/new_password?reset_password_token=${encodeURIComponent(token)}`;
      await deps.mail.send(
        passwordResetMail({ email: user.email, firstName: user.firstName }, resetUrl, passwordResetValidHours),
      );
    },

    async isPasswordResetTokenUsable(token: string): Promise<boolean> {
      return (await auth.findUsablePasswordResetToken(tokenHash(token, secretKey), clock())) !== undefined;
    },

    /** Sets the new password, spends the token (and any older ones) and signs the user out everywhere. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      let resetUserId: number | undefined;
      const used = await db.transaction(async (tx) => {
        const txAuth = authRepository(tx as unknown as Database);
        const now = clock();
        const resetToken = await txAuth.findUsablePasswordResetToken(tokenHash(token, secretKey), now);
        if (!resetToken) return false;
        // Spending the tokens first makes a second request with the same link find nothing.
        if ((await txAuth.usePasswordResetTokens(resetToken.userId, now)) === 0) return false;
        await txAuth.setPasswordHash(resetToken.userId, passwordHash, now);
        await txAuth.deleteAllSessions(resetToken.userId);
        resetUserId = resetToken.userId;
        return true;
      });
      checkedSessions.deleteWhere((cached) => cached.userId === resetUserId);
      if (!used) throw ApiError.unprocessable('reset_password_token', serverErrorMessages.resetTokenInvalid);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
