import { describe, expect, it } from 'vitest';
import { updatedAgoText } from './updated-ago';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
// 20/11/2026 12:00 in Adelaide (UTC+10:30 in summer) is 01:30 UTC.
const now = Date.UTC(2026, 10, 20, 1, 30);
const adelaide = 'Australia/Adelaide';

// Spec §2 "Sites list and site views" and §8: minutes under 2 h, hours under 48 h, then days; 'ago'
// only under 240 h; the date from 24 h; 'Updated date unknown' when missing, zero or over a year old.
describe('updatedAgoText (spec §2, §8)', () => {
  it.each<[string, number, string]>([
    ['just now', 0, 'Updated 0 minutes ago'],
    ['1 minute', minute, 'Updated 1 minute ago'],
    ['35 minutes', 35 * minute, 'Updated 35 minutes ago'],
    ['1h59m', 2 * hour - minute, 'Updated 119 minutes ago'],
    ['1h59m59.999s', 2 * hour - 1, 'Updated 119 minutes ago'],
    ['2h', 2 * hour, 'Updated 2 hours ago'],
    ['5h', 5 * hour + 30 * minute, 'Updated 5 hours ago'],
    ['23h59m', day - minute, 'Updated 23 hours ago'],
    ['24h', day, 'Updated 24 hours ago (19/11/2026)'],
    ['47h59m', 48 * hour - minute, 'Updated 47 hours ago (18/11/2026)'],
    ['48h', 48 * hour, 'Updated 2 days ago (18/11/2026)'],
    ['3 days', 3 * day, 'Updated 3 days ago (17/11/2026)'],
    ['239h', 239 * hour, 'Updated 9 days ago (10/11/2026)'],
    ['240h', 240 * hour, 'Updated 10 days (10/11/2026)'],
    ['12 days', 12 * day, 'Updated 12 days (08/11/2026)'],
    ['365 days', 365 * day, 'Updated 365 days (20/11/2025)'],
    ['365 days and 1 ms', 365 * day + 1, 'Updated date unknown'],
    ['a reading stamped in the future', -5 * minute, 'Updated 0 minutes ago'],
  ])('%s old', (_label, ageMs, expected) => {
    expect(updatedAgoText(now - ageMs, now, adelaide)).toBe(expected);
  });

  it.each<[string, number | null]>([
    ['missing', null],
    ['zero', 0],
  ])('a %s timestamp reads "Updated date unknown"', (_label, lastUpdated) => {
    expect(updatedAgoText(lastUpdated, now, adelaide)).toBe('Updated date unknown');
  });

  it('never says "1 hour" or "1 day": those ages still read in minutes and hours', () => {
    expect(updatedAgoText(now - 90 * minute, now, adelaide)).toBe('Updated 90 minutes ago');
    expect(updatedAgoText(now - 36 * hour, now, adelaide)).toBe('Updated 36 hours ago (19/11/2026)');
  });

  it("dates the reading in the site's time zone, not the viewer's", () => {
    // 14:00 UTC on 18/11 is already 19/11 in Adelaide (00:30) and still 18/11 in Perth (22:00).
    const reading = Date.UTC(2026, 10, 18, 14, 0);
    expect(updatedAgoText(reading, now, adelaide)).toBe('Updated 35 hours ago (19/11/2026)');
    expect(updatedAgoText(reading, now, 'Australia/Perth')).toBe('Updated 35 hours ago (18/11/2026)');
  });

  it('falls back to Adelaide for an unknown zone name', () => {
    expect(updatedAgoText(now - 3 * day, now, 'Not/AZone')).toBe('Updated 3 days ago (17/11/2026)');
  });
});
