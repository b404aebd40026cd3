import { z } from 'zod';
import { emailAddressField } from '../auth/auth.schema';
import { referralMessages as m } from '../billing/referrals.messages';

/**
 * Referrals (spec §2 "Referrals", §3 "Referral list response", §7, §9; rules in shared/src/billing/referrals.ts).
 * Signed in (401 `base` otherwise); errors in the contract's shape, each naming its field:
 *   GET /api/members/referrals → referralListSchema: the member's sent referrals, how many remain, the
 *       company's referrer and its cashback credits.
 *   POST /api/members/referrals { referral: { email } } → referralMessageSchema 'Referral submitted!';
 *       mails the invitee a code valid 7 days. 403 `base` when the company is not paid; 422 `base` at the
 *       maximum; 422 `email` (invite rules of spec §5, own email, a code already waiting for it).
 *   PATCH /api/members/referrals/{code} { referral: { accept: true } } → referralMessageSchema
 *       'Referral accepted!'. 404 `referral_code` unknown; 403 `referral_code` when the signed-in email is not
 *       the invited one; 422 `referral_code` expired, already accepted, company already paid or referred.
 */

export const referralRowSchema = z.object({
  /** 'Sent', 'Accepted', 'Successful' or 'Expired'. */
  status_text: z.string(),
  email: z.string(),
  /** ISO time it was sent; shown in the site's zone like other dates. */
  referral_date: z.string(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const referralCreditSchema = z.object({
  /** 'referrer' (10 %) or 'invitee' (20 %). */
  reason: z.enum(['referrer', 'invitee']),
  percent: z.number().int(),
  /** Cents ex GST. */
  amount_cents: z.number().int(),
  created_at: z.string(),
  /** The invoice it was taken off; null while it waits for the next invoice. */
  applied_invoice_id: z.number().int().nullable(),
});
export type ReferralCredit = z.infer<typeof referralCreditSchema>;

export const referralListSchema = z.object({
  referrals: z.array(referralRowSchema),
  remaining: z.number().int(),
  /** Who referred this company, once a code was accepted. */
  referrer: z.object({ name: z.string(), company_name: z.string() }).nullable(),
  /** 'send' for a paid company (the Refer a new user form), 'enter_code' otherwise. */
  role: z.enum(['send', 'enter_code']),
  credits: z.array(referralCreditSchema),
  /** Set when no more referrals may be sent. */
  message: z.string().nullable(),
});
export type ReferralList = z.infer<typeof referralListSchema>;

/** The body's `referral`; errors name the field inside it. */
export const referralEmailSchema = z.object({ email: emailAddressField });
export const sendReferralRequestSchema = z.object({ referral: referralEmailSchema });
export type SendReferralRequest = z.input<typeof sendReferralRequestSchema>;

/** The path's code, named as the form's field. */
export const referralCodeSchema = z.object({
  referral_code: z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(40, m.codeUnknown),
});

export const referralAcceptSchema = z.object({ accept: z.literal(true, { error: m.acceptRequired }) });
export const acceptReferralRequestSchema = z.object({ referral: referralAcceptSchema });
export type AcceptReferralRequest = z.input<typeof acceptReferralRequestSchema>;

export const referralMessageSchema = z.object({ message: z.string() });
