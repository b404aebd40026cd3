import type { PaymentLocalDetails } from '@mesonet/shared/billing/billing-forms';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { paymentMethodResponseSchema } from '@mesonet/shared/contracts/billing.schema';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useBillingChange } from './billing';

/** The payment method object a card processor hands the browser, sent on whole; the server reads only its `id`. */
export interface ProcessorPaymentMethod {
  id: string;
}

/**
 * The card processor would not make a payment method of the card: incomplete boxes, a card declined at
 * entry (with the processor's `decline_code` and sentence), or a card form that never loaded.
 */
export class CardEntryError extends Error {
  override readonly name = 'CardEntryError';
  readonly kind: 'incomplete' | 'declined' | 'unavailable';
  readonly declineCode: string | null;

  constructor(kind: CardEntryError['kind'], message: string, declineCode: string | null = null) {
    super(message);
    this.kind = kind;
    this.declineCode = declineCode;
  }
}

export type SavePaymentMethodResult = z.infer<typeof paymentMethodResponseSchema>;

export interface SavePaymentMethodInput {
  local_details: PaymentLocalDetails;
  /** Asks the card form for the processor's payment method; throws CardEntryError when it will not. */
  createPaymentMethod: () => Promise<ProcessorPaymentMethod>;
}

/**
 * The card goes to the processor first, straight from the card form (spec §7), and only the payment
 * method it answers with goes to PUT /api/members/company_settings (update_type billing_payment_method).
 */
export async function savePaymentMethod(input: SavePaymentMethodInput): Promise<SavePaymentMethodResult> {
  const paymentMethod = await input.createPaymentMethod();
  return api.put(
    '/members/company_settings',
    {
      update_type: 'billing_payment_method',
      payment_details: { local_details: input.local_details, payment_method: paymentMethod },
    },
    paymentMethodResponseSchema,
  );
}

/**
 * Saving answers with the refreshed user (the setup checklist's payment step is now done) and the
 * company's billing, whose outstanding invoices the server has just charged to the new card.
 * `userId` is the screen's viewer: the screen, and so this call, exists only once there is one.
 */
export function useSavePaymentMethod(options: { userId: number | null; onUserChanged: (user: AuthUser) => void }) {
  return useBillingChange(savePaymentMethod, options);
}
