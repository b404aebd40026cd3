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
import type { UnitOfWork } from '../../db/unit-of-work';
import { ApiError } from '../../http/api-error';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { AuthRepository } from '../auth/auth.repository';
import type { MailService } from '../mail/mail.service';
import { referralMail } from './referral-mail';
import type { ReferralsRepository } from './referrals.repository';

export interface ReferralsDeps {
  auth: AuthRepository;
  referrals: ReferralsRepository;
  transactions: UnitOfWork<{ accounts: AccountsRepository; referrals: ReferralsRepository }>;
  clock: () => Date;
  mail: MailService;
  appUrl: string;
}

// Easy to read aloud and type: no 0/O or 1/I/L.
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

const refuse = (problem: ReferralProblem) => ApiError.field(problem.status, problem.field, problem.message);
const notSignedIn = () => ApiError.field(401, 'base', serverErrorMessages.notSignedIn);

/** Accepts a code for the signed-in person's company: only the invited email, within 7 days. */
async function accept(deps: ReferralsDeps, userId: number, code: string): Promise<{ message: string }> {
  await deps.transactions.run(async ({ accounts, referrals: repo }) => {
    const found = await accounts.lockCompanyOfUser(userId);
    if (!found) throw notSignedIn();
    const referral = (await repo.lockByCode(code.toUpperCase())) ?? null;
    const now = deps.clock();
    const problem = acceptReferralProblem({
      referral,
      viewerEmail: found.user.email,
      company: { paid: found.company.paid, hasReferrer: (await repo.referrerOf(found.company.id)) !== undefined },
      now,
    });
    if (problem || !referral) throw refuse(problem ?? { status: 404, field: 'referral_code', message: m.codeUnknown });
    await repo.accept(referral.id, found.company.id, now);
  });
  return { message: m.accepted };
}

async function list(deps: ReferralsDeps, userId: number): Promise<ReferralList> {
  const found = await deps.auth.findUserWithCompany(userId);
  if (!found) throw notSignedIn();
  const repo = deps.referrals;
  const now = deps.clock();
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
}

/** Sends a code to `email`; decided under the company's lock so two quick sends cannot pass the limit. */
async function send(deps: ReferralsDeps, userId: number, rawEmail: string): Promise<{ message: string }> {
  const email = normaliseEmailAddress(rawEmail);
  const sent = await deps.transactions.run(async ({ accounts, referrals: repo }) => {
    const found = await accounts.lockCompanyOfUser(userId);
    if (!found) throw notSignedIn();
    const now = deps.clock();
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
}

export function createReferralsService(deps: ReferralsDeps) {
  return {
    list: (userId: number) => list(deps, userId),
    send: (userId: number, email: string) => send(deps, userId, email),
    accept: (userId: number, code: string) => accept(deps, userId, code),

    /**
     * The code typed at sign-up (spec §2 /signup reads referral_code): accepted as PATCH would accept it,
     * when it is a valid, unexpired code sent to this email. A refused code never blocks sign-up: the
     * Referrals screen offers it again. Answers whether it was accepted.
     */
    async acceptAtSignUp(userId: number, code: string): Promise<boolean> {
      const parsed = referralCodeSchema.safeParse({ referral_code: code });
      if (!parsed.success) return false;
      try {
        await accept(deps, userId, parsed.data.referral_code);
        return true;
      } catch (error) {
        if (error instanceof ApiError) return false;
        throw error;
      }
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
