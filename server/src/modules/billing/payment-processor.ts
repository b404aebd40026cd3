/**
 * The card processor behind billing (ARCHITECTURE.md "cards"): the built-in fake of CONTRACT.md §4, or
 * Stripe. Card numbers never pass through this interface: the browser gives the card to the processor
 * and us only the payment method's id.
 */
export interface ProcessorCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The processor's fingerprint of the card number (the same card saved twice has the same one); null if none. */
  fingerprint: string | null;
}

export type ChargeResult =
  { ok: true; chargeId: string } | { ok: false; errorCode: string; declineCode: string | null };

export interface ChargeRequest {
  paymentMethodId: string;
  customerId: string | null;
  amountCents: number;
  description: string;
  /** The same key asked twice is one charge at the processor (double submits, retries after a timeout). */
  idempotencyKey: string;
  /** Our invoice and its company, carried with the charge so the processor's later events find them. */
  invoiceId: number;
  companyId: number;
}

export interface PaymentProcessor {
  kind: 'fake' | 'stripe';
  publishableKey: string | null;
  /** The card behind a payment method the browser got from the processor; null when the processor does not know it. */
  savePaymentMethod(
    paymentMethodId: string,
    company: { id: number; name: string; email: string | null },
  ): Promise<{
    card: ProcessorCard;
    customerId: string | null;
  } | null>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The processor did not answer in time or at all: nothing may be assumed charged or not, so nothing changes. */
export class ProcessorUnavailableError extends Error {}
