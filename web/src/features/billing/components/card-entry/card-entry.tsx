import type { BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import { lazy, Suspense, useId, type RefObject } from 'react';
import type { CardEntryHandle, CardFormProps } from './card-form';
import { FakeCardEntry } from './fake-card-entry';
import { ErrorText, RequiredMark } from '@/components/ui/text-field';
import './card-entry.css';

const StripeCardEntry = lazy(() =>
  import('./stripe-card-entry').then((module) => ({ default: module.StripeCardEntry })),
);

interface CardEntryProps {
  payments: BillingResponse['payments'];
  handleRef: RefObject<CardEntryHandle | null>;
  onEdit: () => void;
  onLeave: () => void;
  error: string | undefined;
}

/**
 * The card boxes of Payment Details, from the processor GET /api/members/billing names: the built-in
 * test processor's own boxes, or Stripe Elements (loaded only when Stripe is the processor, so its
 * library stays out of every other screen). The postcode box is hidden (spec §5).
 */
export function CardEntry({ payments, handleRef, onEdit, onLeave, error }: CardEntryProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const boxes: CardFormProps = { handleRef, onEdit, onLeave, errorId };
  const form =
    payments.processor === 'stripe' ? (
      <Suspense fallback={<p className="card-entry__loading">Loading the card form…</p>}>
        <StripeCardEntry publishableKey={payments.publishable_key ?? ''} {...boxes} />
      </Suspense>
    ) : (
      <FakeCardEntry endpoint={payments.payment_method_endpoint ?? ''} {...boxes} />
    );
  return (
    <fieldset className={error ? 'card-entry field--invalid' : 'card-entry'}>
      <legend className="field__label card-entry__legend">
        Card Details
        <RequiredMark />
      </legend>
      {form}
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
