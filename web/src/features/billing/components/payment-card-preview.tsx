import { cardPreview } from '@mesonet/shared/billing/payment-form';
import type { PaymentMethod } from '@mesonet/shared/contracts/company.schema';
import { useId } from 'react';
import '@/components/ui/button.css';

/** Spec §2 "Payment Details": the saved card (brand, last four digits, expiry, name) and the way to replace it. */
export function PaymentCardPreview({ card, onChangeCard }: { card: PaymentMethod; onChangeCard: () => void }) {
  const titleId = useId();
  const preview = cardPreview(card);
  return (
    <section className="payment-card" aria-labelledby={titleId}>
      <h2 className="payment-card__title" id={titleId}>
        Your saved card
      </h2>
      <dl className="payment-card__face">
        <div className="payment-card__brand">
          <dt className="visually-hidden">Card</dt>
          <dd>{preview.brand}</dd>
        </div>
        <div className="payment-card__number">
          <dt className="visually-hidden">Card number ending</dt>
          <dd>{preview.maskedNumber}</dd>
        </div>
        <div className="payment-card__detail">
          <dt>Expires</dt>
          <dd>{preview.expiry}</dd>
        </div>
        <div className="payment-card__detail">
          <dt>Name on Card</dt>
          <dd>{preview.nameOnCard}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary payment-card__change" onClick={onChangeCard}>
        Change Card Details
      </button>
    </section>
  );
}
