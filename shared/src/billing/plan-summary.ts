import { z } from 'zod';
import { formSchema } from '../account/form-schema';
import type { StationOption } from '../account/station-options';
import type { ApiErrorBody } from '../contracts/api-errors.schema';
import type { PlanChangeQuoteDto } from '../contracts/billing.schema';
import type { BillingPlanItem, CompanyBilling } from '../contracts/company.schema';
import {
  additionalStationPriceCentsExGst,
  isSelectablePlanKey,
  maxAdditionalStations,
  planHasStations,
  plans,
  selectablePlanKeys,
  type PlanChoice,
  type SelectablePlanKey,
} from '../plans/plans';
import { formatBillingDateTime, formatPlanChangeDate } from './billing-dates';
import { billingMessages } from './billing.messages';
import { billingProductsSchema, type BillingProductsInput } from './billing-forms';
import { withGst } from './gst';
import { formatAud } from './money';

/** '$200.00 ex GST ($220.00 inc GST)': every price on Plan and Extras reads both ways (spec §9). */
export function exAndIncGst(exGstCents: number, incGstCents = withGst(exGstCents).incGstCents): string {
  return `${formatAud(exGstCents)} ex GST (${formatAud(incGstCents)} inc GST)`;
}

export interface PlanSummaryView {
  planName: string;
  /** Premium's selected station; null on other plans. */
  station: string | null;
  /** Premium's additional stations with their own yearly price. */
  additionalStations: Array<{ name: string; price: string }>;
  /** The plan with its extras, a year. */
  yearlyPrice: string;
  nextBilling: string | null;
  /** A downgrade waiting for the next billing date (spec §4), as a sentence. */
  scheduledChange: string | null;
  /** An invoice unpaid past its last retry: the plan is on hold, as a sentence. */
  onHold: string | null;
  /** The stations changed on their own lately: when they may again (at most once per 30 days), as a sentence. */
  stationsChangeableFrom: string | null;
  /** all_access_1 and admin_1 are given by the network, not chosen (plans.ts selectablePlanKeys). */
  canChangePlan: boolean;
}

function stationsOf(item: BillingPlanItem): string {
  const names = [item.site_name, ...item.additional_aws_details.map((extra) => extra.name)].filter(Boolean);
  return names.length > 0 ? ` with ${names.join(', ')}` : '';
}

/** The current plan as Plan and Extras summarises it (spec §2, §3 "Billing plan item"); null before a plan is chosen. */
export function planSummaryView(billing: CompanyBilling): PlanSummaryView | null {
  const item = billing.billing_item_access_plan;
  if (!item) return null;
  const scheduled = billing.scheduled_billing_item_access_plan;
  const nextBillableAt = billing.billing_plan_billing_next_billable_at;
  return {
    planName: item.billing_product_name,
    station: planHasStations(item.billing_product_key) ? item.site_name : null,
    additionalStations: item.additional_aws_details.map((extra) => ({
      name: extra.name,
      price: `${formatAud(extra.price_yearly_recurring_ex_tax)} a year ex GST`,
    })),
    yearlyPrice: exAndIncGst(item.price_yearly_recurring_ex_tax, item.price_yearly_recurring_inc_tax),
    nextBilling: nextBillableAt ? formatBillingDateTime(nextBillableAt) : null,
    scheduledChange:
      scheduled && nextBillableAt
        ? `Your plan changes to ${scheduled.billing_product_name}${stationsOf(scheduled)} on ${formatPlanChangeDate(nextBillableAt)}, at ${exAndIncGst(scheduled.price_yearly_recurring_ex_tax, scheduled.price_yearly_recurring_inc_tax)} a year.`
        : null,
    onHold: billing.unpaid_past_last_retry
      ? `Your plan is on hold: we could not charge your card, so until the outstanding invoice(s) are paid your company sees only what the ${plans.free_access_1.name} plan shows. Enter a new credit card on Payment Details to pay them and have your plan back at once.`
      : null,
    stationsChangeableFrom: billing.stations_changeable_from
      ? stationsChangeableText(billing.stations_changeable_from)
      : null,
    canChangePlan: isSelectablePlanKey(item.billing_product_key),
  };
}

