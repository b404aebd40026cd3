import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    paid: boolean('paid').notNull().default(false),
    email: text('email'),
    phone: text('phone'),
    /** Company details (spec §5), null until first saved; the ABN without spaces. */
    abn: text('abn'),
    address1: text('address1'),
    address2: text('address2'),
    locality: text('locality'),
    postalcode: text('postalcode'),
    /** One of shared australianStates (ACT, NSW, …). */
    stateProvince: text('state_province'),
    country: text('country').notNull().default('Australia'),
    hasCompanyDetails: boolean('has_company_details').notNull().default(false),
    hasBillingPlan: boolean('has_billing_plan').notNull().default(false),
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    hasUserSurveyResponse: boolean('has_user_survey_response').notNull().default(false),
    hasBillingDiscountCodeUse: boolean('has_billing_discount_code_use').notNull().default(false),
    /** The active plan's key (plans.ts); null until a plan is chosen. */
    planKey: text('plan_key'),
    /** The referral code typed at sign-up, kept for the referrals programme. */
    signUpReferralCode: text('sign_up_referral_code'),
    userLimit: integer('user_limit'),
    /** Premium plans: the selected station and up to three additional ones (spec §3 "Billing plan item"). */
    planStationSlug: text('plan_site_slug'),
    additionalStationSlugs: text('additional_site_slugs').array().notNull().default([]),
    /** A downgrade waiting for the next billing date (spec §4); null when none. */
    scheduledPlanKey: text('scheduled_plan_key'),
    scheduledPlanStationSlug: text('scheduled_plan_site_slug'),
    scheduledAdditionalStationSlugs: text('scheduled_additional_site_slugs').array().notNull().default([]),
    /** Spec §3: declined (billing started without a trial), in_use (trial running), completed (trial ended). */
    billingDiscountCodeStatus: text('billing_discount_code_status'),
    billingDiscountCodeUserAcceptance: boolean('billing_discount_code_user_acceptance'),
    /** The end of the free trial; billing starts then. */
    billingPlanFreeUntil: timestamp('billing_plan_free_until', { withTimezone: true }),
    /** Null until the first yearly charge: plan changes before it are simply saved (spec §4). */
    billingFirstBilledAt: timestamp('billing_first_billed_at', { withTimezone: true }),
    billingLastBilledAt: timestamp('billing_last_billed_at', { withTimezone: true }),
    /** When the next yearly charge (trial end or renewal) is due; the billing job picks it up. */
    billingNextBillableAt: timestamp('billing_next_billable_at', { withTimezone: true }),
    /** When the plan's stations last changed on their own (at most once per 30 days: shared plan-change.ts). */
    planStationsChangedAt: timestamp('plan_stations_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_slug_key').on(t.slug), uniqueIndex('companies_name_key').on(sql`lower(${t.name})`)],
);

export type CompanyRow = typeof companies.$inferSelect;
