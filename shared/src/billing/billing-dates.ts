import { addDays, addYears, differenceInCalendarDays, format } from 'date-fns';
import { inZone } from '../time/local-time';

// Billing dates are counted and shown in the network's zone, Adelaide (spec §9).

/** Spec §9: the free trial lasts two weeks. */
export const trialDays = 14;

/** The end of a trial started at `startedAt`: the same Adelaide clock time two weeks later. */
export function trialEndsAt(startedAt: Date): Date {
  return new Date(addDays(inZone(startedAt), trialDays).getTime());
}

/** The billing date a year on: the same Adelaide date and time (29 Feb falls back to 28 Feb). */
export function nextBillingDateAfter(billedAt: Date): Date {
  return new Date(addYears(inZone(billedAt), 1).getTime());
}

/** The start of the billing year that ends at `nextBillableAt`. */
export function billingPeriodStart(nextBillableAt: Date): Date {
  return new Date(addYears(inZone(nextBillableAt), -1).getTime());
}

/** Whole Adelaide calendar days from `from` to `to` (0 on the same day, negative when `to` is earlier). */
export function adelaideDaysBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(inZone(to), inZone(from));
}

/** Spec §9: billing dates as 'd MMM yyyy at hh:mm a' in Adelaide, e.g. '5 Jan 2025 at 09:30 AM'. */
export function formatBillingDateTime(at: Date | string): string {
  return format(inZone(new Date(at)), "d MMM yyyy 'at' hh:mm a");
}

/** Spec §9: plan-change dates as '05 Jan 2025' in Adelaide. */
export function formatPlanChangeDate(at: Date | string): string {
  return format(inZone(new Date(at)), 'dd MMM yyyy');
}

/**
 * Spec §2, §9: the trial's expiry is shown one millisecond before the stored value, in Adelaide, so a
 * trial ending at midnight reads as the last minute of its final day rather than the next day.
 */
export function formatTrialExpiry(freeUntil: Date | string): string {
  return formatBillingDateTime(new Date(new Date(freeUntil).getTime() - 1));
}
