import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, type UserRow } from '../auth/auth.tables';
import { companies, type CompanyRow } from '../companies/companies.tables';
import { stations } from '../stations/stations.tables';
import {
  companyInvitations,
  companyMembershipEvents,
  userSurveyResponses,
  type CompanyInvitationRow,
  type UserSurveyResponseRow,
} from './accounts.tables';

/** What the audit table records (accounts.tables.ts companyMembershipEvents). */
export const membershipActions = [
  'user_invited',
  'invitation_accepted',
  'invitation_declined',
  'invitation_cancelled',
  'permissions_changed',
  'ownership_invited',
  'ownership_accepted',
  'ownership_declined',
  'user_removed',
  'member_left',
  'company_created',
] as const;
export type MembershipAction = (typeof membershipActions)[number];

export type NewInvitation = typeof companyInvitations.$inferInsert;
export type UserChange = Partial<Omit<typeof users.$inferInsert, 'id' | 'passwordHash' | 'createdAt'>>;
export type SurveyAnswers = Omit<typeof userSurveyResponses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const open = and(
  isNull(companyInvitations.acceptedAt),
  isNull(companyInvitations.declinedAt),
  isNull(companyInvitations.cancelledAt),
);
const openAt = (now: Date) => and(open, gt(companyInvitations.expiresAt, now));

/** A company's people: the company locked for a change, and its active members. */
function companyMemberQueries(db: Database) {
  return {
    /**
     * The user with their company, locking the company's row for the rest of the transaction: every
     * change of a company's people takes this lock first (then any user rows), so they run one after
     * the other, the user limit is counted under it, and two changes cannot deadlock.
     */
    async lockCompanyOfUser(userId: number): Promise<{ user: UserRow; company: CompanyRow } | undefined> {
      // The rows are read again after the lock, as a change committed while waiting is then visible.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [current] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
        if (!current) return undefined;
        await db.select({ id: companies.id }).from(companies).where(eq(companies.id, current.companyId)).for('update');
        const [row] = await db
          .select({ user: users, company: companies })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .where(eq(users.id, userId));
        // The user moved to another company meanwhile: lock that one instead.
        if (!row || row.company.id === current.companyId) return row;
      }
      throw new Error(`user ${userId} kept changing company`);
    },

    /** Another user whose phone is one of `variants` (the same number written differently). */
    async findOtherUserByPhone(variants: string[], exceptUserId: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(inArray(users.phone, variants), ne(users.id, exceptUserId)))
        .limit(1);
      return row;
    },

    /** Members not removed: owner first, then by name. */
    async listActiveMembers(companyId: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), isNull(users.removalCreatedAt)))
        .orderBy(desc(users.owner), asc(users.surname), asc(users.firstName), asc(users.email));
    },

    async findActiveMember(companyId: number, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.email, email), isNull(users.removalCreatedAt)))
        .for('update');
      return row;
    },

    async countActiveMembers(companyId: number, exceptUserId?: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            isNull(users.removalCreatedAt),
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

/** Changes of who is in a company and with which roles, and the record of them. */
function membershipChangeQueries(db: Database) {
  return {
    /** The users a company's limit counts (CONTRACT.md §7): members not removed and open invitations, in one round trip. */
    async countUsersAgainstLimit(companyId: number, now: Date): Promise<number> {
      const invitations = db
        .select({ n: sql`count(*)` })
        .from(companyInvitations)
        .where(and(eq(companyInvitations.companyId, companyId), openAt(now)));
      const [row] = await db
        .select({ n: sql<number>`(count(*) + (${invitations}))::int` })
        .from(users)
        .where(and(eq(users.companyId, companyId), isNull(users.removalCreatedAt)));
      return row?.n ?? 0;
    },

    async updateUser(userId: number, change: UserChange): Promise<UserRow> {
      const [row] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
      if (!row) throw new Error('user update returned no row');
      return row;
    },

    /** The previous owners of a company, for handing ownership over. */
    async listOwners(companyId: number, exceptUserId: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.owner, true), ne(users.id, exceptUserId)))
        .for('update');
    },

    /** Withdraws every other unanswered ownership invitation of the company: only the newest stands. */
    async withdrawOwnershipInvitations(companyId: number, exceptUserId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ownerInvitationCreatedAt: null, updatedAt: now })
        .where(
          and(
            eq(users.companyId, companyId),
            ne(users.id, exceptUserId),
            isNull(users.ownerInvitationAcceptedAt),
            isNull(users.ownerInvitationDeclinedAt),
            sql`${users.ownerInvitationCreatedAt} is not null`,
          ),
        );
    },

    async recordEvent(event: {
      companyId: number;
      actorUserId: number | null;
      subjectUserId: number | null;
      subjectEmail: string;
      action: MembershipAction;
      details?: Record<string, unknown>;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(companyMembershipEvents).values({ ...event, details: event.details ?? {} });
    },
  };
}

