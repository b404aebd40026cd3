import { cashbackCents, cashbackPercent, type CreditReason } from '@mesonet/shared/billing/referrals';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../auth/auth.tables';
import { invoices } from '../billing/billing.tables';
import { companies } from '../companies/companies.tables';
import { billingCredits, referrals, type BillingCreditRow, type ReferralRow } from './referrals.tables';

export type CreditWithAmount = BillingCreditRow & { reason: CreditReason; amountCents: number };

/** The invitee's first paid invoice ex GST: what both cashbacks are a percentage of (spec §9). */
const firstPaidInvoiceExGst = sql<number | null>`(
  select ${invoices.amountExGstCents} from ${invoices}
  where ${invoices.companyId} = ${referrals.inviteeCompanyId}
    and ${invoices.status} = 'paid' and ${invoices.amountExGstCents} > 0
  order by ${invoices.paidAt}, ${invoices.id} limit 1)`;

async function creditsWhere(db: Database, where: ReturnType<typeof and>): Promise<CreditWithAmount[]> {
  const rows = await db
    .select({ credit: billingCredits, base: firstPaidInvoiceExGst })
    .from(billingCredits)
    .leftJoin(referrals, eq(referrals.id, billingCredits.referralId))
    .where(where)
    .orderBy(asc(billingCredits.id));
  return rows.map(({ credit, base }) => {
    const reason = credit.reason as CreditReason;
    return { ...credit, reason, amountCents: credit.appliedCents ?? cashbackCents(Number(base ?? 0), reason) };
  });
}

/** Referral codes sent, accepted and their referrers. */
function referralQueries(db: Database) {
  return {
    async sentCountBy(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerUserId, userId));
      return Number(row?.n ?? 0);
    },

    async sentBy(userId: number): Promise<ReferralRow[]> {
      return db
        .select()
        .from(referrals)
        .where(eq(referrals.referrerUserId, userId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id));
    },

    async hasOpenReferralFor(email: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: referrals.id })
        .from(referrals)
        .where(and(eq(referrals.email, email), isNull(referrals.acceptedAt), gt(referrals.expiresAt, now)))
        .limit(1);
      return row !== undefined;
    },

    async insert(referral: typeof referrals.$inferInsert): Promise<ReferralRow> {
      const [row] = await db.insert(referrals).values(referral).returning();
      if (!row) throw new Error('referral insert returned no row');
      return row;
    },

    async lockByCode(code: string): Promise<ReferralRow | undefined> {
      const [row] = await db.select().from(referrals).where(eq(referrals.code, code)).for('update');
      return row;
    },

    async accept(id: number, inviteeCompanyId: number, now: Date): Promise<void> {
      await db.update(referrals).set({ acceptedAt: now, inviteeCompanyId }).where(eq(referrals.id, id));
    },

    async referrerOf(companyId: number): Promise<{ name: string; companyName: string } | undefined> {
      const [row] = await db
        .select({ firstName: users.firstName, surname: users.surname, companyName: companies.name })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referrerUserId))
        .innerJoin(companies, eq(companies.id, referrals.referrerCompanyId))
        .where(eq(referrals.inviteeCompanyId, companyId));
      return row && { name: `${row.firstName} ${row.surname}`.trim(), companyName: row.companyName };
    },
  };
}

/** Cashback credits earned by referrals and taken off invoices. */
function creditQueries(db: Database) {
  return {
    creditsOf(companyId: number): Promise<CreditWithAmount[]> {
      return creditsWhere(db, and(eq(billingCredits.companyId, companyId)));
    },

    waitingCreditsOf(companyId: number): Promise<CreditWithAmount[]> {
      return creditsWhere(db, and(eq(billingCredits.companyId, companyId), isNull(billingCredits.appliedInvoiceId)));
    },

    async markApplied(creditId: number, invoiceId: number, cents: number): Promise<void> {
      await db
        .update(billingCredits)
        .set({ appliedInvoiceId: invoiceId, appliedCents: cents })
        .where(and(eq(billingCredits.id, creditId), isNull(billingCredits.appliedInvoiceId)));
    },

    /**
     * The invitee's paid plan started: its accepted referral becomes successful and both companies are owed
     * their cashback. Safe to call twice (the referral is only taken while not yet successful).
     */
    async recordSuccess(inviteeCompanyId: number, now: Date): Promise<void> {
      const [referral] = await db
        .update(referrals)
        .set({ successfulAt: now })
        .where(
          and(
            eq(referrals.inviteeCompanyId, inviteeCompanyId),
            sql`${referrals.acceptedAt} is not null`,
            isNull(referrals.successfulAt),
          ),
        )
        .returning();
      if (!referral) return;
      await db
        .insert(billingCredits)
        .values([
          {
            companyId: referral.referrerCompanyId,
            referralId: referral.id,
            percent: cashbackPercent.referrer,
            reason: 'referrer',
            createdAt: now,
          },
          {
            companyId: inviteeCompanyId,
            referralId: referral.id,
            percent: cashbackPercent.invitee,
            reason: 'invitee',
            createdAt: now,
          },
        ])
        .onConflictDoNothing();
    },
  };
}

export function referralsRepository(db: Database) {
  return {
    ...referralQueries(db),
    ...creditQueries(db),
  };
}
export type ReferralsRepository = ReturnType<typeof referralsRepository>;
