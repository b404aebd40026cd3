import { billingMessages as m } from '@mesonet/shared/billing/billing.messages';
import {
  cardEntryCard,
  formatCardExpiry,
  formatCardNumber,
  type CardEntryFields,
} from '@mesonet/shared/billing/payment-form';
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
} from 'react';
import { createFakePaymentMethod } from '../../api/payment-fake-processor';
import { CardEntryError } from '../../api/payment-method';
import type { CardFormProps } from './card-form';

/**
 * The built-in test processor's card boxes (CONTRACT.md §4): number, expiry and CVC, posted to the
 * processor's own endpoint as Stripe Elements would post them to Stripe.
 */
export function FakeCardEntry({ endpoint, handleRef, onEdit, onLeave, errorId }: CardFormProps & { endpoint: string }) {
  const id = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<CardEntryFields>({ number: '', expiry: '', cvc: '' });

  useImperativeHandle(
    handleRef,
    () => ({
      isComplete: () => cardEntryCard(fields) !== null,
      focus: () => numberRef.current?.focus(),
      createPaymentMethod: async () => {
        const card = cardEntryCard(fields);
        if (!card) throw new CardEntryError('incomplete', m.cardDetailsIncomplete);
        return createFakePaymentMethod(endpoint, card);
      },
    }),
    [endpoint, fields],
  );

  function edit(change: Partial<CardEntryFields>) {
    setFields((current) => ({ ...current, ...change }));
    onEdit();
  }

  // Moving between the three boxes is not leaving the card.
  function leave(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
  }

  // Each box's id, value and change, and the card's one error described beside all three.
  const box = (part: keyof CardEntryFields, format: (typed: string) => string) => ({
    id: `${id}-${part}`,
    value: fields[part],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit({ [part]: format(event.target.value) }),
    'aria-describedby': errorId,
    'aria-invalid': errorId ? true : undefined,
  });
  return (
    <div className="card-entry__boxes" onBlur={leave}>
      <CardBox
        ref={numberRef}
        label="Card Number"
        className="card-entry__number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...box('number', formatCardNumber)}
      />
      <CardBox label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" {...box('expiry', formatCardExpiry)} />
      <CardBox label="CVC" autoComplete="cc-csc" placeholder="123" maxLength={4} {...box('cvc', digitsOnly)} />
    </div>
  );
}

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/** One labelled box of digits. */
function CardBox({ id, label, className, ...input }: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" inputMode="numeric" {...input} />
    </div>
  );
}
