import { describe, expect, it } from 'vitest';
import { freshnessLimitMs, isReadingFresh, type FreshnessContext } from './freshness';
import type { StationType } from './raw-channels';

const minute = 60_000;

// Spec §9 "Freshness": markers and lists 90 min greenbrain / 60 min others; popup and dashboard 3.5 h
// (12,600,000 ms); signed-out map markers 3.25 h (11,700,000 ms). "Stale after" = older than the limit.
describe('isReadingFresh at the exact boundaries (spec §9)', () => {
  it.each<[StationType, FreshnessContext, number, boolean]>([
    ['standard', 'marker', 60 * minute, true],
    ['standard', 'marker', 60 * minute + 1, false],
    ['research', 'marker', 3_600_000, true],
    ['hilltop', 'marker', 3_600_001, false],
    ['bom', 'marker', 3_600_001, false],
    ['greenbrain', 'marker', 5_400_000, true],
    ['greenbrain', 'marker', 5_400_001, false],
    ['greenbrain', 'marker', 3_600_001, true],
    ['standard', 'popup', 12_600_000, true],
    ['standard', 'popup', 12_600_001, false],
    ['greenbrain', 'popup', 12_600_001, false],
    ['bom', 'dashboard', 12_600_000, true],
    ['bom', 'dashboard', 12_600_001, false],
    ['standard', 'visitor_marker', 11_700_000, true],
    ['standard', 'visitor_marker', 11_700_001, false],
    ['greenbrain', 'visitor_marker', 11_700_000, true],
    ['standard', 'marker', 0, true],
    ['standard', 'marker', -5 * minute, true],
    ['standard', 'marker', Number.NaN, false],
  ])('%s %s aged %i ms → fresh %s', (awsType, context, ageMs, fresh) => {
    expect(isReadingFresh({ awsType, ageMs, context })).toBe(fresh);
  });

  it('exposes the limits', () => {
    expect(freshnessLimitMs('greenbrain', 'marker')).toBe(5_400_000);
    expect(freshnessLimitMs('standard', 'marker')).toBe(3_600_000);
    expect(freshnessLimitMs('research', 'dashboard')).toBe(12_600_000);
    expect(freshnessLimitMs('hilltop', 'visitor_marker')).toBe(11_700_000);
  });
});
