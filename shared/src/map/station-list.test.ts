import { describe, expect, it } from 'vitest';
import { reading, site, fixtureNowMs as nowMs } from './stations.fixture';
import { stationListEntries } from './station-list';

// The keyboard's way to every marker, with the reading in words beside each colour.
describe('stationListEntries', () => {
  // VTD: BoM stations cannot measure it, so one list shows every kind of reading.
  const vtd = (overrides = {}) => [reading({ metric_id: 'vtd', value: 1.4, value_str: '1.4', ...overrides })];
  const stations = [
    site({ id: 1, slug: 'bom-clare', name: 'BOM Clare', items: vtd() }),
    site({ id: 2, slug: 'yacka', name: 'Yacka', items: vtd(), ageMinutes: 90 }),
    site({ id: 3, slug: 'auburn', name: 'Auburn', items: [] }),
    site({ id: 4, slug: 'brinkley', name: 'Brinkley', aws_type: 'bom', items: vtd() }),
    site({ id: 5, slug: 'booborowie', name: 'Booborowie', items: vtd({ value: null, value_str: '-' }) }),
    site({ id: 6, slug: 'new-site', name: 'New site', items: vtd(), ageMinutes: null }),
  ];

  it('lists stations alphabetically, ignoring the BOM prefix, with the reading in words', () => {
    expect(
      stationListEntries(stations, 'vtd', { nowMs, signedIn: true }).map((entry) => [
        entry.name,
        entry.readingText,
        entry.bandText,
      ]),
    ).toEqual([
      ['Auburn', 'upgrade to see', null],
      ['Booborowie', 'no reading', null],
      ['Brinkley', 'not measured at Bureau of Meteorology stations', null],
      ['BOM Clare', '1.4 °C', '1–2 Moderate inversion'],
      ['New site', 'no recent reading', null],
      ['Yacka', 'no recent reading', null],
    ]);
  });

  it.each([
    ['visitor within 3.25 h', false, '1.4 °C'],
    ['signed in after 60 min', true, 'no recent reading'],
  ] as const)('uses the marker freshness window: %s', (_name, signedIn, text) => {
    const [entry] = stationListEntries([site({ items: vtd(), ageMinutes: 90 })], 'vtd', { nowMs, signedIn });
    expect(entry?.readingText).toBe(text);
  });

  it('tells a visitor to log in for a metric the server did not send', () => {
    const [entry] = stationListEntries([site()], 'vtd', { nowMs, signedIn: false });
    expect(entry).toMatchObject({ readingText: 'log in to see', bandText: null });
  });
});
