import { describe, expect, it } from 'vitest';
import type { PlanChoice, PlanKey } from '../plans/plans';
import { isStationsOnlyChange, quotePlanChange } from './plan-change';

const choice = (
  planKey: PlanKey,
  stationSlug: string | null = null,
  additionalStationSlugs: string[] = [],
): PlanChoice => ({
  planKey,
  stationSlug,
  additionalStationSlugs,
});
const farm = choice('farm_bundle_1');
const standard = choice('standard_bundle_1');
const premium = (...extras: string[]) => choice('premium_bundle_1', 'clare', extras);

// 1 Jun 2027 00:00 ACST; its billing period began 1 Jun 2026 (365 days).
const juneRenewal = new Date('2027-05-31T14:30:00.000Z');
// 1 Mar 2028 00:00 ACDT; its period began 1 Mar 2027 and holds 29 Feb 2028 (366 days).
const leapRenewal = new Date('2028-02-29T13:30:00.000Z');
const billedLongAgo = new Date('2026-06-01T00:00:00.000Z');

// Spec §9: rebate = current annual price × remaining days ÷ days in the period; charge = new price − rebate.
describe('plan change quotes (spec §4, §9)', () => {
  it.each([
    {
      name: 'upgrade mid-period: farm → premium on 20 Feb 2027, 101 of 365 days left',
      current: farm,
      requested: premium(),
      next: juneRenewal,
      now: '2027-02-19T15:30:00.000Z',
      kind: 'upgrade',
      rebate: 10100,
      days: [101, 365],
      charge: [43900, 4390, 48290],
    },
    {
      name: 'upgrade on the last day before renewal: one day of rebate',
      current: farm,
      requested: premium(),
      next: juneRenewal,
      now: '2027-05-31T01:00:00.000Z',
      kind: 'upgrade',
      rebate: 100,
      days: [1, 365],
      charge: [53900, 5390, 59290],
    },
    {
      name: 'upgrade on the renewal day itself, before the renewal ran: no rebate',
      current: farm,
      requested: premium(),
      next: juneRenewal,
      now: '2027-05-31T20:00:00.000Z',
      kind: 'upgrade',
      rebate: 0,
      days: [0, 365],
      charge: [54000, 5400, 59400],
    },
    {
      name: 'leap year: standard → farm on 31 Aug 2027, 183 of 366 days left',
      current: standard,
      requested: farm,
      next: leapRenewal,
      now: '2027-08-31T02:00:00.000Z',
      kind: 'upgrade',
      rebate: 10000,
      days: [183, 366],
      charge: [26500, 2650, 29150],
    },
    {
      name: 'extras added: premium + 1 → premium + 3, rebate rounded half up',
      current: premium('a'),
      requested: premium('a', 'b', 'c'),
      next: juneRenewal,
      now: '2027-02-19T15:30:00.000Z',
      kind: 'upgrade',
      rebate: 17433,
      days: [101, 365],
      charge: [63567, 6357, 69924],
    },
    {
      name: 'upgrade from the free plan: nothing to rebate',
      current: choice('free_access_1'),
      requested: standard,
      next: juneRenewal,
      now: '2027-02-19T15:30:00.000Z',
      kind: 'upgrade',
      rebate: 0,
      days: [101, 365],
      charge: [20000, 2000, 22000],
    },
  ])('$name', ({ current, requested, next, now, kind, rebate, days, charge }) => {
    const quote = quotePlanChange({
      current,
      scheduled: null,
      requested,
      firstBilledAt: billedLongAgo,
      nextBillableAt: next,
      planInEffect: true,
      stationsChangedAt: null,
      now: new Date(now),
    });
    expect(quote.kind).toBe(kind);
    expect(quote.rebateCentsExGst).toBe(rebate);
    expect([quote.remainingDays, quote.periodDays]).toEqual(days);
    expect([quote.charge.exGstCents, quote.charge.gstCents, quote.charge.incGstCents]).toEqual(charge);
    expect(quote.effectiveAt.toISOString()).toBe(now);
  });

  it.each([
    {
      name: 'downgrade premium → standard',
      current: premium(),
      scheduled: null,
      requested: standard,
      kind: 'scheduled',
    },
    { name: 'extras removed', current: premium('a', 'b'), scheduled: null, requested: premium('a'), kind: 'scheduled' },
    {
      name: 'another premium station, same price',
      current: premium('a'),
      scheduled: null,
      requested: choice('premium_bundle_1', 'b', ['a']),
      kind: 'save',
    },
    { name: 'the same plan again', current: farm, scheduled: null, requested: farm, kind: 'unchanged' },
    {
      name: 'extras in another order',
      current: premium('a', 'b'),
      scheduled: null,
      requested: premium('b', 'a'),
      kind: 'unchanged',
    },
    {
      name: 'the current plan again cancels a scheduled downgrade',
      current: farm,
      scheduled: standard,
      requested: farm,
      kind: 'save',
    },
  ])('$name: $kind', ({ current, scheduled, requested, kind }) => {
    const quote = quotePlanChange({
      current,
      scheduled,
      requested,
      firstBilledAt: billedLongAgo,
      nextBillableAt: juneRenewal,
      planInEffect: true,
      stationsChangedAt: null,
      now: new Date('2027-02-19T15:30:00.000Z'),
    });
    expect(quote.kind).toBe(kind);
    expect(quote.charge.incGstCents).toBe(0);
    expect(quote.effectiveAt.toISOString()).toBe(
      kind === 'scheduled' ? juneRenewal.toISOString() : '2027-02-19T15:30:00.000Z',
    );
  });

  it.each([
    { name: 'no plan yet', current: null, requested: premium('a') },
    { name: 'during the setup: a dearer plan is simply saved', current: standard, requested: premium('a', 'b') },
    { name: 'during the setup: a cheaper plan is simply saved', current: premium(), requested: standard },
  ])('no first billing date, $name: saved, invoiced at trial end or billing start', ({ current, requested }) => {
    const quote = quotePlanChange({
      current,
      scheduled: null,
      requested,
      firstBilledAt: null,
      nextBillableAt: null,
      planInEffect: false,
      stationsChangedAt: null,
      now: new Date(),
    });
    expect(quote.kind).toBe('save');
    expect(quote.charge.exGstCents).toBe(0);
  });

  it('prices premium with extras at $90 each', () => {
    const quote = quotePlanChange({
      current: null,
      scheduled: null,
      requested: premium('a', 'b'),
      firstBilledAt: null,
      nextBillableAt: null,
      planInEffect: false,
      stationsChangedAt: null,
      now: new Date(),
    });
    expect(quote.newPrice).toEqual({ exGstCents: 72000, gstCents: 7200, incGstCents: 79200 });
  });
});

