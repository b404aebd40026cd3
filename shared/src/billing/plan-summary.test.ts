import { describe, expect, it } from 'vitest';
import type { PlanChangeQuoteDto } from '../contracts/billing.schema';
import type { BillingPlanItem, CompanyBilling } from '../contracts/company.schema';
import type { PlanKey } from '../plans/plans';
import {
  additionalStationChoices,
  additionalStationPriceText,
  billingCallErrors,
  planConfirmationView,
  planFormFields,
  planFormSchema,
  planFormValues,
  planOptions,
  planStateKey,
  planSummaryView,
} from './plan-summary';

const item = (key: PlanKey, priceEx: number, stations: { site?: string; extras?: string[] } = {}): BillingPlanItem => ({
  billing_product_key: key,
  billing_product_name: {
    free_access_1: 'Free Access',
    standard_bundle_1: 'Standard Bundle',
    farm_bundle_1: 'Farm Bundle',
    premium_bundle_1: 'Premium Bundle',
    all_access_1: 'All Access',
    admin_1: 'Admin',
  }[key],
  site_slug: stations.site ?? null,
  site_name: stations.site ? `${stations.site} name` : null,
  site_object: null,
  additional_aws_slugs: stations.extras ?? [],
  additional_aws_objects: [],
  additional_aws_details: (stations.extras ?? []).map((slug) => ({
    slug,
    name: `${slug} name`,
    price_yearly_recurring_ex_tax: 9000,
  })),
  price_yearly_recurring_ex_tax: priceEx,
  price_yearly_recurring_inc_tax: Math.round(priceEx * 1.1),
  free_until: null,
  first_billed_at: null,
  last_billed_at: null,
  next_billable_at: null,
  paid_until: null,
  user_limit: null,
});

const billing = (overrides: Partial<CompanyBilling> = {}): CompanyBilling => ({
  paid: true,
  has_company_details: true,
  has_billing_plan: true,
  has_payment_method: true,
  has_user_survey_response: true,
  has_billing_discount_code_use: true,
  billing_product_feature_set_key: 'standard_bundle',
  billing_item_access_plan: item('standard_bundle_1', 20000),
  scheduled_billing_item_access_plan: null,
  billing_discount_code_status: 'completed',
  billing_discount_code_user_acceptance: true,
  billing_plan_free_until: null,
  // 5 Jan 2027 09:30 in Adelaide (ACDT, +10:30).
  billing_plan_billing_next_billable_at: '2027-01-04T23:00:00.000Z',
  billing_plan_billing_first_billed_at: '2026-01-04T23:00:00.000Z',
  total_yearly_recurring_ex_tax: 20000,
  total_yearly_recurring_inc_tax: 22000,
  default_access_plan_user_limit: 3,
  invoices_payment_unsuccessful: [],
  unpaid_past_last_retry: false,
  free_trial_available: true,
  stations_changeable_from: null,
  active_payment_method: null,
  ...overrides,
});

