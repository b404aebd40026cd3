import { normaliseEmailAddress } from '../auth/email-address';
import { referralMessages as m } from './referrals.messages';

/**
 * The referral programme's rules (spec §2 "Referrals", §4, §9): a member of a paid company sends up to 3
 * codes, each valid 7 days and only for the invited email; an unpaid company enters one. When the
 * invitee's paid plan starts (after a free trial, if it took one), the referrer's company is owed 10 % and
 * the invitee's 20 % of the invitee's first paid invoice ex GST, taken off each company's next invoice.
 */
export const referralsPerMember = 3;
export const referralValidMs = 7 * 24 * 60 * 60 * 1000;
export const cashbackPercent = { referrer: 10, invitee: 20 } as const;
export type CreditReason = keyof typeof cashbackPercent;

export type ReferralRole = 'send' | 'enter_code';

/** Spec §6: paid status decides referrals: paid may send, unpaid may enter a code. */
export const referralRole = (company: { paid: boolean }): ReferralRole => (company.paid ? 'send' : 'enter_code');

export const referralExpiresAt = (sentAt: Date): Date => new Date(sentAt.getTime() + referralValidMs);

/** Every code a member sent counts, accepted or not: 3 per paid member (spec §9). */
export const remainingReferrals = (sentCount: number): number => Math.max(0, referralsPerMember - sentCount);

export interface ReferralState {
  email: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  successfulAt: Date | null;
}

/** The table's Status column (spec §2). */
export function referralStatusText(referral: ReferralState, now: Date): string {
  if (referral.successfulAt) return 'Successful';
  if (referral.acceptedAt) return 'Accepted';
  if (referral.expiresAt.getTime() <= now.getTime()) return 'Expired';
  return 'Sent';
}

export type ReferralProblem = { status: 403 | 404 | 422; field: 'base' | 'email' | 'referral_code'; message: string };

/** Why this member may not send a referral to `email` now, or null. */
export function sendReferralProblem(input: {
  company: { paid: boolean };
  senderEmail: string;
  email: string;
  sentCount: number;
  /** Someone's code for this email is still open (sent, not accepted, not expired). */
  emailHasOpenReferral: boolean;
}): ReferralProblem | null {
  if (referralRole(input.company) !== 'send') return { status: 403, field: 'base', message: m.onlyPaidMaySend };
  if (remainingReferrals(input.sentCount) === 0) return { status: 422, field: 'base', message: m.maximumReached };
  if (normaliseEmailAddress(input.email) === normaliseEmailAddress(input.senderEmail))
    return { status: 422, field: 'email', message: m.cannotReferYourself };
  if (input.emailHasOpenReferral) return { status: 422, field: 'email', message: m.alreadyReferred };
  return null;
}

/** Why this signed-in person may not accept the code now, or null (spec §6: only the invited email). */
export function acceptReferralProblem(input: {
  referral: ReferralState | null;
  viewerEmail: string;
  company: { paid: boolean; hasReferrer: boolean };
  now: Date;
}): ReferralProblem | null {
  const { referral } = input;
  if (!referral) return { status: 404, field: 'referral_code', message: m.codeUnknown };
  if (normaliseEmailAddress(referral.email) !== normaliseEmailAddress(input.viewerEmail))
    return { status: 403, field: 'referral_code', message: m.wrongEmail };
  if (referral.acceptedAt) return { status: 422, field: 'referral_code', message: m.codeUsed };
  if (referral.expiresAt.getTime() <= input.now.getTime())
    return { status: 422, field: 'referral_code', message: m.codeExpired };
  if (referralRole(input.company) !== 'enter_code')
    return { status: 422, field: 'referral_code', message: m.paidMayNotAccept };
  if (input.company.hasReferrer) return { status: 422, field: 'referral_code', message: m.alreadyHasReferrer };
  return null;
}

/**
 * The invoice that starts a paid plan makes an accepted referral successful: the first charge above zero
 * that was paid. A free trial has no invoice, so its end (the trial_end invoice) is when credits are due.
 */
export const startsPaidPlan = (input: { wasPaid: boolean; invoicePaid: boolean; amountExGstCents: number }): boolean =>
  !input.wasPaid && input.invoicePaid && input.amountExGstCents > 0;

/** Cashback in whole cents, rounded half up, of the invitee's first paid invoice ex GST. */
export const cashbackCents = (firstInvoiceExGstCents: number, reason: CreditReason): number =>
  Math.round((firstInvoiceExGstCents * cashbackPercent[reason]) / 100);

/**
 * Takes waiting credits off an invoice ex GST, oldest first, never below zero; a credit that does not fit
 * whole waits for a later invoice rather than being split.
 */
export function applyCredits(
  invoiceExGstCents: number,
  credits: ReadonlyArray<{ id: number; amountCents: number }>,
): { exGstCents: number; applied: Array<{ id: number; amountCents: number }> } {
  let left = invoiceExGstCents;
  const applied: Array<{ id: number; amountCents: number }> = [];
  for (const credit of credits) {
    if (credit.amountCents <= 0 || credit.amountCents > left) continue;
    left -= credit.amountCents;
    applied.push(credit);
  }
  return { exGstCents: left, applied };
}
