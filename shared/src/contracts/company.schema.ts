import { z } from 'zod';
import { australianStates, companyCountry } from '../account/company-details';
import { surveyAges, surveyFarmSizes, surveyGenders, surveyWhereHeard } from '../account/user-survey';
import { featureSetKeys, planKeys } from '../plans/plans';

/**
 * The company as its members see it (spec §3 "Company"), with the billing plan items, payment method,
 * invoices and survey answers it carries. Every answer with a user (`data`) carries the whole company;
 * GET /api/members/billing and the billing changes also answer with its billing fields alone
 * (`companyBillingSchema`).
 *
 * Money is integer cents, as everywhere in the billing contract (billing.schema.ts): the spec's
 * `*_ex_tax` / `*_inc_tax` amounts are cents too, so the spec's farm plan at $365 a year, $401.50 with
 * GST, reads `total_yearly_recurring_ex_tax: 36500, total_yearly_recurring_inc_tax: 40150`. Times are
 * ISO strings.
 */

const isoOrNull = z.string().nullable();

export const gstAmountsSchema = z.object({
  ex_gst_cents: z.number().int(),
  gst_cents: z.number().int(),
  inc_gst_cents: z.number().int(),
});
export type GstAmountsDto = z.infer<typeof gstAmountsSchema>;

const stationObjectSchema = z.object({ label: z.string(), value: z.string() });

/** Spec §3 "Billing plan item". */
export const billingPlanItemSchema = z.object({
  billing_product_key: z.enum(planKeys),
  billing_product_name: z.string(),
  site_slug: z.string().nullable(),
  site_name: z.string().nullable(),
  site_object: stationObjectSchema.nullable(),
  additional_aws_slugs: z.array(z.string()),
  additional_aws_objects: z.array(stationObjectSchema),
  additional_aws_details: z.array(
    z.object({ slug: z.string(), name: z.string(), price_yearly_recurring_ex_tax: z.number().int() }),
  ),
  /** The plan with its extras, a year, cents ex GST. */
  price_yearly_recurring_ex_tax: z.number().int(),
  price_yearly_recurring_inc_tax: z.number().int(),
  free_until: isoOrNull,
  first_billed_at: isoOrNull,
  last_billed_at: isoOrNull,
  next_billable_at: isoOrNull,
  paid_until: isoOrNull,
  user_limit: z.number().int().nullable(),
});
export type BillingPlanItem = z.infer<typeof billingPlanItemSchema>;

