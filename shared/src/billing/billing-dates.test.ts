import { describe, expect, it } from 'vitest';
import {
  adelaideDaysBetween,
  formatBillingDateTime,
  formatPlanChangeDate,
  formatTrialExpiry,
  nextBillingDateAfter,
  trialEndsAt,
} from './billing-dates';

describe('billing dates in Adelaide (spec §9)', () => {
  it.each([
    // 00:00 ACDT on 6 Dec is shown as the last minute of 5 Dec.
    ['2026-12-05T13:30:00.000Z', '5 Dec 2026 at 11:59 PM'],
    ['2026-12-05T01:00:00.000Z', '5 Dec 2026 at 11:29 AM'],
    // Winter (ACST, +09:30).
    ['2027-07-01T14:30:00.000Z', '1 Jul 2027 at 11:59 PM'],
  ])('a trial ending %s is shown as %s', (freeUntil, text) => {
    expect(formatTrialExpiry(freeUntil)).toBe(text);
  });

  it('formats billing and plan-change dates', () => {
    expect(formatBillingDateTime('2025-01-04T23:00:00.000Z')).toBe('5 Jan 2025 at 09:30 AM');
    expect(formatPlanChangeDate('2025-01-04T23:00:00.000Z')).toBe('05 Jan 2025');
  });

  it.each([
    ['2026-11-21T01:00:00.000Z', '2026-12-05T01:00:00.000Z'],
    // Across the end of daylight saving (4 Apr 2027): midnight stays midnight in Adelaide.
    ['2027-03-24T13:30:00.000Z', '2027-04-07T14:30:00.000Z'],
  ])('a trial started %s ends %s', (start, end) => {
    expect(trialEndsAt(new Date(start)).toISOString()).toBe(end);
  });

  it.each([
    ['2026-11-21T01:00:00.000Z', '2027-11-21T01:00:00.000Z'],
    // 29 Feb 2028 00:00 ACDT → 28 Feb 2029 00:00 ACDT.
    ['2028-02-28T13:30:00.000Z', '2029-02-27T13:30:00.000Z'],
  ])('billed %s, next billed %s', (billed, next) => {
    expect(nextBillingDateAfter(new Date(billed)).toISOString()).toBe(next);
  });

  it.each([
    ['2027-05-31T14:30:00.000Z', '2027-06-01T14:29:59.000Z', 0],
    ['2027-05-30T14:30:00.000Z', '2027-05-31T14:30:00.000Z', 1],
    // 23:59 and 00:01 Adelaide are different days though two minutes apart.
    ['2027-05-31T14:29:00.000Z', '2027-05-31T14:31:00.000Z', 1],
    ['2027-02-28T13:30:00.000Z', '2028-02-29T13:30:00.000Z', 366],
  ])('from %s to %s is %i Adelaide days', (from, to, days) => {
    expect(adelaideDaysBetween(new Date(from), new Date(to))).toBe(days);
  });
});
