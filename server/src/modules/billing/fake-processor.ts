import { randomBytes } from 'node:crypto';
import {
  ProcessorUnavailableError,
  type ChargeResult,
  type PaymentProcessor,
  type ProcessorCard,
} from './payment-processor';

/**
 * The built-in test card processor (CONTRACT.md §4). Stateless, so any number of app processes agree:
 * a payment method's id carries its card (brand, last 4, expiry) and how its charges go.
 */
export const fakeCards: Readonly<Record<string, { declineAtEntry: string | null; chargesFail: boolean }>> = {
  '4242424242424242': { declineAtEntry: null, chargesFail: false },
  '4000000000000002': { declineAtEntry: 'generic_decline', chargesFail: false },
  '4000000000000044': { declineAtEntry: 'do_not_honor', chargesFail: false },
  '4000000000000051': { declineAtEntry: 'card_not_supported', chargesFail: false },
  '4000000000000341': { declineAtEntry: null, chargesFail: true },
};

export type FakeCardOutcome =
  | {
      ok: true;
      paymentMethod: {
        id: string;
        object: 'payment_method';
        type: 'card';
        card: { brand: string; last4: string; exp_month: number; exp_year: number };
      };
    }
  | { ok: false; status: 402 | 422; code: string; declineCode: string; message: string };

const idPattern = /^pm_fake_(visa)_(\d{4})_(\d{1,2})_(\d{4})_(ok|fail)_[a-f0-9]{16}$/;

/** The card form's POST: a known, unexpired test card becomes a payment method; the others are declined as listed. */
export function createFakePaymentMethod(
  card: { number: string; exp_month: number; exp_year: number },
  now: Date,
): FakeCardOutcome {
  const known = fakeCards[card.number];
  const expired =
    card.exp_year < now.getUTCFullYear() ||
    (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
  if (expired)
    return {
      ok: false,
      status: 402,
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
    };
  if (!known) {
    return {
      ok: false,
      status: 402,
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    };
  }
  if (known.declineAtEntry) {
    return {
      ok: false,
      status: 402,
      code: 'card_declined',
      declineCode: known.declineAtEntry,
      message: 'Your card was declined.',
    };
  }
  const last4 = card.number.slice(-4);
  const id = `pm_fake_visa_${last4}_${card.exp_month}_${card.exp_year}_${known.chargesFail ? 'fail' : 'ok'}_${randomBytes(8).toString('hex')}`;
  return {
    ok: true,
    paymentMethod: {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4, exp_month: card.exp_month, exp_year: card.exp_year },
    },
  };
}

export function parseFakePaymentMethodId(id: string): (ProcessorCard & { chargesFail: boolean }) | null {
  const match = idPattern.exec(id);
  if (!match) return null;
  return {
    brand: match[1] as string,
    last4: match[2] as string,
    // The test cards differ in their last four digits, so those stand for the card number.
    fingerprint: `fp_fake_${match[2]}`,
    expMonth: Number(match[3]),
    expYear: Number(match[4]),
    chargesFail: match[5] === 'fail',
  };
}

/** `unavailable` lets tests make the processor time out; `charges` lets them count real charges. */
export function createFakeProcessor(options: { timeoutAfterMs?: number } = {}): PaymentProcessor & {
  charges: Map<string, ChargeResult>;
  unavailable: boolean;
} {
  // Charges by idempotency key: asking the same key again answers the first result, as Stripe does.
  const charges = new Map<string, ChargeResult>();
  const processor = {
    kind: 'fake' as const,
    publishableKey: null,
    charges,
    /** Tests set this to make the processor time out. */
    unavailable: false,
    async savePaymentMethod(paymentMethodId: string) {
      const card = parseFakePaymentMethodId(paymentMethodId);
      if (!card) return null;
      const { chargesFail: _, ...details } = card;
      return { card: details, customerId: null };
    },
    async charge(request: Parameters<PaymentProcessor['charge']>[0]): Promise<ChargeResult> {
      if (processor.unavailable) {
        throw new ProcessorUnavailableError(`fake processor timed out after ${options.timeoutAfterMs ?? 10_000} ms`);
      }
      const earlier = charges.get(request.idempotencyKey);
      if (earlier) return earlier;
      const card = parseFakePaymentMethodId(request.paymentMethodId);
      const result: ChargeResult =
        !card || card.chargesFail
          ? { ok: false, errorCode: 'card_declined', declineCode: 'generic_decline' }
          : { ok: true, chargeId: `ch_fake_${randomBytes(8).toString('hex')}` };
      charges.set(request.idempotencyKey, result);
      return result;
    },
  };
  return processor;
}
