import { z } from 'zod';
import { accountFormErrors, type AccountFormErrors } from '../account/account-form-errors';
import type { ApiErrorBody } from '../contracts/api-errors.schema';
import type { PaymentMethod } from '../contracts/company.schema';
import { paymentLocalDetailsSchema, type PaymentLocalDetails } from './billing-forms';

/** Payment Details' own fields in screen order, plus `payment_method` (the card), for the server's 422s. */
export const paymentFormFields = [
  'payment_method',
  'name_on_card',
  'address_line1',
  'address_line2',
  'address_city',
  'address_postal_code',
  'address_state_province',
] as const;
export type PaymentFormField = (typeof paymentFormFields)[number];

/** The form as typed: text boxes hold strings; the address fields only count when the box is unticked. */
export interface PaymentFormValues {
  name_on_card: string;
  address_same_as_company_address: boolean;
  address_line1: string;
  address_line2: string;
  address_city: string;
  address_postal_code: string;
  address_state_province: string;
}

/**
 * The payment form's resolver: its inputs in, `local_details` out, with the server's messages and field
 * names. The payload schema checks the address only once the name is there; the form checks the
 * address with a stand-in name as well, so every missing field shows at once.
 */
export const paymentFormSchema = z
  .object({
    name_on_card: z.string(),
    address_same_as_company_address: z.boolean(),
    address_line1: z.string(),
    address_line2: z.string(),
    address_city: z.string(),
    address_postal_code: z.string(),
    address_state_province: z.string(),
  })
  .transform((values, ctx): PaymentLocalDetails => {
    const result = paymentLocalDetailsSchema.safeParse(values);
    if (result.success) return result.data;
    const address = paymentLocalDetailsSchema.safeParse({ ...values, name_on_card: 'name' });
    const issues = [...result.error.issues, ...(address.error?.issues ?? [])];
    const seen = new Set<string>();
    for (const issue of issues) {
      const field = issue.path.join('.');
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

/** Changing a card starts from the saved card's name and billing address; a first card from the company's. */
export function paymentFormValues(saved: PaymentMethod | null): PaymentFormValues {
  return {
    name_on_card: saved?.name_on_card ?? '',
    address_same_as_company_address: saved?.address_same_as_company_address ?? true,
    address_line1: saved?.address_line1 ?? '',
    address_line2: saved?.address_line2 ?? '',
    address_city: saved?.address_city ?? '',
    address_postal_code: saved?.address_postal_code ?? '',
    address_state_province: saved?.address_state_province ?? '',
  };
}

/** A 422 of billing_payment_method: each message under its field, the rest (`payment`, `base`) above the form. */
export function paymentFormErrors(body: ApiErrorBody): AccountFormErrors<PaymentFormField> {
  return accountFormErrors(body, paymentFormFields);
}

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

export interface CardPreview {
  brand: string;
  /** Only the last four digits ever reach us. */
  maskedNumber: string;
  /** MM/YYYY, as printed on the card. */
  expiry: string;
  nameOnCard: string;
}

/** Spec §2 "Payment Details": the saved card as its holder recognises it. */
export function cardPreview(method: PaymentMethod): CardPreview {
  const brand = method.card_brand.trim().toLowerCase();
  return {
    brand: brandNames[brand] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card'),
    maskedNumber: `•••• ${method.card_last4}`,
    expiry: `${String(method.card_exp_month).padStart(2, '0')}/${method.card_exp_year}`,
    nameOnCard: method.name_on_card,
  };
}

/** The three boxes of the built-in card form (CONTRACT.md §4), as typed. */
export interface CardEntryFields {
  number: string;
  expiry: string;
  cvc: string;
}

/** What the card form sends to the card processor. */
export interface CardEntryCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

const expiryPattern = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/;

/**
 * The card as the processor wants it, or null while any box is incomplete (spec §5 'Credit Card details
 * must be completed'): 12 to 19 digits, an expiry MM/YY or MM/YYYY with a real month, a CVC of 3 or 4
 * digits. Whether the card is good, or expired, is the processor's to say.
 */
export function cardEntryCard(fields: CardEntryFields): CardEntryCard | null {
  const number = fields.number.replace(/[\s-]/g, '');
  const expiry = expiryPattern.exec(fields.expiry.trim());
  const cvc = fields.cvc.trim();
  if (!/^\d{12,19}$/.test(number) || !expiry || !/^\d{3,4}$/.test(cvc)) return null;
  const month = Number(expiry[1]);
  const year = Number(expiry[2]);
  if (month < 1 || month > 12) return null;
  return { number, exp_month: month, exp_year: year < 100 ? 2000 + year : year, cvc };
}

/** The card number in groups of four as it is typed, as it is printed on the card. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as it is typed: the slash appears once the month is whole. */
export function formatCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
