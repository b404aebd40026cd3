import { cardDeclineMessage } from '@mesonet/shared/billing/billing.messages';
import { withGst } from '@mesonet/shared/billing/gst';
import { isPastLastRetry } from '@mesonet/shared/billing/payment-retries';
import type { BillingPlanItem, CompanyBilling, Invoice, PaymentMethod } from '@mesonet/shared/contracts/company.schema';
import { effectiveFeatureSetKey } from '@mesonet/shared/plans/effective-plan';
import { defaultUserLimit } from '@mesonet/shared/plans/plan-capabilities';
import {
  capabilitiesOfPlan,
  isPlanKey,
  planChoicePriceCentsExGst,
  plans,
  additionalStationPriceCentsExGst,
  type PlanChoice,
} from '@mesonet/shared/plans/plans';
import type { CompanyRow } from '../companies/companies.tables';
import type { InvoiceRow, PaymentMethodRow } from './billing.tables';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function currentChoice(company: CompanyRow): PlanChoice | null {
  return company.planKey && isPlanKey(company.planKey)
    ? {
        planKey: company.planKey,
        stationSlug: company.planStationSlug,
        additionalStationSlugs: company.additionalStationSlugs,
      }
    : null;
}

export function scheduledChoice(company: CompanyRow): PlanChoice | null {
  return company.scheduledPlanKey && isPlanKey(company.scheduledPlanKey)
    ? {
        planKey: company.scheduledPlanKey,
        stationSlug: company.scheduledPlanStationSlug,
        additionalStationSlugs: company.scheduledAdditionalStationSlugs,
      }
    : null;
}

/** The stations a plan names: its selected station and extras. */
export function planChoiceSlugs(choices: ReadonlyArray<PlanChoice | null>): string[] {
  return choices
    .flatMap((c) => (c ? [c.stationSlug, ...c.additionalStationSlugs] : []))
    .filter((s): s is string => !!s);
}

export function presentPlanItem(
  choice: PlanChoice,
  company: CompanyRow,
  names: ReadonlyMap<string, string>,
  scheduled = false,
): BillingPlanItem {
  const plan = plans[choice.planKey];
  const price = withGst(planChoicePriceCentsExGst(choice));
  const name = (slug: string) => names.get(slug) ?? slug;
  return {
    billing_product_key: plan.key,
    billing_product_name: plan.name,
    site_slug: choice.stationSlug,
    site_name: choice.stationSlug ? name(choice.stationSlug) : null,
    site_object: choice.stationSlug ? { label: name(choice.stationSlug), value: choice.stationSlug } : null,
    additional_aws_slugs: [...choice.additionalStationSlugs],
    additional_aws_objects: choice.additionalStationSlugs.map((slug) => ({ label: name(slug), value: slug })),
    additional_aws_details: choice.additionalStationSlugs.map((slug) => ({
      slug,
      name: name(slug),
      price_yearly_recurring_ex_tax: additionalStationPriceCentsExGst,
    })),
    price_yearly_recurring_ex_tax: price.exGstCents,
    price_yearly_recurring_inc_tax: price.incGstCents,
    free_until: scheduled ? null : iso(company.billingPlanFreeUntil),
    first_billed_at: scheduled ? null : iso(company.billingFirstBilledAt),
    last_billed_at: scheduled ? null : iso(company.billingLastBilledAt),
    next_billable_at: iso(company.billingNextBillableAt),
    paid_until: scheduled || !company.billingFirstBilledAt ? null : iso(company.billingNextBillableAt),
    user_limit: company.userLimit ?? capabilitiesOfPlan(plan.key).userLimit,
  };
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    kind: row.kind as Invoice['kind'],
    description: row.description,
    billing_product_key: row.planKey as Invoice['billing_product_key'],
    amount: { ex_gst_cents: row.amountExGstCents, gst_cents: row.gstCents, inc_gst_cents: row.amountIncGstCents },
    status: row.status as Invoice['status'],
    period_from: iso(row.periodFrom),
    period_to: iso(row.periodTo),
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    next_retry_at: row.status === 'unpaid' ? iso(row.nextRetryAt) : null,
  };
}