/** Spec §3 "Payment method"; card details as the processor reported them. */
export const paymentMethodSchema = z.object({
  payment_method_type: z.string(),
  card_brand: z.string(),
  card_last4: z.string(),
  card_exp_month: z.number().int(),
  card_exp_year: z.number().int(),
  /** 'active' or 'declining' (the last charge failed: show billingMessages.decliningCard). */
  status: z.enum(['active', 'declining']),
  last_charged_at: isoOrNull,
  last_declined_at: isoOrNull,
  last_error_code: z.string().nullable(),
  last_decline_code: z.string().nullable(),
  last_error_code_label: z.string().nullable(),
  last_decline_code_label: z.string().nullable(),
  name_on_card: z.string(),
  address_same_as_company_address: z.boolean(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state_province: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  address_country: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An invoice: one per charge, with its ex GST, GST and inc GST lines. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['billing_start', 'trial_end', 'renewal', 'upgrade']),
  description: z.string(),
  billing_product_key: z.enum(planKeys),
  amount: gstAmountsSchema,
  status: z.enum(['paid', 'unpaid']),
  period_from: isoOrNull,
  period_to: isoOrNull,
  created_at: z.string(),
  paid_at: isoOrNull,
  /** Unpaid: when the billing job charges it again (1, 3 and 7 days after the first failure); null when no retry is left. */
  next_retry_at: isoOrNull,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const discountCodeStatuses = ['declined', 'in_use', 'completed'] as const;
export type DiscountCodeStatus = (typeof discountCodeStatuses)[number];

/** The company's survey answers (spec §3 "Survey response"); the station as its option (label, value). */
export const savedUserSurveySchema = z.object({
  user1_age: z.enum(surveyAges),
  user1_gender: z.enum(surveyGenders),
  occupation_industry: z.string(),
  main_aws_of_interest: z.object({ label: z.string(), value: z.string() }).nullable(),
  main_use_of_mesonet: z.string(),
  farm_size: z.enum(surveyFarmSizes).nullable(),
  main_crop_type: z.string().nullable(),
  main_two_herbicides_used_in_summer: z.string().nullable(),
  usual_supplier_of_summer_herbicide: z.string().nullable(),
  where_heard_about_us: z.enum(surveyWhereHeard),
  /** Comma-separated (user-survey.ts splitSocialMediaUse). */
  social_media_use: z.string().nullable(),
  updated_at: z.string(),
});
export type SavedUserSurvey = z.infer<typeof savedUserSurveySchema>;

/** The billing fields of spec §3 "Company". */
export const companyBillingSchema = z.object({
  paid: z.boolean(),
  has_company_details: z.boolean(),
  has_billing_plan: z.boolean(),
  has_payment_method: z.boolean(),
  has_user_survey_response: z.boolean(),
  has_billing_discount_code_use: z.boolean(),
  /**
   * What the company may see now (shared/src/plans/effective-plan.ts): a saved paid plan shows
   * free_access until the trial or billing starts.
   */
  billing_product_feature_set_key: z.enum(featureSetKeys).nullable(),
  billing_item_access_plan: billingPlanItemSchema.nullable(),
  /** A downgrade waiting for `billing_plan_billing_next_billable_at`. */
  scheduled_billing_item_access_plan: billingPlanItemSchema.nullable(),
  billing_discount_code_status: z.enum(discountCodeStatuses).nullable(),
  billing_discount_code_user_acceptance: z.boolean().nullable(),
  billing_plan_free_until: isoOrNull,
  billing_plan_billing_next_billable_at: isoOrNull,
  billing_plan_billing_first_billed_at: isoOrNull,
  /** The plan with its extras, a year, in cents (see above). */
  total_yearly_recurring_ex_tax: z.number().int(),
  total_yearly_recurring_inc_tax: z.number().int(),
  default_access_plan_user_limit: z.number().int(),
  /** Invoices whose charge failed, oldest first: the red banner counts them (spec §8). */
  invoices_payment_unsuccessful: z.array(invoiceSchema),
  /** An invoice is unpaid after its last retry: the company sees the free plan until it is paid. */
  unpaid_past_last_retry: z.boolean(),
  active_payment_method: paymentMethodSchema.nullable(),
  /**
   * The two-week free trial may still be started: false once this company's trial or billing started, and
   * when one of its owners or its card has had a trial with another company (one trial per owner and card).
   */
  free_trial_available: z.boolean(),
  /** The plan's stations changed on their own lately: they may change on their own again from then (30 days). */
  stations_changeable_from: isoOrNull,
});
export type CompanyBilling = z.infer<typeof companyBillingSchema>;

/**
 * Spec §3 "Company". We keep no table of states or countries, so their ids are their codes: the state's
 * abbreviation (as the company details form sends it) and the ISO 3166 country code.
 */
export const companySchema = companyBillingSchema.extend({
  name: z.string(),
  /** The spec names the company twice; both are the company's name. */
  company_name: z.string(),
  slug: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Null until the company details are saved; the ABN without spaces. */
  abn: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  locality: z.string().nullable(),
  postalcode: z.string().nullable(),
  state_province_id: z.enum(australianStates).nullable(),
  state_province_abbreviated_name: z.enum(australianStates).nullable(),
  country_id: z.literal('AU'),
  country_name: z.literal(companyCountry),
  user_survey_response: savedUserSurveySchema.nullable(),
  /** Users counted against the limit: the owner, members not removed and open invitations (CONTRACT.md §7). */
  active_users: z.number().int(),
  permitted_users: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