// Spec §2 "Plan and Extras", §3 "Billing plan item", §4 plan change, §9 prices and dates.
describe('plan summary', () => {
  it('is null before a plan is chosen (the form opens directly)', () => {
    expect(planSummaryView(billing({ billing_item_access_plan: null }))).toBeNull();
  });

  it.each<[string, Partial<CompanyBilling>, Partial<ReturnType<typeof planSummaryView>>]>([
    [
      'standard, billed yearly',
      {},
      {
        planName: 'Standard Bundle',
        station: null,
        additionalStations: [],
        yearlyPrice: '$200.00 ex GST ($220.00 inc GST)',
        nextBilling: '5 Jan 2027 at 09:30 AM',
        scheduledChange: null,
        canChangePlan: true,
      },
    ],
    [
      'premium with two extras',
      { billing_item_access_plan: item('premium_bundle_1', 72000, { site: 'clare', extras: ['a', 'b'] }) },
      {
        planName: 'Premium Bundle',
        station: 'clare name',
        additionalStations: [
          { name: 'a name', price: '$90.00 a year ex GST' },
          { name: 'b name', price: '$90.00 a year ex GST' },
        ],
        yearlyPrice: '$720.00 ex GST ($792.00 inc GST)',
      },
    ],
    [
      'farm with a downgrade waiting',
      {
        billing_item_access_plan: item('farm_bundle_1', 36500),
        scheduled_billing_item_access_plan: item('standard_bundle_1', 20000),
      },
      {
        planName: 'Farm Bundle',
        scheduledChange:
          'Your plan changes to Standard Bundle on 05 Jan 2027, at $200.00 ex GST ($220.00 inc GST) a year.',
      },
    ],
    [
      'premium scheduled down to fewer extras',
      {
        billing_item_access_plan: item('premium_bundle_1', 72000, { site: 'clare', extras: ['a', 'b'] }),
        scheduled_billing_item_access_plan: item('premium_bundle_1', 54000, { site: 'clare' }),
      },
      {
        scheduledChange:
          'Your plan changes to Premium Bundle with clare name on 05 Jan 2027, at $540.00 ex GST ($594.00 inc GST) a year.',
      },
    ],
    ['not yet billed', { billing_plan_billing_next_billable_at: null }, { nextBilling: null }],
    ['paid up, stations free to change', {}, { onHold: null, stationsChangeableFrom: null }],
    [
      'unpaid past the last retry: on hold',
      { unpaid_past_last_retry: true },
      {
        onHold:
          'Your plan is on hold: we could not charge your card, so until the outstanding invoice(s) are paid your company sees only what the Free Access plan shows. Enter a new credit card on Payment Details to pay them and have your plan back at once.',
      },
    ],
    [
      'stations changed lately: from when again, in Adelaide',
      { stations_changeable_from: '2027-01-04T23:00:00.000Z' },
      { stationsChangeableFrom: 'Your selected stations can next be changed from 05 Jan 2027.' },
    ],
    [
      'all access is given, not chosen',
      { billing_item_access_plan: item('all_access_1', 0) },
      { canChangePlan: false },
    ],
    ['admin is given, not chosen', { billing_item_access_plan: item('admin_1', 0) }, { canChangePlan: false }],
  ])('%s', (_name, overrides, expected) => {
    expect(planSummaryView(billing(overrides))).toMatchObject(expected as object);
  });
});

describe('plan state (the form closes when it changes)', () => {
  const premium = (extras: string[]) =>
    item('premium_bundle_1', 54000 + extras.length * 9000, { site: 'clare', extras });
  it.each<[string, Partial<CompanyBilling>, Partial<CompanyBilling>, boolean]>([
    ['nothing changed', {}, {}, false],
    ['a payment only', {}, { has_payment_method: false, paid: false }, false],
    ['another plan', {}, { billing_item_access_plan: item('farm_bundle_1', 36500) }, true],
    ['a downgrade scheduled', {}, { scheduled_billing_item_access_plan: item('free_access_1', 0) }, true],
    ['a downgrade cancelled', { scheduled_billing_item_access_plan: item('free_access_1', 0) }, {}, true],
    ['a plan chosen for the first time', { billing_item_access_plan: null }, {}, true],
    [
      'extras changed',
      { billing_item_access_plan: premium(['a']) },
      { billing_item_access_plan: premium(['a', 'b']) },
      true,
    ],
    [
      'extras in another order',
      { billing_item_access_plan: premium(['a', 'b']) },
      { billing_item_access_plan: premium(['b', 'a']) },
      false,
    ],
  ])('%s → changed %s', (_name, before, after, changed) => {
    expect(planStateKey(billing(before)) !== planStateKey(billing(after))).toBe(changed);
  });
});

