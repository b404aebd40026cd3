import { escapeHtml } from '../mail/escape-html';
import type { OutgoingMail } from '../mail/mail-transport';

/** To the invited email: the code, and a sign-up link that fills it in (spec §2 /signup reads referral_code and email). */
export function referralMail(m: {
  to: string;
  referrerName: string;
  code: string;
  signUpLink: string;
  referralsLink: string;
  validDays: number;
}): OutgoingMail {
  const subject = `${m.referrerName} referred you to Mesonet`;
  const lines = [
    `${m.referrerName} has referred you to Mesonet, live local weather for South Australian growers.`,
    `Your referral code is ${m.code}. Sign up with it here:`,
    m.signUpLink,
    `Already have an account? Log in with this email address and enter the code on the Referrals page: ${m.referralsLink}`,
    `The code works only for this email address and expires in ${m.validDays} days. Once you start a paid plan, you receive 20% cashback off your next invoice.`,
  ];
  const text = ['Hello,', '', ...lines.flatMap((line) => [line, '']), 'Mesonet'].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(lines[0] as string)}</p>
<p>Your referral code is <strong>${escapeHtml(m.code)}</strong>.</p>
<p><a href="${escapeHtml(m.signUpLink)}">Sign up with the code</a></p>
<p>Already have an account? Log in with this email address and enter the code on the <a href="${escapeHtml(m.referralsLink)}">Referrals page</a>.</p>
<p>${escapeHtml(lines[4] as string)}</p>
<p>Mesonet</p>`;
  return { to: m.to, subject, text, html };
}
