import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import type { UnitOfWork } from '../../db/unit-of-work';
import { ApiError } from '../../http/api-error';
import type { MailService } from '../mail/mail.service';
import { passwordResetMail } from '../mail/templates/password-reset.mail';
import type { CheckedSessions, SessionDeps } from './auth-sessions';
import type { AuthRepository } from './auth.repository';
import { hashPassword } from './password-hashing';
import { newSecretToken, tokenHash } from './session-tokens';

export const passwordResetValidHours = 6;

export interface PasswordResetDeps extends SessionDeps {
  transactions: UnitOfWork<{ auth: AuthRepository }>;
  mail: MailService;
  appUrl: string;
}

/** The answer is the same whether or not the email is known (spec: no account enumeration). */
export async function requestPasswordReset(deps: PasswordResetDeps, emailInput: string): Promise<void> {
  const email = normaliseEmailAddress(emailInput);
  const user = await deps.auth.findUserByEmail(email);
  if (!user) return;
  const token = newSecretToken();
  const now = deps.clock();
  await deps.auth.insertPasswordResetToken({
    userId: user.id,
    tokenHash: tokenHash(token, deps.secretKey),
    expiresAt: new Date(now.getTime() + passwordResetValidHours * 3_600_000),
    createdAt: now,
  });
  const resetUrl = `${deps.appUrl}/new_password?reset_password_token=${encodeURIComponent(token)}`;
  await deps.mail.send(
    passwordResetMail({ email: user.email, firstName: user.firstName }, resetUrl, passwordResetValidHours),
  );
}

export async function isPasswordResetTokenUsable(deps: PasswordResetDeps, token: string): Promise<boolean> {
  return (await deps.auth.findUsablePasswordResetToken(tokenHash(token, deps.secretKey), deps.clock())) !== undefined;
}

/** Sets the new password, spends the token (and any older ones) and signs the user out everywhere. */
export async function resetPassword(
  deps: PasswordResetDeps,
  checkedSessions: CheckedSessions,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  let resetUserId: number | undefined;
  const used = await deps.transactions.run(async ({ auth }) => {
    const now = deps.clock();
    const resetToken = await auth.findUsablePasswordResetToken(tokenHash(token, deps.secretKey), now);
    if (!resetToken) return false;
    // Spending the tokens first makes a second request with the same link find nothing.
    if ((await auth.usePasswordResetTokens(resetToken.userId, now)) === 0) return false;
    await auth.setPasswordHash(resetToken.userId, passwordHash, now);
    await auth.deleteAllSessions(resetToken.userId);
    resetUserId = resetToken.userId;
    return true;
  });
  checkedSessions.deleteWhere((cached) => cached.userId === resetUserId);
  if (!used) throw ApiError.unprocessable('reset_password_token', serverErrorMessages.resetTokenInvalid);
}
