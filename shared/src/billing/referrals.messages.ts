/** The texts of referrals. Those the spec gives (§5, §8) are verbatim; the rest follow their wording. */
export const referralMessages = {
  /** Spec §5. */
  codeRequired: 'Referral code is required',
  /** Spec §8: what the referrals screen shows when the server gives no message. */
  sent: 'Referral submitted!',
  sendFailed: 'There was a problem sending the referral.',
  accepted: 'Referral accepted!',
  acceptFailed: 'There was a problem accepting the referral.',
  maximumReached: 'You have sent the maximum number of referrals.',
  onlyPaidMaySend: 'Referrals can be sent once your company has a paid plan.',
  cannotReferYourself: 'You cannot refer your own email address.',
  alreadyReferred: 'This email address already has a referral waiting to be accepted.',
  codeUnknown: 'This referral code is not valid.',
  codeExpired: 'This referral code has expired. Please ask for a new referral.',
  codeUsed: 'This referral code has already been accepted.',
  wrongEmail: 'This referral can only be accepted by the invited email address.',
  paidMayNotAccept: 'Referral codes are for new subscribers: your company already has a paid plan.',
  acceptRequired: 'Please confirm that you accept the referral.',
  alreadyHasReferrer: 'Your company has already accepted a referral.',
} as const;
