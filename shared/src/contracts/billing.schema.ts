import { z } from 'zod';
import { billingProductsSchema } from '../billing/billing-forms';
import { authUserSchema } from './auth-user.schema';
import {
  billingPlanItemSchema,
  companyBillingSchema,
  gstAmountsSchema,
  invoiceSchema,
  paymentMethodSchema,
} from './company.schema';

/**
 * Billing, payments and trials (spec §2 "Plan and Extras", "Payment Details", "Start Trial or Billing",
 * §3, §4, §9). Money is integer cents (`*_cents`, and the spec's `*_ex_tax` / `*_inc_tax` fields are
 * cents too); every amount is computed on the server from the plan catalogue (shared/src/plans), a
 * client-sent price is ignored. Times are ISO strings; show them with shared/src/billing/billing-dates.ts
 * (trial expiry: formatTrialExpiry, one millisecond early in Adelaide).
 *
 * Signed in, owner or account_billing (401 / 403 `base` otherwise):
 *   GET /api/members/billing → billingResponseSchema: the company's billing state, invoices and how to
 *       reach the card processor.
 *   GET /api/members/plan_change_quote?primary_billing_product_key=…&primary_billing_product_aws_slug=…
 *       &additional_aws_slugs=a,b → planChangeQuoteSchema: what Submit on the plan form would do, for the
 *       confirmation view: `save` → 'Save', `upgrade` → 'Upgrade Plan and Pay' with `charge`,
 *       `scheduled` → 'Confirm Scheduled Plan Change' on `effective_at`, `unchanged` → nothing to do.
 *       422 as the PUT below.
 *   PUT /api/members/company_settings, with the refreshed user as `data` and the billing state:
 *     update_type billing_products, company_details {primary_billing_product_key,
 *       primary_billing_product_aws_slug, additional_aws_slugs} → planChangeResponseSchema. The kind is
 *       decided again on the server at that moment (a double submit finds the plan already changed and
 *       charges nothing). 422 `primary_billing_product_aws_slug` 'Selected AWS is required';
 *       `additional_aws_slugs` (more than 3, or not one of our stations); `payment`
 *       'Your payment was unsuccessful…' with `decline_code` when the charge fails, and the plan is
 *       unchanged; 503 `payment` billingMessages.processorUnavailable when the processor does not answer
 *       (the plan is unchanged; trying again is safe: the charge carries the same idempotency key).
 *       An upgrade with no card on file is 422 `payment` billingMessages.cardDetailsIncomplete. A change of
 *       the stations alone (same plan and price) while the plan is in effect applies at once at most once
 *       per 30 days: sooner is 422 `primary_billing_product_aws_slug` (else `additional_aws_slugs`)
 *       stationsChangeTooSoon(date), as the quote answers too.
 *     update_type billing_payment_method, payment_details {local_details, payment_method} →
 *       paymentMethodResponseSchema. Sets has_payment_method; outstanding invoices are charged to the
 *       new card at once, which restores at once a plan fallen to free for want of them. 422
 *       `name_on_card`, `address_*` (spec §5), `payment_method`.
 *
 * A yearly charge that fails (trial end, renewal, start of billing) is retried by the billing job 1, 3 and
 * 7 days later (invoice `next_retry_at`), each failure mailed to the owner and billing members; past the
 * last retry the company's `unpaid_past_last_retry` is true and it sees the free plan until it pays
 * (docs/decisions/0007-unpaid-company.md).
 *     update_type billing_discount_code_use, billing_discount_code_use_details {user_acceptance} →
 *       discountCodeUseResponseSchema. true: the two-week free trial (needs details, plan, payment and
 *       survey; 422 `base` otherwise; 422 `base` billingMessages.freeTrialUsedElsewhere when an owner of the
 *       company or its card had a trial with another company: one trial per owner and per card). false: billing starts now and the plan's first year is charged
 *       (needs details, plan, payment); also ends a running trial early. A charge that fails still
 *       starts billing, as at a trial's end: 200 with the `invoice` unpaid, the card `declining`, the
 *       invoice in the user's `invoices_payment_unsuccessful` and `message`
 *       billingMessages.billingStartedPaymentUnsuccessful; a new card saved pays it. 503 `payment` as
 *       above, with nothing changed.
 *
 * The built-in fake card processor (PAYMENTS=fake, CONTRACT.md §4), called by the browser's card form
 * exactly as a real processor's browser library would be, never through company_settings:
 *   POST /api/payments/fake/payment_methods  fakeCardRequestSchema → 200 fakePaymentMethodSchema, or
 *       402 fakeCardErrorSchema for a card rejected at entry (decline_code generic_decline, do_not_honor,
 *       card_not_supported; show cardDeclineMessage(decline_code)), or 422 for an incomplete card.
 * With PAYMENTS=stripe the browser uses Stripe.js with `payments.publishable_key`, and Stripe calls
 *   POST /api/payments/stripe/webhook (signed with STRIPE_WEBHOOK_SECRET).
 */

