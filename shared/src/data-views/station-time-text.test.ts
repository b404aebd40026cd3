import { describe, expect, it } from 'vitest';
import { stationDateTimeText, updatedAtText } from './station-time-text';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
// 21/11/2026 14:05 in Adelaide (ACDT, UTC+10:30) is 03:35 UTC.
const reading = Date.UTC(2026, 10, 21, 3, 35);
const adelaide = 'Australia/Adelaide';

// Spec §2 "Site dashboard": 'Updated at HH:mm on DD MMM YYYY (x ago)' in the site's time zone; the age in
// the words of the sites list rule (§2: minutes under 2 h, hours under 48 h, else days); §8 'Updated date unknown'.
describe('updatedAtText (spec §2 "Site dashboard", §8)', () => {
  it.each<[string, number, string]>([
    ['just now', 0, 'Updated at 14:05 on 21 Nov 2026 (0 minutes ago)'],
    ['1 minute', minute, 'Updated at 14:05 on 21 Nov 2026 (1 minute ago)'],
    ['1h59m', 2 * hour - minute, 'Updated at 14:05 on 21 Nov 2026 (119 minutes ago)'],
    ['2h', 2 * hour, 'Updated at 14:05 on 21 Nov 2026 (2 hours ago)'],
    ['47h', 47 * hour, 'Updated at 14:05 on 21 Nov 2026 (47 hours ago)'],
    ['48h', 48 * hour, 'Updated at 14:05 on 21 Nov 2026 (2 days ago)'],
    ['12 days ("ago" kept: the date is given)', 12 * day, 'Updated at 14:05 on 21 Nov 2026 (12 days ago)'],
    ['365 days', 365 * day, 'Updated at 14:05 on 21 Nov 2026 (365 days ago)'],
    ['365 days and 1 ms', 365 * day + 1, 'Updated date unknown'],
    ['stamped in the future', -3 * minute, 'Updated at 14:05 on 21 Nov 2026 (0 minutes ago)'],
  ])('%s old', (_label, ageMs, expected) => {
    expect(updatedAtText(reading, reading + ageMs, adelaide)).toBe(expected);
  });

  it.each<[string, number | null]>([
    ['missing', null],
    ['zero', 0],
  ])('a %s time reads "Updated date unknown"', (_label, lastUpdated) => {
    expect(updatedAtText(lastUpdated, reading, adelaide)).toBe('Updated date unknown');
  });

  it.each<[string, number, string, string]>([
    [
      'a day with a leading zero',
      Date.UTC(2026, 10, 4, 22, 0),
      adelaide,
      'Updated at 08:30 on 05 Nov 2026 (0 minutes ago)',
    ],
    [
      'Perth, where it is still the day before',
      Date.UTC(2026, 10, 18, 14, 0),
      'Australia/Perth',
      'Updated at 22:00 on 18 Nov 2026 (0 minutes ago)',
    ],
    [
      'Adelaide in winter (ACST, UTC+9:30)',
      Date.UTC(2026, 5, 1, 0, 0),
      adelaide,
      'Updated at 09:30 on 01 Jun 2026 (0 minutes ago)',
    ],
    [
      'an unknown zone falls back to Adelaide',
      reading,
      'Mars/Olympus',
      'Updated at 14:05 on 21 Nov 2026 (0 minutes ago)',
    ],
  ])("in the site's zone: %s", (_label, ms, timezone, expected) => {
    expect(updatedAtText(ms, ms, timezone)).toBe(expected);
  });
});

describe('stationDateTimeText (spec §9 dd/MM/yyyy)', () => {
  it.each<[string, number, string, string]>([
    ['Adelaide summer', reading, adelaide, '21/11/2026 14:05'],
    ['past midnight in Adelaide, the day before in UTC', Date.UTC(2026, 10, 20, 14, 0), adelaide, '21/11/2026 00:30'],
    ['Perth', Date.UTC(2026, 10, 20, 14, 0), 'Australia/Perth', '20/11/2026 22:00'],
    // Daylight saving ends 5 Apr 2026 at 03:00 ACDT: 02:30 happens twice, once in each offset.
    ['first 02:30 on the night daylight saving ends', Date.UTC(2026, 3, 4, 16, 0), adelaide, '05/04/2026 02:30'],
    ['second 02:30 on that night', Date.UTC(2026, 3, 4, 17, 0), adelaide, '05/04/2026 02:30'],
    ['an unknown zone falls back to Adelaide', reading, '', '21/11/2026 14:05'],
  ])('%s', (_label, ms, timezone, expected) => {
    expect(stationDateTimeText(ms, timezone)).toBe(expected);
  });
});