// A plan's stations alone change at most once per 30 days while the plan is in effect.
describe('changing the selected stations alone', () => {
  it.each([
    {
      name: 'another selected station',
      current: premium('a'),
      requested: choice('premium_bundle_1', 'b', ['a']),
      only: true,
    },
    { name: 'another extra', current: premium('a'), requested: premium('b'), only: true },
    {
      name: 'the same stations in another order',
      current: premium('a', 'b'),
      requested: premium('b', 'a'),
      only: false,
    },
    { name: 'an extra added (an upgrade)', current: premium('a'), requested: premium('a', 'b'), only: false },
    { name: 'an extra dropped (a downgrade)', current: premium('a', 'b'), requested: premium('b'), only: false },
    { name: 'another plan', current: farm, requested: premium(), only: false },
    { name: 'no plan yet', current: null, requested: premium(), only: false },
  ])('$name: $only', ({ current, requested, only }) => {
    expect(isStationsOnlyChange(current, requested)).toBe(only);
  });

  const now = new Date('2027-02-19T15:30:00.000Z');
  const quote = (stationsChangedAt: string | null, planInEffect = true) =>
    quotePlanChange({
      current: premium('a'),
      scheduled: null,
      requested: premium('b'),
      firstBilledAt: billedLongAgo,
      nextBillableAt: juneRenewal,
      planInEffect,
      stationsChangedAt: stationsChangedAt ? new Date(stationsChangedAt) : null,
      now,
    });

  it.each([
    {
      name: 'never changed: now, and again in 30 days',
      changed: null,
      refused: false,
      from: '2027-03-21T15:30:00.000Z',
    },
    {
      name: 'changed 31 days ago',
      changed: '2027-01-19T15:30:00.000Z',
      refused: false,
      from: '2027-03-21T15:30:00.000Z',
    },
    {
      name: 'changed 30 days ago to the minute',
      changed: '2027-01-20T15:30:00.000Z',
      refused: false,
      from: '2027-03-21T15:30:00.000Z',
    },
    {
      name: 'changed 10 days ago: refused until day 30',
      changed: '2027-02-09T15:30:00.000Z',
      refused: true,
      from: '2027-03-11T15:30:00.000Z',
    },
  ])('$name', ({ changed, refused, from }) => {
    const q = quote(changed);
    expect(q.kind).toBe('save');
    expect(q.stationsOnly).toBe(true);
    expect(q.stationsChangeRefused).toBe(refused);
    expect(q.stationsChangeableFrom?.toISOString()).toBe(from);
  });

  it('before the trial or billing starts the stations show nothing yet, so they change freely', () => {
    const q = quote('2027-02-09T15:30:00.000Z', false);
    expect([q.stationsOnly, q.stationsChangeRefused]).toEqual([false, false]);
  });

  it('another plan change says when the stations may next change on their own', () => {
    const q = quotePlanChange({
      current: premium('a'),
      scheduled: null,
      requested: premium('a', 'b'),
      firstBilledAt: billedLongAgo,
      nextBillableAt: juneRenewal,
      planInEffect: true,
      stationsChangedAt: new Date('2027-02-09T15:30:00.000Z'),
      now,
    });
    expect(q.kind).toBe('upgrade');
    expect(q.stationsChangeRefused).toBe(false);
    expect(q.stationsChangeableFrom?.toISOString()).toBe('2027-03-11T15:30:00.000Z');
  });
});
