import { describe, expect, it } from 'vitest';
import { item, site, fixtureNowMs as nowMs } from './sites.fixture';
import { stationListEntries } from './station-list';

// Issue 4 part 11: the keyboard's way to every marker, with the reading in words beside each colour.
describe('stationListEntries', () => {
  const deltaT = (overrides = {}) => [
    item({ metric_id: 'delta_t', value_str: '5.2', status_label: '2–8 Ideal', ...overrides }),
  ];
  const sites = [
    site({ id: 1, slug: 'bom-clare', name: 'BOM Clare', items: deltaT() }),
    site({ id: 2, slug: 'yacka', name: 'Yacka', items: deltaT(), ageMinutes: 90 }),
    site({ id: 3, slug: 'auburn', name: 'Auburn', items: deltaT({ included_in_feature_set: false, value: null }) }),
    site({ id: 4, slug: 'brinkley', name: 'Brinkley', aws_type: 'bom', items: deltaT({ unsupported: true }) }),
    site({ id: 5, slug: 'booborowie', name: 'Booborowie', items: deltaT({ value: null, value_str: '-' }) }),
    site({ id: 6, slug: 'new-site', name: 'New site', items: deltaT(), ageMinutes: null }),
  ];

  it('lists stations alphabetically, ignoring the BOM prefix, with the reading in words', () => {
    expect(
      stationListEntries(sites, 'delta_t', { nowMs, signedIn: true }).map((entry) => [
        entry.name,
        entry.readingText,
        entry.bandText,
      ]),
    ).toEqual([
      ['Auburn', 'upgrade to see', null],
      ['Booborowie', 'no reading', null],
      ['Brinkley', 'not measured at Bureau of Meteorology stations', null],
      ['BOM Clare', '5.2 °C', '2–8 Ideal'],
      ['New site', 'no recent reading', null],
      ['Yacka', 'no recent reading', null],
    ]);
  });

  it.each([
    ['visitor within 3.25 h', false, '5.2 °C'],
    ['signed in after 60 min', true, 'no recent reading'],
  ] as const)('uses the marker freshness window: %s', (_name, signedIn, text) => {
    const [entry] = stationListEntries([site({ items: deltaT(), ageMinutes: 90 })], 'delta_t', { nowMs, signedIn });
    expect(entry?.readingText).toBe(text);
  });

  it('tells a visitor to log in for a metric the server did not send', () => {
    const [entry] = stationListEntries([site()], 'delta_t', { nowMs, signedIn: false });
    expect(entry).toMatchObject({ readingText: 'log in to see', bandText: null });
  });
});
