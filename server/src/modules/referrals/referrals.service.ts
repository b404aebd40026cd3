import { randomInt } from 'node:crypto';
import { serverErrorMessages } from '@mesonet/shared/auth/auth.messages';
import { normaliseEmailAddress } from '@mesonet/shared/auth/email-address';
import {
  acceptReferralProblem,
  referralExpiresAt,
  referralRole,
  referralStatusText,
  referralValidMs,
  remainingReferrals,
  sendReferralProblem,
  type ReferralProblem,
} from '@mesonet/shared/billing/referrals';
import { referralMessages as m } from '@mesonet/shared/billing/referrals.messages';
import { referralCodeSchema, type ReferralList } from '@mesonet/shared/contracts/referrals.schema';
import { appRoutes } from '@mesonet/shared/routing/app-routes';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { accountsRepository } from '../accounts/accounts.repository';
import { authRepository } from '../auth/auth.repository';
import type { MailService } from '../mail/mail.service';
import { referralMail } from './referral-mail';
import { referralsRepository } from './referrals.repository';

export interface ReferralsDeps {
  db: Database;
  clock: () => Date;
  mail: MailService;
  appUrl: string;
}

// Easy to read aloud and type: no 0/O or 1/I/L.
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

const refuse = (problem: ReferralProblem) => ApiError.field(problem.status, problem.field, problem.message);
const notSignedIn = () => ApiError.field(401, 'base', serverErrorMessages.notSignedIn);

export function createReferralsService(deps: ReferralsDeps) {
  const { db, clock } = deps;

  /** Accepts a code for the signed-in person's company: only the invited email, within 7 days. */
  async function accept(userId: number, code: string): Promise<{ message: string }> {
    await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      const found = await accountsRepository(tx).lockCompanyOfUser(userId);
      if (!found) throw notSignedIn();
      const repo = referralsRepository(tx);
      const referral = (await repo.lockByCode(code.toUpperCase())) ?? null;
      const now = clock();
      const problem = acceptReferralProblem({
        referral,
        viewerEmail: found.user.email,
        company: { paid: found.company.paid, hasReferrer: (await repo.referrerOf(found.company.id)) !== undefined },
        now,
      });
      if (problem || !referral)
        throw refuse(problem ?? { status: 404, field: 'referral_code', message: m.codeUnknown });
      await repo.accept(referral.id, found.company.id, now);
    });
    return { message: m.accepted };
  }

  return {
    async list(userId: number): Promise<ReferralList> {
      const found = await authRepository(db).findUserWithCompany(userId);
      if (!found) throw notSignedIn();
      const repo = referralsRepository(db);
      const now = clock();
      const [sent, referrer, credits] = await Promise.all([
        repo.sentBy(userId),
        repo.referrerOf(found.company.id),
        repo.creditsOf(found.company.id),
      ]);
      const role = referralRole(found.company);
      const remaining = remainingReferrals(sent.length);
      return {
        referrals: sent.map((r) => ({
          status_text: referralStatusText(r, now),
          email: r.email,
          referral_date: r.createdAt.toISOString(),
        })),
        remaining,
        referrer: referrer ? { name: referrer.name, company_name: referrer.companyName } : null,
        role,
        credits: credits.map((c) => ({
          reason: c.reason,
          percent: c.percent,
          amount_cents: c.amountCents,
          created_at: c.createdAt.toISOString(),
          applied_invoice_id: c.appliedInvoiceId,
        })),
        message: role === 'send' && remaining === 0 ? m.maximumReached : null,
      };
    },

    /** Sends a code to `email`; decided under the company's lock so two quick sends cannot pass the limit. */
    async send(userId: number, rawEmail: string): Promise<{ message: string }> {
      const email = normaliseEmailAddress(rawEmail);
      const sent = await db.transaction(async (txDb) => {
        const tx = txDb as unknown as Database;
        const found = await accountsRepository(tx).lockCompanyOfUser(userId);
        if (!found) throw notSignedIn();
        const repo = referralsRepository(tx);
        const now = clock();
        const problem = sendReferralProblem({
          company: found.company,
          senderEmail: found.user.email,
          email,
          sentCount: await repo.sentCountBy(userId),
          emailHasOpenReferral: await repo.hasOpenReferralFor(email, now),
        });
        if (problem) throw refuse(problem);
        const referral = await repo.insert({
          code: newCode(),
          referrerUserId: userId,
          referrerCompanyId: found.company.id,
          email,
          createdAt: now,
          expiresAt: referralExpiresAt(now),
        });
        return { referral, referrerName: `${found.user.firstName} ${found.user.surname}`.trim() };
      });
      const signUp = new URL(appRoutes.signup, deps.appUrl);
      signUp.searchParams.set('referral_code', sent.referral.code);
      signUp.searchParams.set('email', email);
      await deps.mail.send(
        referralMail({
          to: email,
          referrerName: sent.referrerName,
          code: sent.referral.code,
          signUpLink: signUp.toString(),
          referralsLink: new URL('/my/account/referrals', deps.appUrl).toString(),
          validDays: referralValidMs / (24 * 60 * 60 * 1000),
        }),
      );
      return { message: m.sent };
    },

    accept,

    /**
     * The code typed at sign-up (spec §2 /signup reads referral_code): accepted as PATCH would accept it,
     * when it is a valid, unexpired code sent to this email. A refused code never blocks sign-up: the
     * Referrals screen offers it again. Answers whether it was accepted.
     */
    async acceptAtSignUp(userId: number, code: string): Promise<boolean> {
      const parsed = referralCodeSchema.safeParse({ referral_code: code });
      if (!parsed.success) return false;
      try {
        await accept(userId, parsed.data.referral_code);
        return true;
      } catch (error) {
        if (error instanceof ApiError) return false;
        throw error;
      }
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