/** Invitations to join or own a company. */
function invitationQueries(db: Database) {
  return {
    async insertInvitation(invitation: NewInvitation): Promise<CompanyInvitationRow> {
      const [row] = await db.insert(companyInvitations).values(invitation).returning();
      if (!row) throw new Error('invitation insert returned no row');
      return row;
    },

    /** Open invitations of a company that can still be accepted, oldest first. */
    async listOpenInvitations(companyId: number, now: Date): Promise<CompanyInvitationRow[]> {
      return db
        .select()
        .from(companyInvitations)
        .where(and(eq(companyInvitations.companyId, companyId), openAt(now)))
        .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
    },

    async findOpenInvitation(companyId: number, email: string, now: Date): Promise<CompanyInvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(companyInvitations)
        .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email), openAt(now)))
        .for('update');
      return row;
    },

    /** Expired invitations still open are closed, so a new one for the same email can be made. */
    async cancelExpiredInvitations(companyId: number, email: string, now: Date): Promise<void> {
      await db
        .update(companyInvitations)
        .set({ cancelledAt: now })
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            eq(companyInvitations.email, email),
            open,
            lte(companyInvitations.expiresAt, now),
          ),
        );
    },

    async findUsableInvitationByToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ invitation: CompanyInvitationRow; companyName: string } | undefined> {
      const [row] = await db
        .select({ invitation: companyInvitations, companyName: companies.name })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .where(and(eq(companyInvitations.tokenHash, tokenHash), openAt(now)))
        .for('update', { of: companyInvitations });
      return row;
    },

    /** An open invitation of the company with this slug to this person's account (as findOpenInvitationFor). */
    async findTransferInvitation(
      user: Pick<UserRow, 'id'>,
      companySlug: string,
      now: Date,
    ): Promise<{ invitation: CompanyInvitationRow; company: CompanyRow } | undefined> {
      const [row] = await db
        .select({ invitation: companyInvitations, company: companies })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .where(and(eq(companyInvitations.userId, user.id), eq(companies.slug, companySlug), openAt(now)))
        .orderBy(desc(companyInvitations.createdAt))
        .limit(1)
        .for('update', { of: companyInvitations });
      return row;
    },

    async updateInvitation(
      id: number,
      change: Partial<Omit<NewInvitation, 'id' | 'companyId' | 'email' | 'createdAt'>>,
    ): Promise<CompanyInvitationRow> {
      const [row] = await db.update(companyInvitations).set(change).where(eq(companyInvitations.id, id)).returning();
      if (!row) throw new Error('invitation update returned no row');
      return row;
    },
  };
}

/** The company's own details and its survey answers. */
function companySettingsQueries(db: Database) {
  return {
    async updateCompany(companyId: number, change: Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
      const [row] = await db.update(companies).set(change).where(eq(companies.id, companyId)).returning();
      if (!row) throw new Error('company update returned no row');
      return row;
    },

    async isCompanyNameTakenByAnother(name: string, companyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(sql`lower(${companies.name}) = lower(${name})`, ne(companies.id, companyId)));
      return row !== undefined;
    },

    /** An enabled station of our own network by its name (the survey sends the station's label, spec §7). */
    async findMesonetStationByName(name: string): Promise<{ slug: string; name: string } | undefined> {
      const [row] = await db
        .select({ slug: stations.slug, name: stations.name })
        .from(stations)
        .where(
          and(sql`lower(${stations.name}) = lower(${name})`, eq(stations.mesonet, true), isNull(stations.disabledAt)),
        )
        .orderBy(asc(stations.id))
        .limit(1);
      return row;
    },

    async findSurvey(
      companyId: number,
    ): Promise<{ survey: UserSurveyResponseRow; stationName: string | null } | undefined> {
      const [row] = await db
        .select({ survey: userSurveyResponses, stationName: stations.name })
        .from(userSurveyResponses)
        .leftJoin(stations, eq(stations.slug, userSurveyResponses.mainAwsOfInterest))
        .where(eq(userSurveyResponses.companyId, companyId));
      return row;
    },

    async saveSurvey(answers: SurveyAnswers, now: Date): Promise<void> {
      const { companyId: _companyId, ...change } = answers;
      await db
        .insert(userSurveyResponses)
        .values({ ...answers, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: userSurveyResponses.companyId, set: { ...change, updatedAt: now } });
    },
  };
}

export function accountsRepository(db: Database) {
  return {
    ...companyMemberQueries(db),
    ...membershipChangeQueries(db),
    ...invitationQueries(db),
    ...companySettingsQueries(db),
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
