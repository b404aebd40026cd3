import { formatBillingDateTime } from '@mesonet/shared/billing/billing-dates';
import { escapeHtml } from '../escape-html';
import type { OutgoingMail } from '../mail-transport';

/**
 * To the address a login used to have, once it has changed: whose account, from what to what, when,
 * and whom to ask if it was not them. The old address is the one a person who lost their account
 * still reads, and the only one that can raise the alarm.
 */
export function emailChangedMail(change: {
  firstName: string;
  fullName: string;
  oldEmail: string;
  newEmail: string;
  changedAt: Date;
  contactUrl: string;
}): OutgoingMail {
  const when = `${formatBillingDateTime(change.changedAt)} (Adelaide time)`;
  const what = `The email address of the Mesonet account of ${change.fullName} was changed on ${when}.`;
  const fromTo = [`Old email address: ${change.oldEmail}`, `New email address: ${change.newEmail}`];
  const yours =
    'If you made this change, there is nothing more to do: log in with the new email address from now on. This address gets no more mail about the account.';
  const notYours =
    'If you did not make this change, someone else may have your password. Contact us at once, so we can give the account back to you:';
  const text = [
    `Hello ${change.firstName},`,
    '',
    what,
    '',
    ...fromTo,
    '',
    yours,
    '',
    notYours,
    '',
    change.contactUrl,
    '',
    'Mesonet',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(change.firstName)},</p>
<p>${escapeHtml(what)}</p>
<p>${fromTo.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(yours)}</p>
<p>${escapeHtml(notYours)} <a href="${escapeHtml(change.contactUrl)}">${escapeHtml(change.contactUrl)}</a></p>
<p>Mesonet</p>`;
  return { to: change.oldEmail, subject: 'The email address of your Mesonet account was changed', text, html };
}
