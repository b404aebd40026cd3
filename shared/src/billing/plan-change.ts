import { planChoicePriceCentsExGst, planHasStations, samePlanChoice, type PlanChoice } from '../plans/plans';
import { adelaideDaysBetween, billingPeriodStart } from './billing-dates';
import { withGst, type GstAmounts } from './gst';

/**
 * What submitting the plan form does (spec §2 "Plan and Extras", §4, §9):
 * - `unchanged`: the same plan as now and nothing scheduled; nothing to confirm.
 * - `save`: saved at once without a charge: billing has not started (no first billing date; the plan is
 *   invoiced at trial end or billing start), the price is the same (e.g. another premium station), or the
 *   current plan is chosen again, which cancels a scheduled change.
 * - `upgrade`: a dearer plan or more extras: applies at once and charges the prorated amount now.
 * - `scheduled`: a cheaper plan or fewer extras: the current plan stays until the next billing date.
 */
export type PlanChangeKind = 'unchanged' | 'save' | 'upgrade' | 'scheduled';

export interface PlanChangeInput {
  current: PlanChoice | null;
  scheduled: PlanChoice | null;
  requested: PlanChoice;
  firstBilledAt: Date | null;
  nextBillableAt: Date | null;
  /** The trial or billing has started, so the plan's stations show their data (effective-plan.ts). */
  planInEffect: boolean;
  /** When the stations last changed on their own; null if never. */
  stationsChangedAt: Date | null;
  now: Date;
}

export interface PlanChangeQuote {
  kind: PlanChangeKind;
  /** The requested plan's yearly price with its extras. */
  newPrice: GstAmounts;
  currentPriceCentsExGst: number;
  /** Upgrade only: current yearly price × remaining days ÷ days in the billing period, to the nearest cent. */
  rebateCentsExGst: number;
  remainingDays: number;
  periodDays: number;
  /** What is charged now: the new price less the rebate (never below zero); zero unless `upgrade`. */
  charge: GstAmounts;
  /** When the requested plan takes effect: now, or the next billing date for `scheduled`. */
  effectiveAt: Date;
  /** A change of the selected stations alone, of a plan in effect: at most one per stationChangeIntervalDays. */
  stationsOnly: boolean;
  /** A stations-only change too soon after the last: refused until `stationsChangeableFrom`. */
  stationsChangeRefused: boolean;
  /** When the stations may next change on their own once this change is made; null: any time. */
  stationsChangeableFrom: Date | null;
}

/** A plan's selected stations alone change at most once in this many days, so one plan cannot tour the network. */
export const stationChangeIntervalDays = 30;
const nextStationsChangeAfter = (changedAt: Date) =>
  new Date(changedAt.getTime() + stationChangeIntervalDays * 24 * 60 * 60 * 1000);

/** The same plan at the same price with other stations (another selected station, or other extras). */
export function isStationsOnlyChange(current: PlanChoice | null, requested: PlanChoice): boolean {
  return (
    current !== null &&
    current.planKey === requested.planKey &&
    planHasStations(requested.planKey) &&
    !samePlanChoice(current, requested) &&
    planChoicePriceCentsExGst(current) === planChoicePriceCentsExGst(requested)
  );
}

/** When the stations may change on their own again after a change at `changedAt`; null when they may now. */
export function stationsChangeableFrom(changedAt: Date | null, now: Date): Date | null {
  if (!changedAt) return null;
  const from = nextStationsChangeAfter(changedAt);
  return from > now ? from : null;
}

/**
 * Spec §9: rebate = current annual price × remaining days until the next billable date ÷ days in the
 * billing period; charge = new price − rebate. Days are Adelaide calendar days, so a leap-year period has
 * 366. Rounded once, half a cent up. The upgrade starts a new billing year from today, since the whole
 * new yearly price is charged less what is left of the old one.
 */
export function upgradeRebateCentsExGst(
  currentPriceCentsExGst: number,
  nextBillableAt: Date,
  now: Date,
): { rebateCentsExGst: number; remainingDays: number; periodDays: number } {
  const periodDays = adelaideDaysBetween(billingPeriodStart(nextBillableAt), nextBillableAt);
  const remainingDays = Math.min(Math.max(adelaideDaysBetween(now, nextBillableAt), 0), periodDays);
  const rebateCentsExGst = Math.round((currentPriceCentsExGst * remainingDays) / periodDays);
  return { rebateCentsExGst, remainingDays, periodDays };
}

export function quotePlanChange(input: PlanChangeInput): PlanChangeQuote {
  const { current, scheduled, requested, firstBilledAt, nextBillableAt, now } = input;
  const newPriceEx = planChoicePriceCentsExGst(requested);
  const currentPriceCentsExGst = current ? planChoicePriceCentsExGst(current) : 0;
  const stationsOnly = input.planInEffect && isStationsOnlyChange(current, requested);
  const waitUntil = stationsChangeableFrom(input.stationsChangedAt, now);
  const base = {
    stationsOnly,
    stationsChangeRefused: stationsOnly && waitUntil !== null,
    stationsChangeableFrom: stationsOnly ? (waitUntil ?? nextStationsChangeAfter(now)) : waitUntil,
    newPrice: withGst(newPriceEx),
    currentPriceCentsExGst,
    rebateCentsExGst: 0,
    remainingDays: 0,
    periodDays: 0,
    charge: withGst(0),
    effectiveAt: now,
  };
  if (current && samePlanChoice(current, requested)) {
    return { ...base, kind: scheduled ? 'save' : 'unchanged' };
  }
  if (!current || !firstBilledAt || !nextBillableAt || newPriceEx === currentPriceCentsExGst) {
    return { ...base, kind: 'save' };
  }
  if (newPriceEx < currentPriceCentsExGst) return { ...base, kind: 'scheduled', effectiveAt: nextBillableAt };
  const rebate = upgradeRebateCentsExGst(currentPriceCentsExGst, nextBillableAt, now);
  return { ...base, ...rebate, kind: 'upgrade', charge: withGst(Math.max(newPriceEx - rebate.rebateCentsExGst, 0)) };
}
