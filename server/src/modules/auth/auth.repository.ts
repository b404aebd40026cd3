import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companyInvitations } from '../accounts/accounts.tables';
import { companies, type CompanyRow } from '../companies/companies.tables';
import { authSessions, passwordResetTokens, users, type AuthSessionRow, type UserRow } from './auth.tables';

export type NewUser = typeof users.$inferInsert;

/** Users and the company each belongs to. */
function userQueries(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    /** When the user was removed from their company; null while a member, undefined when there is no such user. */
    async findRemovalOf(userId: number): Promise<Date | null | undefined> {
      const [row] = await db.select({ at: users.removalCreatedAt }).from(users).where(eq(users.id, userId));
      return row?.at;
    },

    async findUserWithCompany(userId: number): Promise<{ user: UserRow; company: CompanyRow } | undefined> {
      const [row] = await db
        .select({ user: users, company: companies })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * The newest open invitation from a company to this person's account (spec §3 "Invited
     * permissions"): made while their email was the invited one. One sent to an address with no
     * account yet is answered through its link only, never by whoever holds that email later.
     */
    async findOpenInvitationFor(
      user: Pick<UserRow, 'id'>,
      now: Date,
    ): Promise<{ createdAt: Date; companyName: string; companySlug: string } | undefined> {
      const [row] = await db
        .select({ createdAt: companyInvitations.createdAt, companyName: companies.name, companySlug: companies.slug })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .where(
          and(
            eq(companyInvitations.userId, user.id),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.declinedAt),
            isNull(companyInvitations.cancelledAt),
            gt(companyInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(companyInvitations.createdAt))
        .limit(1);
      return row;
    },

    async insertUser(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('user insert returned no row');
      return row;
    },

    async setPasswordHash(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    },
  };
}

/** Sessions, one per client, and password-reset tokens. */
function sessionQueries(db: Database) {
  return {
    async findSession(userId: number, client: string): Promise<AuthSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, userId), eq(authSessions.client, client)));
      return row;
    },

    async insertSession(session: typeof authSessions.$inferInsert): Promise<void> {
      await db.insert(authSessions).values(session);
    },

    async rotateSession(
      sessionId: number,
      change: {
        tokenHash: string;
        previousTokenHash: string;
        previousTokenValidUntil: Date;
        expiresAt: Date;
        now: Date;
      },
    ): Promise<void> {
      await db
        .update(authSessions)
        .set({
          tokenHash: change.tokenHash,
          previousTokenHash: change.previousTokenHash,
          previousTokenValidUntil: change.previousTokenValidUntil,
          expiresAt: change.expiresAt,
          lastUsedAt: change.now,
        })
        .where(eq(authSessions.id, sessionId));
    },

    async touchSession(sessionId: number, now: Date): Promise<void> {
      await db.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, sessionId));
    },

    async deleteSession(sessionId: number): Promise<void> {
      await db.delete(authSessions).where(eq(authSessions.id, sessionId));
    },

    async deleteAllSessions(userId: number): Promise<void> {
      await db.delete(authSessions).where(eq(authSessions.userId, userId));
    },

    /** Keeps the newest `keep` sessions of a user (one per device) and drops expired ones. */
    async pruneSessions(userId: number, keep: number, now: Date): Promise<void> {
      await db.delete(authSessions).where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, now)));
      const rows = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(eq(authSessions.userId, userId))
        .orderBy(asc(authSessions.lastUsedAt));
      const surplus = rows.slice(0, Math.max(0, rows.length - keep)).map((row) => row.id);
      if (surplus.length > 0) await db.delete(authSessions).where(inArray(authSessions.id, surplus));
    },

    async insertPasswordResetToken(token: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(token);
    },

    async findUsablePasswordResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row;
    },

    /** Marks every open reset token of the user used, so a reset link works once and older links die with it. */
    async usePasswordResetTokens(userId: number, now: Date): Promise<number> {
      const rows = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      return rows.length;
    },
  };
}

export function authRepository(db: Database) {
  return {
    ...userQueries(db),
    ...sessionQueries(db),
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