/** Selected stations change on their own at most once per 30 days (plan-change.ts). */
const stationsChangeableText = (from: string, subject = 'Your selected stations') =>
  `${subject} can next be changed from ${formatPlanChangeDate(from)}.`;

/**
 * What the plan form closes on (spec §2): the plan, the scheduled plan or the additional stations
 * changed. Two billing states with the same key show the same plan.
 */
export function planStateKey(billing: CompanyBilling): string {
  const key = (item: BillingPlanItem | null) =>
    item
      ? [item.billing_product_key, item.site_slug ?? '', [...item.additional_aws_slugs].sort().join('+')].join('/')
      : '-';
  return `${key(billing.billing_item_access_plan)} > ${key(billing.scheduled_billing_item_access_plan)}`;
}

export interface PlanOption {
  key: SelectablePlanKey;
  name: string;
  price: string;
}

/** The plans the form offers, with their yearly price (spec §9); premium's extras are priced beside their fields. */
export const planOptions: readonly PlanOption[] = selectablePlanKeys.map((key) => ({
  key,
  name: plans[key].name,
  price: `${exAndIncGst(plans[key].priceCentsExGst)} a year`,
}));

/** '$90.00 ex GST ($99.00 inc GST) a year each, up to 3'. */
export const additionalStationPriceText = `${exAndIncGst(additionalStationPriceCentsExGst)} a year each, up to ${maxAdditionalStations}`;

/** The plan form's inputs: a plan radio, the selected station and three optional extra-station selects. */
export interface PlanFormValues {
  primary_billing_product_key: string;
  primary_billing_product_aws_slug: string;
  additional_aws_slugs: string[];
}

/** The form opens on the current plan (a given plan such as All Access opens with nothing chosen). */
export function planFormValues(billing: CompanyBilling): PlanFormValues {
  const item = billing.billing_item_access_plan;
  const selectable = item && isSelectablePlanKey(item.billing_product_key);
  const extras = selectable ? item.additional_aws_slugs : [];
  return {
    primary_billing_product_key: selectable ? item.billing_product_key : '',
    primary_billing_product_aws_slug: (selectable && item.site_slug) || '',
    additional_aws_slugs: Array.from({ length: maxAdditionalStations }, (_, index) => extras[index] ?? ''),
  };
}

/** The plan form's resolver: blank choices dropped, then the `billing_products` rules (spec §5 "Plan"). */
export const planFormSchema = formSchema(
  z.object({
    primary_billing_product_key: z.string(),
    primary_billing_product_aws_slug: z.string(),
    additional_aws_slugs: z.array(z.string()),
  }),
  billingProductsSchema,
  (values): BillingProductsInput => ({
    primary_billing_product_key: (values.primary_billing_product_key || undefined) as SelectablePlanKey,
    primary_billing_product_aws_slug: values.primary_billing_product_aws_slug || null,
    additional_aws_slugs: values.additional_aws_slugs.filter(Boolean),
  }),
);

/** A checked choice as the quote's query and the `billing_products` payload carry it (spec §7). */
export function billingProductsPayload(choice: PlanChoice) {
  return {
    primary_billing_product_key: choice.planKey,
    primary_billing_product_aws_slug: choice.stationSlug,
    additional_aws_slugs: [...choice.additionalStationSlugs],
  };
}

/**
 * The stations one extra-station select offers (spec §5): ours, less the selected station and the
 * stations the other extra selects hold.
 */
export function additionalStationChoices(
  stations: readonly StationOption[],
  selectedSlug: string,
  additionalSlugs: readonly string[],
  index: number,
): StationOption[] {
  const taken = new Set([selectedSlug, ...additionalSlugs.filter((_, other) => other !== index)].filter(Boolean));
  return stations.filter((station) => !taken.has(station.value));
}

