import { formatBillingDateTime } from '@mesonet/shared/billing/billing-dates';
import { formatAud } from '@mesonet/shared/billing/money';
import { plans } from '@mesonet/shared/plans/plans';
import type { OutgoingMail } from '../mail-transport';
import { escapeHtml } from '../escape-html';

export interface PaymentFailedMail {
  to: { email: string; firstName: string };
  companyName: string;
  planName: string;
  invoice: { description: string; amountIncGstCents: number };
  /** When the card is charged again; null after the last retry, when the company falls to the free plan. */
  nextRetryAt: Date | null;
  /** All of the company's unpaid invoices, this one included. */
  outstandingInvoices: number;
  paymentDetailsUrl: string;
}

/**
 * To the owner and every member with Account and Billing, at each failed yearly charge and retry: what
 * failed, when we try again (or that we will not, and what the company sees until it pays), and the way
 * to pay now, in the words of the red banner (spec §8).
 */
export function paymentFailedMail(m: PaymentFailedMail): OutgoingMail {
  const failed = `The payment of ${formatAud(m.invoice.amountIncGstCents)} (inc GST) for ${m.invoice.description} for ${m.companyName} was declined, and you have ${m.outstandingInvoices} invoice(s) outstanding.`;
  const next = m.nextRetryAt
    ? `We will try your card again on ${formatBillingDateTime(m.nextRetryAt)} (Adelaide time).`
    : `That was our last try: until the outstanding invoice(s) are paid, ${m.companyName} sees only what the ${plans.free_access_1.name} plan shows instead of the ${m.planName} plan.`;
  const action = m.nextRetryAt
    ? 'To pay now and ensure continued service, enter a new credit card on the Payment Details page: the outstanding invoice(s) are charged to it as soon as it is saved.'
    : `Enter a new credit card on the Payment Details page: the outstanding invoice(s) are charged to it as soon as it is saved, and the ${m.planName} plan is back at once.`;
  const subject = m.nextRetryAt
    ? `Your Mesonet payment for ${m.companyName} was unsuccessful`
    : `Your Mesonet plan for ${m.companyName} is on hold until payment`;
  const text = [
    `Hello ${m.to.firstName},`,
    '',
    failed,
    '',
    next,
    '',
    action,
    '',
    m.paymentDetailsUrl,
    '',
    'Mesonet',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(m.to.firstName)},</p>
<p>${escapeHtml(failed)}</p>
<p>${escapeHtml(next)}</p>
<p>${escapeHtml(action)}</p>
<p><a href="${escapeHtml(m.paymentDetailsUrl)}">Go to Payment Details</a></p>
<p>Mesonet</p>`;
  return { to: m.to.email, subject, text, html };
}
