import { billingMessages as m } from '@mesonet/shared/billing/billing.messages';
import type { BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import type { useSavePaymentMethod } from '../api/payment-method';
import { PaymentCardPreview } from './payment-card-preview';
import { PaymentDetailsForm } from './payment-details-form';
import { LoadFailure } from '@/components/ui/load-failure';
import './payment-details.css';

interface PaymentDetailsScreenProps {
  billing: UseQueryResult<BillingResponse>;
  save: ReturnType<typeof useSavePaymentMethod>;
}

/**
 * Spec §2 "Payment Details": with a saved card its preview and 'Change Card Details', otherwise the
 * card form; a declining card is flagged above both (spec §8). Shown once billing is in (the frame's
 * overlay shows meanwhile).
 */
export function PaymentDetailsScreen({ billing, save }: PaymentDetailsScreenProps) {
  const [changingCard, setChangingCard] = useState(false);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  if (billing.isError) {
    return <LoadFailure what="Your payment details" query={billing} />;
  }
  if (!billing.data) return null;

  const { active_payment_method: card, invoices_payment_unsuccessful: unpaid } = billing.data.billing;
  const showForm = card === null || changingCard;
  return (
    <div className="payment-details">
      {card?.status === 'declining' ? (
        <Alert tone="error">
          <p>{m.decliningCard}</p>
        </Alert>
      ) : null}
      {savedMessage && !showForm ? (
        <Alert tone="success">
          <p>{savedMessage}</p>
        </Alert>
      ) : null}
      {showForm ? (
        <PaymentDetailsForm
          saved={card}
          payments={billing.data.payments}
          unpaidInvoiceCount={unpaid.length}
          save={save}
          onCancel={card ? () => setChangingCard(false) : null}
          onSaved={(message) => {
            setSavedMessage(message);
            setChangingCard(false);
          }}
        />
      ) : (
        <PaymentCardPreview
          card={card}
          onChangeCard={() => {
            setSavedMessage(null);
            setChangingCard(true);
          }}
        />
      )}
    </div>
  );
}