export function presentPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    payment_method_type: row.paymentMethodType,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    card_exp_month: row.cardExpMonth,
    card_exp_year: row.cardExpYear,
    status: row.status === 'declining' ? 'declining' : 'active',
    last_charged_at: iso(row.lastChargedAt),
    last_declined_at: iso(row.lastDeclinedAt),
    last_error_code: row.lastErrorCode,
    last_decline_code: row.lastDeclineCode,
    last_error_code_label: row.lastErrorCode ? row.lastErrorCode.replace(/_/g, ' ') : null,
    last_decline_code_label: row.lastDeclineCode ? cardDeclineMessage(row.lastDeclineCode) || null : null,
    name_on_card: row.nameOnCard,
    address_same_as_company_address: row.addressSameAsCompanyAddress,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    address_city: row.addressCity,
    address_state_province: row.addressStateProvince,
    address_postal_code: row.addressPostalCode,
    address_country: row.addressCountry,
  };
}

/** What a company's billing fields are made of besides its row (billingRepository.billingFactsOf). */
export interface CompanyBillingFacts {
  paymentMethod: PaymentMethodRow | undefined;
  unpaidInvoices: InvoiceRow[];
  /** Names of the stations of the current and scheduled plans. */
  stationNames: ReadonlyMap<string, string>;
  /** No trial yet, and none of its owners or its card had one with another company. */
  freeTrialAvailable: boolean;
  /** When the plan's stations may change on their own again; null when they may now. */
  stationsChangeableFrom: Date | null;
}

/** The company's plan and how its billing stands, as the effective plan is decided (effective-plan.ts). */
export function planStandingOf(company: CompanyRow, unpaidInvoices: readonly InvoiceRow[]) {
  return {
    planKey: company.planKey,
    hasBillingDiscountCodeUse: company.hasBillingDiscountCodeUse,
    unpaidPastLastRetry: unpaidInvoices.some(isPastLastRetry),
  };
}

export function presentCompanyBilling(company: CompanyRow, facts: CompanyBillingFacts): CompanyBilling {
  const current = currentChoice(company);
  const scheduled = scheduledChoice(company);
  const yearly = withGst(current ? planChoicePriceCentsExGst(current) : 0);
  return {
    paid: company.paid,
    has_company_details: company.hasCompanyDetails,
    has_billing_plan: company.hasBillingPlan,
    has_payment_method: company.hasPaymentMethod,
    has_user_survey_response: company.hasUserSurveyResponse,
    has_billing_discount_code_use: company.hasBillingDiscountCodeUse,
    // What the company may see now: a saved paid plan waits for the trial or billing to start.
    billing_product_feature_set_key: effectiveFeatureSetKey(planStandingOf(company, facts.unpaidInvoices)),
    billing_item_access_plan: current ? presentPlanItem(current, company, facts.stationNames) : null,
    scheduled_billing_item_access_plan: scheduled
      ? presentPlanItem(scheduled, company, facts.stationNames, true)
      : null,
    billing_discount_code_status: company.billingDiscountCodeStatus as CompanyBilling['billing_discount_code_status'],
    billing_discount_code_user_acceptance: company.billingDiscountCodeUserAcceptance,
    billing_plan_free_until: iso(company.billingPlanFreeUntil),
    billing_plan_billing_next_billable_at: iso(company.billingNextBillableAt),
    billing_plan_billing_first_billed_at: iso(company.billingFirstBilledAt),
    total_yearly_recurring_ex_tax: yearly.exGstCents,
    total_yearly_recurring_inc_tax: yearly.incGstCents,
    default_access_plan_user_limit: company.userLimit ?? defaultUserLimit,
    invoices_payment_unsuccessful: facts.unpaidInvoices.map(presentInvoice),
    unpaid_past_last_retry: facts.unpaidInvoices.some(isPastLastRetry),
    active_payment_method: facts.paymentMethod ? presentPaymentMethod(facts.paymentMethod) : null,
    free_trial_available: facts.freeTrialAvailable,
    stations_changeable_from: iso(facts.stationsChangeableFrom),
  };
}
