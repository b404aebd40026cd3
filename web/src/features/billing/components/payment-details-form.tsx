import { billingMessages as m, cardDeclineMessage } from '@mesonet/shared/billing/billing.messages';
import type { PaymentLocalDetails } from '@mesonet/shared/billing/billing-forms';
import {
  paymentFormErrors,
  paymentFormFields,
  paymentFormSchema,
  paymentFormValues,
  type PaymentFormValues,
} from '@mesonet/shared/billing/payment-form';
import type { BillingResponse } from '@mesonet/shared/contracts/billing.schema';
import type { PaymentMethod } from '@mesonet/shared/contracts/company.schema';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/form/form-field';
import { AddressFields } from '@/components/form/address-fields';
import { env } from '@/config/env';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { CardEntryError, type useSavePaymentMethod } from '../api/payment-method';
import { CardEntry } from './card-entry/card-entry';
import type { CardEntryHandle } from './card-entry/card-form';

interface PaymentDetailsFormProps {
  /** The card on file, whose name and address the form starts from; null for a first card. */
  saved: PaymentMethod | null;
  payments: BillingResponse['payments'];
  unpaidInvoiceCount: number;
  save: ReturnType<typeof useSavePaymentMethod>;
  /** Back to the saved card; null when there is none to go back to. */
  onCancel: (() => void) | null;
  onSaved: (message: string) => void;
}

/** The fields of the form the server may name, less the card, whose message sits under the card boxes. */
const localFields = paymentFormFields.filter(
  (field): field is Exclude<(typeof paymentFormFields)[number], 'payment_method'> => field !== 'payment_method',
);

/**
 * The message a failed card shows under the card boxes. Spec §8: card_not_supported and
 * do_not_honor have their texts, other declines none; loading stops and the form stays filled in.
 */
function cardEntryErrorText(error: CardEntryError): string {
  return error.kind === 'declined' ? cardDeclineMessage(error.declineCode) : error.message;
}

/**
 * Spec §5 "Payment": the card (complete, 'Credit Card details must be completed'), the name on it, and
 * its address, the company's unless the box is unticked (then line 1, locality, postcode and state).
 * The card goes to the processor only once the rest is valid.
 */
export function PaymentDetailsForm({
  saved,
  payments,
  unpaidInvoiceCount,
  save,
  onCancel,
  onSaved,
}: PaymentDetailsFormProps) {
  const id = useId();
  const cardEntry = useRef<CardEntryHandle | null>(null);
  const [cardError, setCardError] = useState<string | undefined>();
  const [formMessages, setFormMessages] = useState<string[]>([]);
  const form = useSchemaForm<PaymentFormValues, PaymentLocalDetails>(paymentFormSchema, {
    defaultValues: paymentFormValues(saved),
    // The card boxes come first but are not the form's own fields: showFirstProblem moves the cursor.
    shouldFocusError: false,
  });
  const { setError, setFocus } = form;

  /** The card is checked with the other fields, so every missing thing shows at once. */
  function checkCard(): boolean {
    const complete = cardEntry.current?.isComplete() ?? false;
    setCardError(complete ? undefined : m.cardDetailsIncomplete);
    return complete;
  }

  /** A submit attempt with something to correct: the cursor goes to the first, the card before the rest. */
  function showFirstProblem(fieldErrors: FieldErrors<PaymentFormValues>) {
    if (!checkCard()) {
      cardEntry.current?.focus();
      return;
    }
    const first = localFields.find((field) => fieldErrors[field]);
    if (first) setFocus(first);
  }

  function submit(localDetails: PaymentLocalDetails) {
    setFormMessages([]);
    const entry = cardEntry.current;
    if (!checkCard() || !entry) {
      entry?.focus();
      return;
    }
    save.mutate(
      { local_details: localDetails, createPaymentMethod: () => entry.createPaymentMethod(localDetails.name_on_card) },
      {
        onSuccess: (result) => onSaved(result.message),
        onError: (error) => {
          if (error instanceof CardEntryError) {
            setCardError(cardEntryErrorText(error));
            return;
          }
          let cardMessage: string | undefined;
          const messages = showApiErrorOnForm(setError, error, {
            fields: localFields,
            read: (body) => {
              const found = paymentFormErrors(body);
              cardMessage = found.fields.payment_method;
              return found;
            },
          });
          setCardError(cardMessage);
          setFormMessages(messages);
        },
      },
    );
  }

  return (
    <Form form={form} className="form payment-form" onSubmit={submit} onInvalidSubmit={showFirstProblem}>
      <PaymentFormIntro replacing={saved !== null} unpaidInvoiceCount={unpaidInvoiceCount} />
      <CardEntry
        payments={payments}
        handleRef={cardEntry}
        onEdit={() => setCardError(undefined)}
        onLeave={checkCard}
        error={cardError}
      />
      <FormField id={`${id}-name`} label="Name on Card" required autoComplete="cc-name" name="name_on_card" />
      <CardAddressFields id={id} />
      <PaymentFormActions messages={formMessages} saving={save.isPending} onCancel={onCancel} />
    </Form>
  );
}

/** The card's address: the company's, unless the box is unticked (spec §5). */
function CardAddressFields({ id }: { id: string }) {
  const { register } = useFormContext<PaymentFormValues>();
  const sameAsCompany = useWatch<PaymentFormValues, 'address_same_as_company_address'>({
    name: 'address_same_as_company_address',
  });
  return (
    <>
      <label className="payment-form__same-address" htmlFor={`${id}-same`}>
        <input type="checkbox" id={`${id}-same`} {...register('address_same_as_company_address')} />
        Address same as company address
      </label>
      {sameAsCompany ? null : (
        <fieldset className="payment-form__address">
          <legend className="field__label">Card Address</legend>
          <AddressFields
            idPrefix={id}
            names={{
              line1: 'address_line1',
              line2: 'address_line2',
              locality: 'address_city',
              postcode: 'address_postal_code',
              state: 'address_state_province',
            }}
            autoCompleteSection="billing"
          />
        </fieldset>
      )}
    </>
  );
}

/** What the card is for, and the outstanding invoices it will pay at once. */
function PaymentFormIntro({ replacing, unpaidInvoiceCount }: { replacing: boolean; unpaidInvoiceCount: number }) {
  return (
    <>
      <p className="payment-form__intro">
        {replacing
          ? 'Enter the new card your plan will be charged to.'
          : 'Enter the card your plan will be charged to.'}{' '}
        The card number goes straight to our card processor: {env.productName} keeps only its last four digits. Fields
        marked * are required.
      </p>
      {unpaidInvoiceCount > 0 ? (
        <Alert tone="info">
          <p>Your {unpaidInvoiceCount} outstanding invoice(s) will be charged to this card as soon as it is saved.</p>
        </Alert>
      ) : null}
    </>
  );
}

/** The server's messages above Save and, when there is a saved card to go back to, Cancel. */
function PaymentFormActions({
  messages,
  saving,
  onCancel,
}: {
  messages: string[];
  saving: boolean;
  onCancel: (() => void) | null;
}) {
  return (
    <div className="payment-form__actions">
      {messages.length > 0 ? (
        <Alert tone="error">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <div className="payment-form__buttons">
        <SubmitButton className="payment-form__submit" busy={saving} busyLabel="Saving…">
          Save Card Details
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        ) : null}
      </div>
    </div>
  );
}
