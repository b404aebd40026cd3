import { describe, expect, it } from 'vitest';
import { cardDeclineMessage } from './billing.messages';
import { billingProductsSchema, paymentLocalDetailsSchema } from './billing-forms';

// Spec §5 "Plan" and "Payment", §8 card errors.
describe('plan form payload', () => {
  it.each([
    [
      {
        primary_billing_product_key: 'farm_bundle_1',
        primary_billing_product_aws_slug: 'clare',
        additional_aws_slugs: ['a'],
      },
      { planKey: 'farm_bundle_1', stationSlug: null, additionalStationSlugs: [] },
    ],
    [
      {
        primary_billing_product_key: 'premium_bundle_1',
        primary_billing_product_aws_slug: 'clare',
        additional_aws_slugs: ['clare', 'a', 'a', 'b'],
      },
      { planKey: 'premium_bundle_1', stationSlug: 'clare', additionalStationSlugs: ['a', 'b'] },
    ],
  ])('%j reads as %j', (input, output) => {
    expect(billingProductsSchema.parse(input)).toEqual(output);
  });

  it.each([
    [
      { primary_billing_product_key: 'premium_bundle_1' },
      'primary_billing_product_aws_slug',
      'Selected AWS is required',
    ],
    [
      {
        primary_billing_product_key: 'premium_bundle_1',
        primary_billing_product_aws_slug: 'x',
        additional_aws_slugs: ['a', 'b', 'c', 'd'],
      },
      'additional_aws_slugs',
      'You can add at most 3 additional AWS',
    ],
    [{ primary_billing_product_key: 'all_access_1' }, 'primary_billing_product_key', 'Billing plan is required'],
  ])('%j is refused at %s', (input, field, message) => {
    const issues = billingProductsSchema.safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });
});

describe('payment local details', () => {
  it('drops the address when it is the company address; country is always Australia', () => {
    expect(
      paymentLocalDetailsSchema.parse({ name_on_card: ' Olive ', address_line1: 'ignored', address_country: 'NZ' }),
    ).toMatchObject({
      name_on_card: 'Olive',
      address_same_as_company_address: true,
      address_line1: null,
      address_country: 'Australia',
    });
  });

  it('checks a separate address as the company address is checked', () => {
    const issues =
      paymentLocalDetailsSchema.safeParse({
        name_on_card: 'O',
        address_same_as_company_address: false,
        address_line1: '1 Rd',
        address_city: 'C',
        address_postal_code: '50',
        address_state_province: 'XX',
      }).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['address_line1', 'Address is too short'],
      ['address_city', 'Locality is too short'],
      ['address_state_province', 'State is required'],
      ['address_postal_code', 'Postcode is too short'],
    ]);
  });
});

describe('card decline messages', () => {
  it.each([
    [
      'card_not_supported',
      'This type of card is not supported. Please use a Visa, MasterCard, American Express or JCB card.',
    ],
    ['do_not_honor', 'This card was declined with the error "Do Not Honour". Please try a different card'],
    ['generic_decline', ''],
    [null, ''],
  ])('%s → %j', (code, message) => expect(cardDeclineMessage(code)).toBe(message));
});
