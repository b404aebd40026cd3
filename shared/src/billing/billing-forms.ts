import { z } from 'zod';
import { accountMessages as am } from '../account/account.messages';
import { australianStates, companyCountry } from '../account/company-details';
import { maxAdditionalStations, planHasStations, selectablePlanKeys } from '../plans/plans';
import { billingMessages as m } from './billing.messages';

const slug = z.string().trim().min(1).max(100);

/**
 * The payload of `billing_products` (spec §7 `company_details`): the plan and, for premium, its selected
 * station and at most three extras. The primary station and duplicates are dropped from the extras
 * (spec §5); extras and station are ignored on other plans. Prices are never read from the client.
 */
export const billingProductsSchema = z
  .object({
    primary_billing_product_key: z.enum(selectablePlanKeys, { error: m.planRequired }),
    primary_billing_product_aws_slug: slug.nullish().catch(null),
    additional_aws_slugs: z.array(slug, { error: m.unknownStation }).nullish(),
  })
  .transform((value, ctx) => {
    const premium = planHasStations(value.primary_billing_product_key);
    const station = premium ? (value.primary_billing_product_aws_slug ?? null) : null;
    const extras = premium ? [...new Set(value.additional_aws_slugs ?? [])].filter((s) => s !== station) : [];
    if (premium && !station) {
      ctx.addIssue({ code: 'custom', path: ['primary_billing_product_aws_slug'], message: m.selectedAwsRequired });
    }
    if (extras.length > maxAdditionalStations) {
      ctx.addIssue({ code: 'custom', path: ['additional_aws_slugs'], message: m.tooManyAdditionalStations });
    }
    return { planKey: value.primary_billing_product_key, stationSlug: station, additionalStationSlugs: extras };
  });
export type BillingProductsInput = z.input<typeof billingProductsSchema>;

const line = (min: number, tooShort: string) => z.string({ error: tooShort }).trim().min(min, tooShort).max(100);

/**
 * Payment Details' own fields (spec §5, §7 `local_details`): name on card required; when the card's
 * address is not the company's, line 1 (min 5), locality (min 2), postcode (min 4) and state are
 * required. Country is always Australia. With the company address the address fields are dropped.
 */
export const paymentLocalDetailsSchema = z
  .object({
    name_on_card: z.string({ error: m.nameOnCardRequired }).trim().min(1, m.nameOnCardRequired).max(100),
    address_same_as_company_address: z.boolean().default(true),
    address_line1: z.string().nullish(),
    address_line2: z.string().nullish(),
    address_city: z.string().nullish(),
    address_state_province: z.string().nullish(),
    address_postal_code: z.string().nullish(),
    address_country: z.string().nullish(),
  })
  .transform((value, ctx) => {
    const base = { name_on_card: value.name_on_card, address_country: companyCountry };
    if (value.address_same_as_company_address) {
      return {
        ...base,
        address_same_as_company_address: true as const,
        address_line1: null,
        address_line2: null,
        address_city: null,
        address_state_province: null,
        address_postal_code: null,
      };
    }
    const check = <T>(schema: z.ZodType<T>, field: string, input: unknown): T | null => {
      const result = schema.safeParse(input);
      if (result.success) return result.data;
      ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? '' });
      return null;
    };
    return {
      ...base,
      address_same_as_company_address: false as const,
      address_line1: check(line(5, am.addressTooShort), 'address_line1', value.address_line1),
      address_line2: value.address_line2?.trim() || null,
      address_city: check(line(2, am.localityTooShort), 'address_city', value.address_city),
      address_state_province: check(
        z.enum(australianStates, { error: am.stateRequired }),
        'address_state_province',
        value.address_state_province,
      ),
      address_postal_code: check(line(4, am.postcodeTooShort), 'address_postal_code', value.address_postal_code),
    };
  });
export type PaymentLocalDetails = z.output<typeof paymentLocalDetailsSchema>;

/**
 * The payload of `billing_payment_method` (spec §7 `payment_details`): the payment method object the
 * card processor returned to the browser (only its `id` is read; card details come from the processor).
 */
export const paymentDetailsSchema = z.object({
  local_details: paymentLocalDetailsSchema.prefault({} as never),
  payment_method: z.looseObject({ id: z.string().trim().min(1).max(255) }, { error: m.cardDetailsIncomplete }),
});

/** The payload of `billing_discount_code_use`: true starts the free trial, false starts billing now. */
export const discountCodeUseSchema = z.object({
  user_acceptance: z.boolean({ error: 'Choose the free trial or to start billing now' }),
});
