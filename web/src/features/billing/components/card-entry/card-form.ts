import type { RefObject } from 'react';
import type { ProcessorPaymentMethod } from '../../api/payment-method';

/**
 * What the payment form asks of a card form, whichever processor draws it. The card number never
 * passes through the payment form: the card form gives it to its processor and hands back the
 * processor's payment method.
 */
export interface CardEntryHandle {
  /** Every box filled in well enough to send (spec §5 'Credit Card details must be completed'). */
  isComplete(): boolean;
  /** Puts the cursor in the card boxes, as a submit attempt does with the first field to correct. */
  focus(): void;
  /** The processor's payment method for the card; throws CardEntryError when there is none. */
  createPaymentMethod(nameOnCard: string): Promise<ProcessorPaymentMethod>;
}

/** What each processor's card form receives. */
export interface CardFormProps {
  handleRef: RefObject<CardEntryHandle | null>;
  /** Called as the grower types, so an old card error can go. */
  onEdit: () => void;
  /** Called when the cursor leaves the card boxes, so an incomplete card says so then (spec §5). */
  onLeave: () => void;
  /** The id of the error text, which the boxes are described by. */
  errorId: string | undefined;
}

/** Said where the card boxes should be when the processor's card form did not load. */
export const cardFormNotLoaded =
  'The card form could not be loaded, so card details cannot be entered just now. Please check your internet connection and reload the page.';
