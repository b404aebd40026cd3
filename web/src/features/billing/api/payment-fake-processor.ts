import { billingMessages as m } from '@mesonet/shared/billing/billing.messages';
import type { CardEntryCard } from '@mesonet/shared/billing/payment-form';
import { fakeCardErrorSchema, fakePaymentMethodSchema } from '@mesonet/shared/contracts/billing.schema';
import { CardEntryError, type ProcessorPaymentMethod } from './payment-method';

/**
 * The built-in test card processor (CONTRACT.md §4), called as a real processor's browser library
 * calls its own servers: the card goes to `endpoint` alone, with no session, and never to our
 * company_settings. 402: declined at entry; 422: the processor found the card incomplete.
 */
export async function createFakePaymentMethod(endpoint: string, card: CardEntryCard): Promise<ProcessorPaymentMethod> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ card }),
      credentials: 'omit',
    });
  } catch {
    throw new CardEntryError('unavailable', 'The card processor could not be reached. Please try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const paymentMethod = fakePaymentMethodSchema.safeParse(body);
    if (paymentMethod.success) return body as ProcessorPaymentMethod;
  }
  const declined = fakeCardErrorSchema.safeParse(body);
  if (declined.success) {
    const { decline_code, message } = declined.data.error;
    throw new CardEntryError('declined', message, decline_code);
  }
  if (response.status === 422) throw new CardEntryError('incomplete', m.cardDetailsIncomplete);
  throw new CardEntryError('unavailable', 'The card processor did not answer. Please try again.');
}
