import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, timestampsDefaultingToNow } from '../../db/columns';

export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
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
    billingPlanFreeUntil: at('billing_plan_free_until'),
    /** Null until the first yearly charge: plan changes before it are simply saved (spec §4). */
    billingFirstBilledAt: at('billing_first_billed_at'),
    billingLastBilledAt: at('billing_last_billed_at'),
    /** When the next yearly charge (trial end or renewal) is due; the billing job picks it up. */
    billingNextBillableAt: at('billing_next_billable_at'),
    /** When the plan's stations last changed on their own (at most once per 30 days: shared plan-change.ts). */
    planStationsChangedAt: at('plan_stations_changed_at'),
    ...timestampsDefaultingToNow(),
  },
  (t) => [uniqueIndex('companies_slug_key').on(t.slug), uniqueIndex('companies_name_key').on(sql`lower(${t.name})`)],
);

export type CompanyRow = typeof companies.$inferSelect;