describe('plan form', () => {
  it('offers the four selectable plans with their yearly price', () => {
    expect(planOptions.map((option) => `${option.name}: ${option.price}`)).toEqual([
      'Free Access: $0.00 ex GST ($0.00 inc GST) a year',
      'Standard Bundle: $200.00 ex GST ($220.00 inc GST) a year',
      'Farm Bundle: $365.00 ex GST ($401.50 inc GST) a year',
      'Premium Bundle: $540.00 ex GST ($594.00 inc GST) a year',
    ]);
    expect(additionalStationPriceText).toBe('$90.00 ex GST ($99.00 inc GST) a year each, up to 3');
  });

  it.each<[string, Partial<CompanyBilling>, ReturnType<typeof planFormValues>]>([
    [
      'opens on the current plan',
      {},
      {
        primary_billing_product_key: 'standard_bundle_1',
        primary_billing_product_aws_slug: '',
        additional_aws_slugs: ['', '', ''],
      },
    ],
    [
      'premium with its stations',
      { billing_item_access_plan: item('premium_bundle_1', 63000, { site: 'clare', extras: ['a'] }) },
      {
        primary_billing_product_key: 'premium_bundle_1',
        primary_billing_product_aws_slug: 'clare',
        additional_aws_slugs: ['a', '', ''],
      },
    ],
    [
      'nothing chosen without a plan',
      { billing_item_access_plan: null },
      { primary_billing_product_key: '', primary_billing_product_aws_slug: '', additional_aws_slugs: ['', '', ''] },
    ],
    [
      'nothing chosen on a given plan',
      { billing_item_access_plan: item('all_access_1', 0) },
      { primary_billing_product_key: '', primary_billing_product_aws_slug: '', additional_aws_slugs: ['', '', ''] },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(planFormValues(billing(overrides))).toEqual(expected);
  });

  const form = (key: string, station = '', extras = ['', '', '']) => ({
    primary_billing_product_key: key,
    primary_billing_product_aws_slug: station,
    additional_aws_slugs: extras,
  });

  it.each<[string, ReturnType<typeof form>, unknown]>([
    [
      'farm ignores stations',
      form('farm_bundle_1', 'clare', ['a', '', '']),
      { planKey: 'farm_bundle_1', stationSlug: null, additionalStationSlugs: [] },
    ],
    [
      'premium drops blank extras',
      form('premium_bundle_1', 'clare', ['', 'b', '']),
      { planKey: 'premium_bundle_1', stationSlug: 'clare', additionalStationSlugs: ['b'] },
    ],
    [
      'premium drops the selected station and duplicates from the extras',
      form('premium_bundle_1', 'clare', ['clare', 'b', 'b']),
      { planKey: 'premium_bundle_1', stationSlug: 'clare', additionalStationSlugs: ['b'] },
    ],
  ])('%s', (_name, values, expected) => {
    expect(planFormSchema.parse(values)).toEqual(expected);
  });

  it.each<[string, ReturnType<typeof form>, string, string]>([
    [
      'premium without a station',
      form('premium_bundle_1'),
      'primary_billing_product_aws_slug',
      'Selected AWS is required',
    ],
    ['no plan chosen', form(''), 'primary_billing_product_key', 'Billing plan is required'],
  ])('%s', (_name, values, field, message) => {
    const result = planFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  const stations = ['a', 'b', 'c', 'd'].map((value) => ({ label: value.toUpperCase(), value }));
  it.each<[string, string, string[], number, string[]]>([
    ['the selected station is not an extra', 'a', ['', '', ''], 0, ['b', 'c', 'd']],
    ['another select holds b', 'a', ['', 'b', ''], 0, ['c', 'd']],
    ['a select keeps its own choice', 'a', ['', 'b', ''], 1, ['b', 'c', 'd']],
    ['no station selected yet', '', ['c', '', ''], 2, ['a', 'b', 'd']],
  ])('extra choices: %s', (_name, selected, extras, index, expected) => {
    expect(additionalStationChoices(stations, selected, extras, index).map((s) => s.value)).toEqual(expected);
  });
});

const quote = (overrides: Partial<PlanChangeQuoteDto>): PlanChangeQuoteDto => ({
  kind: 'save',
  plan: item('farm_bundle_1', 36500),
  new_price: { ex_gst_cents: 36500, gst_cents: 3650, inc_gst_cents: 40150 },
  current_price_ex_gst_cents: 20000,
  rebate_ex_gst_cents: 0,
  remaining_days: 0,
  period_days: 0,
  charge: { ex_gst_cents: 0, gst_cents: 0, inc_gst_cents: 0 },
  effective_at: '2026-11-26T00:00:00.000Z',
  stations_only: false,
  stations_changeable_from: null,
  free_trial_available: true,
  ...overrides,
});

describe('plan change confirmation', () => {
  const newPlan = { label: 'New plan', value: 'Farm Bundle' };
  const price = { label: 'Yearly price', value: '$365.00 ex GST ($401.50 inc GST)' };
  it.each<[string, Partial<PlanChangeQuoteDto>, ReturnType<typeof planConfirmationView>]>([
    [
      'unchanged',
      { kind: 'unchanged' },
      { action: null, intro: 'This is already your plan, so there is nothing to change.', lines: [newPlan, price] },
    ],
    [
      'save',
      {},
      { action: 'Save', intro: 'Your plan will be saved. Nothing is charged now.', lines: [newPlan, price] },
    ],
    [
      'scheduled',
      { kind: 'scheduled', effective_at: '2027-01-04T23:00:00.000Z' },
      {
        action: 'Confirm Scheduled Plan Change',
        intro:
          'Your current plan stays until 05 Jan 2027. The new plan starts then, and its yearly price is charged on that date.',
        lines: [newPlan, price, { label: 'Takes effect', value: '05 Jan 2027' }],
      },
    ],
    [
      'upgrade: 335 of 365 days of $200 left',
      {
        kind: 'upgrade',
        rebate_ex_gst_cents: 18356,
        remaining_days: 335,
        period_days: 365,
        charge: { ex_gst_cents: 18144, gst_cents: 1814, inc_gst_cents: 19958 },
      },
      {
        action: 'Upgrade Plan and Pay',
        intro:
          'Your new plan starts now and runs for a year from today. What is left of your current plan comes off its price, and the rest is charged to your card now.',
        lines: [
          newPlan,
          price,
          { label: 'Rebate for your current plan', value: '$183.56 ex GST (335 of 365 days left of $200.00)' },
          { label: 'Charged now', value: '$181.44 ex GST ($199.58 inc GST)' },
        ],
      },
    ],
    [
      'the selected station alone: saved now, and from when it may change again',
      { stations_only: true, stations_changeable_from: '2027-01-04T23:00:00.000Z' },
      {
        action: 'Save',
        intro:
          'Your plan will be saved. Nothing is charged now. After this change, your selected stations can next be changed from 05 Jan 2027.',
        lines: [newPlan, price],
      },
    ],
    [
      'premium names its stations',
      {
        plan: item('premium_bundle_1', 63000, { site: 'clare', extras: ['a'] }),
        new_price: { ex_gst_cents: 63000, gst_cents: 6300, inc_gst_cents: 69300 },
      },
      {
        action: 'Save',
        intro: 'Your plan will be saved. Nothing is charged now.',
        lines: [
          { label: 'New plan', value: 'Premium Bundle with clare name, a name' },
          { label: 'Yearly price', value: '$630.00 ex GST ($693.00 inc GST)' },
        ],
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(planConfirmationView(quote(overrides))).toEqual(expected);
  });
});

describe('billing call errors (spec §8)', () => {
  const unsuccessful =
    'Your payment was unsuccessful. Please check your credit card balance or enter a new card via the Payment Details page, and try again.';
  it.each<[string, Array<{ field_name: string; messages: string[] }>, ReturnType<typeof billingCallErrors>]>([
    [
      'a declined upgrade points to Payment Details',
      [
        { field_name: 'payment', messages: [unsuccessful] },
        { field_name: 'decline_code', messages: ['card_declined'] },
      ],
      { fields: {}, payment: { message: unsuccessful, toPaymentDetails: true }, form: [] },
    ],
    [
      'no card on file points to Payment Details',
      [{ field_name: 'payment', messages: ['Credit Card details must be completed'] }],
      { fields: {}, payment: { message: 'Credit Card details must be completed', toPaymentDetails: true }, form: [] },
    ],
    [
      'a processor that did not answer needs only a retry',
      [{ field_name: 'payment', messages: ['The payment processor did not respond in time.'] }],
      {
        fields: {},
        payment: { message: 'The payment processor did not respond in time.', toPaymentDetails: false },
        form: [],
      },
    ],
    [
      'field messages go under their fields, the rest above the buttons',
      [
        { field_name: 'primary_billing_product_aws_slug', messages: ['Selected AWS is required'] },
        { field_name: 'additional_aws_slugs', messages: ['Select a station from the list'] },
        { field_name: 'base', messages: ['You do not have permission to do this.'] },
      ],
      {
        fields: {
          primary_billing_product_aws_slug: 'Selected AWS is required',
          additional_aws_slugs: 'Select a station from the list',
        },
        payment: null,
        form: ['You do not have permission to do this.'],
      },
    ],
  ])('%s', (_name, errors, expected) => {
    expect(billingCallErrors({ errors }, planFormFields)).toEqual(expected);
  });
});
