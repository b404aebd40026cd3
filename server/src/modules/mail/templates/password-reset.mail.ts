import type { OutgoingMail } from '../mail-transport';
import { escapeHtml } from './mail-html';

export function passwordResetMail(
  to: { email: string; firstName: string },
  resetUrl: string,
  validHours: number,
): OutgoingMail {
  const text = [
    `Hello ${to.firstName},`,
    '',
    'Someone asked to reset the password of your Mesonet account. To choose a new password, open this link:',
    '',
    resetUrl,
    '',
    `The link works once and expires in ${validHours} hours. If you did not ask for this, ignore this email: your password stays as it is.`,
    '',
    'Mesonet',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.firstName)},</p>
<p>Someone asked to reset the password of your Mesonet account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(resetUrl)}">Change my password</a></p>
<p>The link works once and expires in ${validHours} hours. If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>Mesonet</p>`;
  return { to: to.email, subject: 'Reset your Mesonet password', text, html };
}
