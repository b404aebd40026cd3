import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, ownedBy } from '../../db/columns';
import { users } from '../auth/auth.tables';
import { companies } from '../companies/companies.tables';

/**
 * Referrals (spec §2 "Referrals", §4, §9): a paid member invites an email with a code valid 7 days; only
 * that email may accept it; it is successful once the invitee's company starts a paid plan.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: idColumn(),
    code: text('code').notNull(),
    referrerUserId: ownedBy('referrer_user_id', () => users.id),
    referrerCompanyId: ownedBy('referrer_company_id', () => companies.id),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    inviteeCompanyId: integer('invitee_company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** When the invitee's paid plan started and both cashback credits were recorded. */
    successfulAt: at('successful_at'),
  },
  (t) => [
    uniqueIndex('referrals_code_key').on(t.code),
    index('referrals_referrer_idx').on(t.referrerUserId),
    // A company has at most one referrer.
    uniqueIndex('referrals_invitee_company_key')
      .on(t.inviteeCompanyId)
      .where(sql`${t.inviteeCompanyId} is not null`),
  ],
);
export type ReferralRow = typeof referrals.$inferSelect;

/** Cashback owed to a company (spec §9: 10 % to the referrer, 20 % to the invitee), taken off its next invoice. */
export const billingCredits = pgTable(
  'billing_credits',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    percent: integer('percent').notNull(),
    /** 'referrer' or 'invitee'. */
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull(),
    /** The invoice the credit was taken off; null while it waits. */
    appliedInvoiceId: integer('applied_invoice_id'),
    appliedCents: integer('applied_cents'),
  },
  (t) => [
    index('billing_credits_open_idx')
      .on(t.companyId)
      .where(sql`${t.appliedInvoiceId} is null`),
    uniqueIndex('billing_credits_referral_reason_key').on(t.referralId, t.reason),
  ],
);
export type BillingCreditRow = typeof billingCredits.$inferSelect;
