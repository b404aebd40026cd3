import type { OutgoingMail } from '../mail/mail-transport';
import { escapeHtml } from '../mail/escape-html';

interface InvitationMail {
  to: string;
  inviterName: string;
  companyName: string;
  link: string;
  validDays: number;
}

/** One mail layout for the three invitations: a greeting line, what to do, the link, and its lifetime. */
function mail(subject: string, lines: { intro: string; action: string; linkText: string }, m: InvitationMail) {
  const expiry = `The invitation expires in ${m.validDays} days. If you did not expect it, ignore this email.`;
  const text = ['Hello,', '', lines.intro, '', lines.action, '', m.link, '', expiry, '', 'Mesonet'].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(lines.intro)}</p>
<p>${escapeHtml(lines.action)}</p>
<p><a href="${escapeHtml(m.link)}">${escapeHtml(lines.linkText)}</a></p>
<p>${escapeHtml(expiry)}</p>
<p>Mesonet</p>`;
  return { to: m.to, subject, text, html } satisfies OutgoingMail;
}

/** To a new person: the link to /complete_signup carries the single-use token and the email. */
export function companyInvitationMail(m: InvitationMail): OutgoingMail {
  return mail(
    `${m.inviterName} invited you to join ${m.companyName} on Mesonet`,
    {
      intro: `${m.inviterName} has invited you to join ${m.companyName} on Mesonet, live local weather for South Australian growers.`,
      action: 'To accept, open this link and choose your password:',
      linkText: 'Accept the invitation',
    },
    m,
  );
}

/** To someone who already has an account: they answer on /company_transfer_invitation once logged in. */
export function companyTransferInvitationMail(m: InvitationMail): OutgoingMail {
  return mail(
    `${m.inviterName} invited you to join ${m.companyName} on Mesonet`,
    {
      intro: `${m.inviterName} has invited you to join ${m.companyName} on Mesonet.`,
      action: 'To accept or decline, log in with this email address and open this page:',
      linkText: 'Answer the invitation',
    },
    m,
  );
}

/** To a member asked to become the account owner; they answer on /company_ownership_invitation. */
export function ownershipInvitationMail(m: InvitationMail): OutgoingMail {
  return mail(
    `${m.inviterName} asked you to become the account owner of ${m.companyName}`,
    {
      intro: `${m.inviterName} has asked you to become the account owner of ${m.companyName} on Mesonet.`,
      action: 'To accept or decline, log in and open this page:',
      linkText: 'Answer the invitation',
    },
    m,
  );
}