/** The confirmation's button per kind (spec §2); `unchanged` has none, there being nothing to confirm. */
export const planConfirmActions = {
  unchanged: null,
  save: 'Save',
  upgrade: 'Upgrade Plan and Pay',
  scheduled: 'Confirm Scheduled Plan Change',
} as const;

export interface PlanConfirmationView {
  action: (typeof planConfirmActions)[keyof typeof planConfirmActions];
  intro: string;
  lines: Array<{ label: string; value: string }>;
}

/** The confirmation view of a quote (spec §2, §9): the new plan and its price, and for an upgrade the prorated charge. */
export function planConfirmationView(quote: PlanChangeQuoteDto): PlanConfirmationView {
  const plan = quote.plan;
  const lines = [
    { label: 'New plan', value: `${plan.billing_product_name}${stationsOf(plan)}` },
    { label: 'Yearly price', value: exAndIncGst(quote.new_price.ex_gst_cents, quote.new_price.inc_gst_cents) },
  ];
  const action = planConfirmActions[quote.kind];
  switch (quote.kind) {
    case 'unchanged':
      return { action, intro: 'This is already your plan, so there is nothing to change.', lines };
    case 'save':
      return {
        action,
        intro: `Your plan will be saved. Nothing is charged now.${quote.stations_only && quote.stations_changeable_from ? ` ${stationsChangeableText(quote.stations_changeable_from, 'After this change, your selected stations')}` : ''}`,
        lines,
      };
    case 'scheduled':
      return {
        action,
        intro: `Your current plan stays until ${formatPlanChangeDate(quote.effective_at)}. The new plan starts then, and its yearly price is charged on that date.`,
        lines: [...lines, { label: 'Takes effect', value: formatPlanChangeDate(quote.effective_at) }],
      };
    case 'upgrade':
      return {
        action,
        intro:
          'Your new plan starts now and runs for a year from today. What is left of your current plan comes off its price, and the rest is charged to your card now.',
        lines: [
          ...lines,
          {
            label: 'Rebate for your current plan',
            value: `${formatAud(quote.rebate_ex_gst_cents)} ex GST (${quote.remaining_days} of ${quote.period_days} days left of ${formatAud(quote.current_price_ex_gst_cents)})`,
          },
          { label: 'Charged now', value: exAndIncGst(quote.charge.ex_gst_cents, quote.charge.inc_gst_cents) },
        ],
      };
  }
}

export interface BillingCallErrors<F extends string> {
  /** The text under each form field the server named. */
  fields: Partial<Record<F, string>>;
  /** A charge that failed or could not be made; `toPaymentDetails` when a new card is the way on (spec §8). */
  payment: { message: string; toPaymentDetails: boolean } | null;
  /** `base` and anything else, read above the buttons. */
  form: string[];
}

/**
 * How a 422 or 503 of a billing call reads (billing.schema.ts): field messages under their fields; the
 * `payment` message as sent, with the way to Payment Details when the card was declined or is missing
 * (a processor that did not answer needs only a retry); `decline_code` is for the record, not for reading.
 */
export function billingCallErrors<F extends string>(body: ApiErrorBody, fields: readonly F[]): BillingCallErrors<F> {
  const result: BillingCallErrors<F> = { fields: {}, payment: null, form: [] };
  const declined = body.errors.some((error) => error.field_name === 'decline_code');
  for (const error of body.errors) {
    const field = fields.find((name) => name === error.field_name);
    if (error.field_name === 'decline_code' || error.messages.length === 0) continue;
    if (field !== undefined) {
      result.fields[field] = error.messages.join(' ');
    } else if (error.field_name === 'payment') {
      const message = error.messages.join(' ');
      result.payment = { message, toPaymentDetails: declined || message === billingMessages.cardDetailsIncomplete };
    } else {
      result.form.push(...error.messages);
    }
  }
  return result;
}

export const planFormFields = [
  'primary_billing_product_key',
  'primary_billing_product_aws_slug',
  'additional_aws_slugs',
] as const;
export type PlanFormField = (typeof planFormFields)[number];
