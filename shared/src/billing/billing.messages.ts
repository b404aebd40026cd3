import { formatPlanChangeDate } from './billing-dates';

/** The texts of billing, payments and trials. Those the spec gives (§5, §8) are verbatim; the rest follow their wording. */
export const billingMessages = {
  /** Spec §5 "Plan". */
  selectedAwsRequired: 'Selected AWS is required',
  planRequired: 'Billing plan is required',
  tooManyAdditionalStations: 'You can add at most 3 additional AWS',
  unknownStation: 'Select a station from the list',
  /** Spec §5 "Payment". */
  cardDetailsIncomplete: 'Credit Card details must be completed',
  nameOnCardRequired: 'Name on card is required',
  paymentMethodUnknown: 'The card could not be found at the payment processor. Please enter it again.',
  /** Spec §8 card errors by decline_code; every other code shows no message. */
  cardNotSupported: 'This type of card is not supported. Please use a Visa, MasterCard, American Express or JCB card.',
  doNotHonor: 'This card was declined with the error "Do Not Honour". Please try a different card',
  /** Spec §8: an upgrade (or the start of billing) whose payment failed; field `payment`, code card_declined. */
  paymentUnsuccessful:
    'Your payment was unsuccessful. Please check your credit card balance or enter a new card via the Payment Details page, and try again.',
  /** Spec §8: the banner of Payment Details when the saved card is declining. */
  decliningCard:
    'Your last payment was unsuccessful. Please check your card details, and if required, enter new card details to ensure continued service.',
  /** The processor did not answer in time: nothing was changed ("Bad input"). */
  processorUnavailable:
    'The payment processor did not respond in time, so your plan has not been changed. Please try again in a few minutes.',
  /** Start Trial or Billing (spec §2). */
  trialNeedsSetup:
    'The free trial can start once your company details, billing plan, payment details and user survey are complete. Please complete the account setup checklist first.',
  billingNeedsSetup:
    'Billing can start once your company details, billing plan and payment details are complete. Please complete the account setup checklist first.',
  trialAlreadyUsed: 'The free trial has already been used.',
  /** One free trial per company owner and per card: another company of the owner, or with the card, had it. */
  freeTrialUsedElsewhere:
    'The two-week free trial is offered once per account owner and per card, and yours has already been used with another company. Your billing starts as soon as you start it.',
  billingAlreadyStarted: 'Billing has already started.',
  trialInProgress: 'Your free trial is in progress.',
  billingStartedTrialDeclined: 'Billing has started. You declined the free trial.',
  trialEndedBillingStarted: 'Your free trial has ended and billing has started.',
  /** Billing started but its first charge failed: spec §8's payment failure, where the new card pays the invoice. */
  billingStartedPaymentUnsuccessful:
    'Billing has started, but your payment was unsuccessful. Please check your credit card balance or enter a new card via the Payment Details page: the outstanding invoice is charged to it as soon as it is saved.',
  planSaved: 'Your plan has been saved.',
  planUpgraded: 'Your plan has been upgraded.',
  planChangeScheduled: 'Your plan change has been scheduled.',
  paymentDetailsSaved: 'Your payment details have been saved.',
} as const;

/** A stations-only plan change within 30 days of the last (plan-change.ts), with the date in Adelaide. */
export function stationsChangeTooSoon(changeableFrom: Date | string): string {
  return `Your selected stations were changed less than 30 days ago. You can change them again from ${formatPlanChangeDate(changeableFrom)}.`;
}

/** Spec §8: the message shown for a card error's decline_code (empty for any other code). */
export function cardDeclineMessage(declineCode: string | null | undefined): string {
  if (declineCode === 'card_not_supported') return billingMessages.cardNotSupported;
  if (declineCode === 'do_not_honor') return billingMessages.doNotHonor;
  return '';
}