export const paymentsConfigSchema = z.object({
  processor: z.enum(['fake', 'stripe']),
  /** Stripe's publishable key; null for the fake processor. */
  publishable_key: z.string().nullable(),
  /** Where the fake processor's card form posts the card; null with Stripe. */
  payment_method_endpoint: z.string().nullable(),
});

export const billingResponseSchema = z.object({
  billing: companyBillingSchema,
  invoices: z.array(invoiceSchema),
  payments: paymentsConfigSchema,
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

/** The query of GET /api/members/plan_change_quote: the plan form's fields, extras comma-separated. */
export const planChangeQuoteQuerySchema = z.preprocess((input) => {
  const q = (input ?? {}) as Record<string, unknown>;
  const extras = typeof q.additional_aws_slugs === 'string' ? q.additional_aws_slugs.split(',').filter(Boolean) : [];
  return {
    primary_billing_product_key: q.primary_billing_product_key,
    primary_billing_product_aws_slug: q.primary_billing_product_aws_slug || null,
    additional_aws_slugs: extras,
  };
}, billingProductsSchema);

export const planChangeKinds = ['unchanged', 'save', 'upgrade', 'scheduled'] as const;

export const planChangeQuoteSchema = z.object({
  kind: z.enum(planChangeKinds),
  /** The requested plan as it would be billed. */
  plan: billingPlanItemSchema,
  new_price: gstAmountsSchema,
  current_price_ex_gst_cents: z.number().int(),
  rebate_ex_gst_cents: z.number().int(),
  remaining_days: z.number().int(),
  period_days: z.number().int(),
  /** Charged now (upgrade only; zero otherwise). */
  charge: gstAmountsSchema,
  effective_at: z.string(),
  /** A change of the selected stations alone: at most one per 30 days while the plan is in effect. */
  stations_only: z.boolean(),
  /**
   * When the stations may next change on their own, once this change is made (30 days after a stations-only
   * change); null: any time. A stations-only change before then is refused: 422 naming
   * `primary_billing_product_aws_slug` or `additional_aws_slugs`, with the date (billingMessages stationsChangeTooSoon).
   */
  stations_changeable_from: z.string().nullable(),
  /** The company may still start the two-week free trial (companyBillingSchema free_trial_available). */
  free_trial_available: z.boolean(),
});
export type PlanChangeQuoteDto = z.infer<typeof planChangeQuoteSchema>;

const withUser = z.object({ data: authUserSchema, message: z.string(), billing: companyBillingSchema });

export const planChangeResponseSchema = withUser.extend({
  kind: z.enum(planChangeKinds),
  /** The invoice of an upgrade's charge; null otherwise. */
  invoice: invoiceSchema.nullable(),
});
export const paymentMethodResponseSchema = withUser.extend({ payment_method: paymentMethodSchema });
export const discountCodeUseResponseSchema = withUser.extend({ invoice: invoiceSchema.nullable() });

/** The fake processor's card form (CONTRACT.md §4): any future expiry, any CVC. */
export const fakeCardRequestSchema = z.object({
  card: z.object({
    number: z.string().transform((n) => n.replace(/[\s-]/g, '')),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/),
  }),
});
export const fakePaymentMethodSchema = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number(), exp_year: z.number() }),
});
export const fakeCardErrorSchema = z.object({
  error: z.object({
    type: z.literal('card_error'),
    code: z.string(),
    decline_code: z.string(),
    message: z.string(),
  }),
});
