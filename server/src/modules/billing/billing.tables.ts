import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, ownedBy } from '../../db/columns';
import { companies } from '../companies/companies.tables';

/**
 * A company's cards (spec §3 "Payment method"). Only the processor's id and what it tells us about the
 * card are kept: card numbers never reach our tables. The newest row not `replaced` is the active one.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    /** 'fake' or 'stripe' (PAYMENTS). */
    processor: text('processor').notNull(),
    processorPaymentMethodId: text('processor_payment_method_id').notNull(),
    /** Stripe's customer the card is attached to; null for the fake processor. */
    processorCustomerId: text('processor_customer_id'),
    paymentMethodType: text('payment_method_type').notNull().default('card'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpMonth: integer('card_exp_month').notNull(),
    cardExpYear: integer('card_exp_year').notNull(),
    /** 'active', 'declining' (the last charge failed), 'replaced' (a newer card was saved) or 'detached' (at the processor). */
    status: text('status').notNull().default('active'),
    lastChargedAt: at('last_charged_at'),
    lastDeclinedAt: at('last_declined_at'),
    lastErrorCode: text('last_error_code'),
    lastDeclineCode: text('last_decline_code'),
    /** The processor's fingerprint of the card number: one free trial per card (free_trial_claims). */
    cardFingerprint: text('card_fingerprint'),
    nameOnCard: text('name_on_card').notNull(),
    addressSameAsCompanyAddress: boolean('address_same_as_company_address').notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressCity: text('address_city'),
    addressStateProvince: text('address_state_province'),
    addressPostalCode: text('address_postal_code'),
    addressCountry: text('address_country').notNull().default('Australia'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('payment_methods_company_idx').on(t.companyId, t.id)],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/**
 * One invoice per charge (spec §9: ex GST, GST and inc GST). `chargeKey` is unique and is also the
 * processor's idempotency key: the same charge asked twice (double submit, two job runners, a retry
 * after a timeout) is one invoice and one charge.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    /** 'billing_start', 'trial_end', 'renewal' or 'upgrade'. */
    kind: text('kind').notNull(),
    chargeKey: text('charge_key').notNull(),
    description: text('description').notNull(),
    planKey: text('plan_key').notNull(),
    amountExGstCents: integer('amount_ex_gst_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    amountIncGstCents: integer('amount_inc_gst_cents').notNull(),
    /** 'paid' or 'unpaid' (spec §3 invoices_payment_unsuccessful). */
    status: text('status').notNull(),
    processorChargeId: text('processor_charge_id'),
    lastErrorCode: text('last_error_code'),
    lastDeclineCode: text('last_decline_code'),
    periodFrom: at('period_from'),
    periodTo: at('period_to'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    /** When its charge first failed: the retries are counted from then (shared payment-retries.ts). */
    firstFailedAt: at('first_failed_at'),
    /** Retries charged and failed so far; past the last one the company sees the free plan until it is paid. */
    failedRetries: integer('failed_retries').notNull().default(0),
    /** When the billing job charges it again; null when paid or no retry is left. */
    nextRetryAt: at('next_retry_at'),
  },
  (t) => [
    uniqueIndex('invoices_charge_key').on(t.chargeKey),
    index('invoices_company_idx').on(t.companyId, t.id),
    index('invoices_unpaid_idx')
      .on(t.companyId)
      .where(sql`${t.status} = 'unpaid'`),
    index('invoices_retry_idx')
      .on(t.nextRetryAt)
      .where(sql`${t.status} = 'unpaid'`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Who has had a free trial (spec §9: two weeks, once): the owners of a company when its trial started,
 * and every card it had during the trial. A company whose owner or card has a claim here from another
 * company gets no trial; the unique key makes two companies claiming one card at once fail.
 */
export const freeTrialClaims = pgTable(
  'free_trial_claims',
  {
    id: idColumn(),
    companyId: ownedBy('company_id', () => companies.id),
    /** 'owner' (a user id) or 'card' (the processor's card fingerprint). */
    kind: text('kind').notNull(),
    claim: text('claim').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [uniqueIndex('free_trial_claims_key').on(t.kind, t.claim)],
);
