import { describe, expect, it } from 'vitest';
import {
  acceptReferralProblem,
  applyCredits,
  cashbackCents,
  referralExpiresAt,
  referralRole,
  referralStatusText,
  remainingReferrals,
  sendReferralProblem,
  startsPaidPlan,
  type ReferralState,
} from './referrals';
import { referralMessages as m } from './referrals.messages';

const sentAt = new Date('2026-11-21T00:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(sentAt.getTime() + days * day);
const referral = (patch: Partial<ReferralState> = {}): ReferralState => ({
  email: 'invitee@example.com',
  expiresAt: referralExpiresAt(sentAt),
  acceptedAt: null,
  successfulAt: null,
  ...patch,
});

describe('who may send and who may enter a code (spec §6)', () => {
  it.each([
    [true, 'send'],
    [false, 'enter_code'],
  ] as const)('paid %s → %s', (paid, role) => expect(referralRole({ paid })).toBe(role));
});

describe('remaining referrals: 3 per paid member', () => {
  it.each([
    [0, 3],
    [1, 2],
    [3, 0],
    [5, 0],
  ])('%i sent → %i remaining', (sent, remaining) => expect(remainingReferrals(sent)).toBe(remaining));
});

describe('a code is valid 7 days', () => {
  it.each([
    [0, 'Sent'],
    [6.99, 'Sent'],
    [7, 'Expired'],
    [30, 'Expired'],
  ])('%f days after sending → %s', (days, status) => expect(referralStatusText(referral(), at(days))).toBe(status));
  it('accepted and successful codes do not expire', () => {
    expect(referralStatusText(referral({ acceptedAt: at(1) }), at(30))).toBe('Accepted');
    expect(referralStatusText(referral({ acceptedAt: at(1), successfulAt: at(20) }), at(30))).toBe('Successful');
  });
});

describe('sending', () => {
  const base = {
    company: { paid: true },
    senderEmail: 'me@example.com',
    email: 'friend@example.com',
    sentCount: 0,
    emailHasOpenReferral: false,
  };
  it.each([
    ['allowed', {}, null],
    ['unpaid company', { company: { paid: false } }, { status: 403, field: 'base', message: m.onlyPaidMaySend }],
    ['4th referral', { sentCount: 3 }, { status: 422, field: 'base', message: m.maximumReached }],
    ['own email', { email: ' ME@example.com ' }, { status: 422, field: 'email', message: m.cannotReferYourself }],
    ['open code', { emailHasOpenReferral: true }, { status: 422, field: 'email', message: m.alreadyReferred }],
  ])('%s', (_, patch, problem) => expect(sendReferralProblem({ ...base, ...patch })).toEqual(problem));
});

describe('accepting: only the invited email, within 7 days, by an unpaid company without a referrer', () => {
  const base = {
    referral: referral() as ReferralState | null,
    viewerEmail: 'Invitee@Example.com',
    company: { paid: false, hasReferrer: false },
    now: at(1),
  };
  it.each([
    ['allowed', {}, null],
    ['unknown code', { referral: null }, { status: 404, field: 'referral_code', message: m.codeUnknown }],
    ['wrong email', { viewerEmail: 'x@example.com' }, { status: 403, field: 'referral_code', message: m.wrongEmail }],
    ['expired', { now: at(7) }, { status: 422, field: 'referral_code', message: m.codeExpired }],
    [
      'already accepted',
      { referral: referral({ acceptedAt: at(1) }) },
      { status: 422, field: 'referral_code', message: m.codeUsed },
    ],
    [
      'paid company',
      { company: { paid: true, hasReferrer: false } },
      { status: 422, field: 'referral_code', message: m.paidMayNotAccept },
    ],
    [
      'has a referrer',
      { company: { paid: false, hasReferrer: true } },
      { status: 422, field: 'referral_code', message: m.alreadyHasReferrer },
    ],
  ])('%s', (_, patch, problem) => expect(acceptReferralProblem({ ...base, ...patch })).toEqual(problem));
});

describe('when credits become due', () => {
  it.each([
    ['first paid invoice', { wasPaid: false, invoicePaid: true, amountExGstCents: 36500 }, true],
    ['already paid before', { wasPaid: true, invoicePaid: true, amountExGstCents: 36500 }, false],
    ['declined charge', { wasPaid: false, invoicePaid: false, amountExGstCents: 36500 }, false],
    ['free plan, zero invoice', { wasPaid: false, invoicePaid: true, amountExGstCents: 0 }, false],
  ])('%s', (_, input, due) => expect(startsPaidPlan(input)).toBe(due));
});

describe('cashback in integer cents of the first paid invoice ex GST', () => {
  it.each([
    [36500, 'referrer', 3650],
    [36500, 'invitee', 7300],
    [20000, 'referrer', 2000],
    [54005, 'referrer', 5401],
    [54005, 'invitee', 10801],
    [0, 'invitee', 0],
  ] as const)('%i cents → %s %i', (invoice, reason, cents) => expect(cashbackCents(invoice, reason)).toBe(cents));
});

describe('credits off the next invoice', () => {
  it.each([
    ['none', 36500, [], 36500, []],
    ['one', 36500, [{ id: 1, amountCents: 3650 }], 32850, [1]],
    [
      'two',
      36500,
      [
        { id: 1, amountCents: 3650 },
        { id: 2, amountCents: 7300 },
      ],
      25550,
      [1, 2],
    ],
    ['too big waits', 2000, [{ id: 1, amountCents: 3650 }], 2000, []],
    [
      'the one that fits',
      5000,
      [
        { id: 1, amountCents: 7300 },
        { id: 2, amountCents: 3650 },
      ],
      1350,
      [2],
    ],
    ['exactly', 3650, [{ id: 1, amountCents: 3650 }], 0, [1]],
  ])('%s', (_, invoice, credits, left, ids) => {
    const result = applyCredits(invoice, credits);
    expect(result.exGstCents).toBe(left);
    expect(result.applied.map((c) => c.id)).toEqual(ids);
  });
});
