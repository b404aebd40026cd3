import { describe, expect, it } from 'vitest';
import { reading, site, fixtureNowMs as nowMs } from './stations.fixture';
import { metricKeys } from '../metrics/metric-catalogue';
import { popupReadingTimeText, stationPopupTiles, windArrowTowardsDeg } from './station-popup';

// Spec §2 "Marker popup" and §9 (the popup's 3.5 h freshness window).
const wind = reading({
  metric_id: 'wind_speed_10m',
  value: 14,
  value_str: '14',
  unit: 'km/h',
  wind_direction_value: 93,
});
const direction = reading({ metric_id: 'wind_direction_10m', value: 93, value_str: '93', unit: '°' });

describe('windArrowTowardsDeg (the arrow points where the wind blows to)', () => {
  it.each([
    [0, 180],
    [93, 273],
    [180, 0],
    [270, 90],
    [359, 179],
    [360, 180],
  ])('from %i° → %i°', (from, towards) => expect(windArrowTowardsDeg(from)).toBe(towards));
});

// Spec §2 "Marker popup" gives no words for the time; §8: 'Updated date unknown' when missing, zero or
// over a year old; 'No data retrieved yet' for a site without data (the sites list's words).
describe('popupReadingTimeText', () => {
  const dayMs = 86_400_000;
  // 22/11/2026 11:30 in Adelaide (ACDT, UTC+10:30).
  const now = nowMs;
  it.each<[string, number | null, string, string]>([
    ['a fresh reading', now - 5 * 60_000, 'Australia/Adelaide', 'Latest reading 22 Nov, 11:25 am'],
    ['a week old', now - 7 * dayMs - 3_600_000, 'Australia/Adelaide', 'Latest reading 15 Nov, 10:30 am'],
    ['in the site zone (Perth)', now - 7 * dayMs, 'Australia/Perth', 'Latest reading 15 Nov, 9:00 am'],
    ['last year, with its year', now - 330 * dayMs, 'Australia/Adelaide', 'Latest reading 27 Dec 2025, 11:30 am'],
    ['exactly a year old', now - 365 * dayMs, 'Australia/Adelaide', 'Latest reading 22 Nov 2025, 11:30 am'],
    ['over a year old', now - 365 * dayMs - 1, 'Australia/Adelaide', 'Updated date unknown'],
    ['zero', 0, 'Australia/Adelaide', 'Updated date unknown'],
    ['never reported', null, 'Australia/Adelaide', 'No data retrieved yet'],
    ['an unknown zone (Adelaide)', now - 5 * 60_000, 'Not/AZone', 'Latest reading 22 Nov, 11:25 am'],
  ])('%s', (_case, lastUpdatedMs, timezone, expected) => {
    expect(popupReadingTimeText(lastUpdatedMs, now, timezone)).toBe(expected);
  });
});

describe('stationPopupTiles', () => {
  it('gives a visitor one tile per item sent, folding the direction into the wind tile', () => {
    const tiles = stationPopupTiles(
      site({ items: [reading({ metric_id: 'temperature' }), wind, direction] }),
      nowMs,
      false,
    );
    expect(tiles.map((tile) => [tile.metricId, tile.state, tile.text])).toEqual([
      ['temperature', 'value', '21.4'],
      ['wind_speed_10m', 'value', '14'],
    ]);
    // Label, band and compass point come from the shared catalogue, not the wire.
    expect(tiles[1]).toMatchObject({ label: 'Wind 10 m', statusLabel: '7–15 Good for spraying' });
    expect(tiles[1]?.windArrow).toEqual({ towardsDeg: 273, directionLabel: 'E' });
    expect(tiles[0]?.colours).toEqual({ background: '#fee08b', font: '#000000' });
  });

  it("gives a member a 'U' tile, in catalogue order, for every metric outside the plan", () => {
    const tiles = stationPopupTiles(
      site({ items: [reading({ metric_id: 'temperature' }), wind, direction] }),
      nowMs,
      true,
    );
    expect(tiles.map((tile) => tile.metricId)).toEqual(metricKeys.filter((key) => !key.startsWith('wind_direction')));
    expect(tiles.find((tile) => tile.metricId === 'delta_t')).toMatchObject({
      label: 'Delta T',
      state: 'upgrade',
      text: 'U',
      colours: null,
    });
    expect(tiles.filter((tile) => tile.state === 'value').map((tile) => tile.metricId)).toEqual([
      'temperature',
      'wind_speed_10m',
    ]);
  });

  it.each([
    ['3.5 h old: still shown', 210, 'value', '14', true],
    ['a minute more: a dash and no arrow', 211, 'stale', '-', false],
  ] as const)('%s', (_name, ageMinutes, state, text, arrow) => {
    const [tile] = stationPopupTiles(site({ ageMinutes, items: [wind] }), nowMs, false);
    expect(tile?.state).toBe(state);
    expect(tile?.text).toBe(text);
    expect(tile?.windArrow !== null).toBe(arrow);
  });

  it('shows a dash for what the station cannot measure, even outside the plan', () => {
    const tiles = stationPopupTiles(site({ aws_type: 'bom', items: [] }), nowMs, true);
    expect(tiles.find((tile) => tile.metricId === 'vtd')).toMatchObject({
      state: 'unsupported',
      text: '-',
      statusLabel: null,
    });
  });

  it('shows a dash for a missing value', () => {
    const missing = reading({ metric_id: 'temperature', value: null, value_str: '-' });
    expect(stationPopupTiles(site({ items: [missing] }), nowMs, false)[0]).toMatchObject({
      state: 'missing',
      text: '-',
    });
  });
});

describe('a withheld σw forecast', () => {
  it("reads 'Not shown' with the server's reason, not a dash or a number", () => {
    const withheld = reading({
      metric_id: 'ann_2hr_sigma_w',
      value: null,
      value_str: '',
      unit: 'm/s',
      band: null,
      withheld: 'Not better than persistence here',
    });
    const tile = stationPopupTiles(site({ items: [withheld] }), nowMs, true).find(
      (t) => t.metricId === 'ann_2hr_sigma_w',
    );
    expect(tile).toMatchObject({
      state: 'withheld',
      text: 'Not shown',
      statusLabel: 'Not better than persistence here',
      colours: null,
    });
  });
});
