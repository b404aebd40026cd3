import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../contracts/company.schema';
import { billingMessages } from './billing.messages';
import {
  cardEntryCard,
  cardPreview,
  formatCardExpiry,
  formatCardNumber,
  paymentFormErrors,
  paymentFormSchema,
  paymentFormValues,
  type CardEntryFields,
} from './payment-form';

const saved: PaymentMethod = {
  payment_method_type: 'card',
  card_brand: 'visa',
  card_last4: '4242',
  card_exp_month: 4,
  card_exp_year: 2030,
  status: 'active',
  last_charged_at: null,
  last_declined_at: null,
  last_error_code: null,
  last_decline_code: null,
  last_error_code_label: null,
  last_decline_code_label: null,
  name_on_card: 'Olive Farmer',
  address_same_as_company_address: false,
  address_line1: '12 Main North Road',
  address_line2: null,
  address_city: 'Clare',
  address_state_province: 'SA',
  address_postal_code: '5453',
  address_country: 'Australia',
};

// Spec §8 card errors by decline_code; the processor's sentence where the spec's is empty.
// Spec §2 "Payment Details": the card preview.
describe('card preview', () => {
  it.each<[Partial<PaymentMethod>, ReturnType<typeof cardPreview>]>([
    [{}, { brand: 'Visa', maskedNumber: '•••• 4242', expiry: '04/2030', nameOnCard: 'Olive Farmer' }],
    [
      { card_brand: 'amex', card_last4: '0005', card_exp_month: 11, card_exp_year: 2031 },
      { brand: 'American Express', maskedNumber: '•••• 0005', expiry: '11/2031', nameOnCard: 'Olive Farmer' },
    ],
    [
      { card_brand: 'MasterCard' },
      { brand: 'MasterCard', maskedNumber: '•••• 4242', expiry: '04/2030', nameOnCard: 'Olive Farmer' },
    ],
    [
      { card_brand: 'eftpos' },
      { brand: 'Eftpos', maskedNumber: '•••• 4242', expiry: '04/2030', nameOnCard: 'Olive Farmer' },
    ],
    [{ card_brand: '' }, { brand: 'Card', maskedNumber: '•••• 4242', expiry: '04/2030', nameOnCard: 'Olive Farmer' }],
  ])('%j shows as %j', (change, preview) => {
    expect(cardPreview({ ...saved, ...change })).toEqual(preview);
  });
});

describe('payment form values', () => {
  it('starts a first card with the company address ticked and nothing typed', () => {
    expect(paymentFormValues(null)).toEqual({
      name_on_card: '',
      address_same_as_company_address: true,
      address_line1: '',
      address_line2: '',
      address_city: '',
      address_postal_code: '',
      address_state_province: '',
    });
  });

  it("starts a changed card from the saved card's name and address", () => {
    expect(paymentFormValues(saved)).toEqual({
      name_on_card: 'Olive Farmer',
      address_same_as_company_address: false,
      address_line1: '12 Main North Road',
      address_line2: '',
      address_city: 'Clare',
      address_postal_code: '5453',
      address_state_province: 'SA',
    });
  });
});

describe('payment form server errors', () => {
  it('puts field messages under their fields and the payment and base messages above the form', () => {
    expect(
      paymentFormErrors({
        errors: [
          { field_name: 'name_on_card', messages: [billingMessages.nameOnCardRequired] },
          { field_name: 'payment_method', messages: [billingMessages.paymentMethodUnknown] },
          { field_name: 'payment', messages: [billingMessages.processorUnavailable] },
          { field_name: 'base', messages: ['You do not have permission to do this.'] },
        ],
      }),
    ).toEqual({
      fields: {
        name_on_card: billingMessages.nameOnCardRequired,
        payment_method: billingMessages.paymentMethodUnknown,
      },
      form: [billingMessages.processorUnavailable, 'You do not have permission to do this.'],
    });
  });
});

// Spec §5: 'Credit Card details must be completed' until all three boxes are.
describe('card entry', () => {
  const card = (change: Partial<CardEntryFields>): CardEntryFields => ({
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
    ...change,
  });
  it.each<[Partial<CardEntryFields>, ReturnType<typeof cardEntryCard>]>([
    [{}, { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }],
    [
      { number: '4000-0000-0000-0002', expiry: ' 1 / 2031 ', cvc: '1234' },
      { number: '4000000000000002', exp_month: 1, exp_year: 2031, cvc: '1234' },
    ],
    [{ expiry: '07/2029' }, { number: '4242424242424242', exp_month: 7, exp_year: 2029, cvc: '123' }],
    [{ number: '' }, null],
    [{ number: '4242 4242 42' }, null],
    [{ number: '4242 4242 4242 424x' }, null],
    [{ number: '4242 4242 4242 4242 4242' }, null],
    [{ expiry: '' }, null],
    [{ expiry: '13/30' }, null],
    [{ expiry: '00/30' }, null],
    [{ expiry: '12/3' }, null],
    [{ expiry: '1230' }, null],
    [{ cvc: '12' }, null],
    [{ cvc: '12345' }, null],
  ])('%j reads as %j', (change, expected) => {
    expect(cardEntryCard(card(change))).toEqual(expected);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 42', '4242 42'],
    ['4242-4242-4242-4242-999', '4242 4242 4242 4242 999'],
    ['42424242424242424242', '4242 4242 4242 4242 424'],
    ['', ''],
  ])('card number %j is shown as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['12/30', '12/30'],
    ['12 / 2030', '12/20'],
    ['', ''],
  ])('expiry %j is shown as %j', (typed, shown) => {
    expect(formatCardExpiry(typed)).toBe(shown);
  });
});

// Spec §5 "Payment": the form's values give the server's payload and messages.
describe('payment form schema', () => {
  const values = { ...paymentFormValues(null), name_on_card: ' Olive Farmer ' };
  it('sends the company address when the box is ticked, whatever the address boxes hold', () => {
    expect(paymentFormSchema.parse({ ...values, address_line1: 'x' })).toEqual({
      name_on_card: 'Olive Farmer',
      address_country: 'Australia',
      address_same_as_company_address: true,
      address_line1: null,
      address_line2: null,
      address_city: null,
      address_state_province: null,
      address_postal_code: null,
    });
  });

  it('needs a name, and the address when the box is unticked', () => {
    const result = paymentFormSchema.safeParse({
      ...values,
      name_on_card: ' ',
      address_same_as_company_address: false,
      address_line1: '12 M',
      address_city: 'C',
      address_postal_code: '545',
    });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      name_on_card: billingMessages.nameOnCardRequired,
      address_line1: 'Address is too short',
      address_city: 'Locality is too short',
      address_postal_code: 'Postcode is too short',
      address_state_province: 'State is required',
    });
  });
});
