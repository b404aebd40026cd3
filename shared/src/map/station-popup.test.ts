import { describe, expect, it } from 'vitest';
import { item, site, fixtureNowMs as nowMs } from './sites.fixture';
import { stationPopupTiles, windArrowTowardsDeg } from './station-popup';

// Spec §2 "Marker popup" and §9 (the popup's 3.5 h freshness window).
const wind = item({
  metric_id: 'wind_speed_10m',
  label: 'Wind 10 m',
  value: 14,
  value_str: '14',
  unit: 'km/h',
  status_label: '7–15 Good for spraying',
  wind_direction_value: 93,
  wind_direction_label: 'E',
});
const direction = item({ metric_id: 'wind_direction_10m', value: 93, value_str: '93', unit: '°', styles: null });
const deltaT = item({
  metric_id: 'delta_t',
  label: 'Delta T',
  value: null,
  value_str: 'U',
  included_in_feature_set: false,
});

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

describe('stationPopupTiles', () => {
  it('gives one tile per item, folding the direction into the wind tile', () => {
    const tiles = stationPopupTiles(
      site({ items: [item({ metric_id: 'temperature' }), wind, direction, deltaT] }),
      nowMs,
    );
    expect(tiles.map((tile) => [tile.metricId, tile.state, tile.text])).toEqual([
      ['temperature', 'value', '21.4'],
      ['wind_speed_10m', 'value', '14'],
      ['delta_t', 'upgrade', 'U'],
    ]);
    expect(tiles[1]?.windArrow).toEqual({ towardsDeg: 273, directionLabel: 'E' });
    expect(tiles[1]?.colours).toEqual({ background: '#fee08b', font: '#000000' });
    expect(tiles[2]?.colours).toBeNull();
  });

  it.each([
    ['3.5 h old: still shown', 210, 'value', '14', true],
    ['a minute more: a dash and no arrow', 211, 'stale', '-', false],
  ] as const)('%s', (_name, ageMinutes, state, text, arrow) => {
    const [tile] = stationPopupTiles(site({ ageMinutes, items: [wind] }), nowMs);
    expect(tile?.state).toBe(state);
    expect(tile?.text).toBe(text);
    expect(tile?.windArrow !== null).toBe(arrow);
  });

  it('shows a dash for what the station cannot measure, even outside the plan', () => {
    const unsupported = item({ metric_id: 'vtd', unsupported: true, included_in_feature_set: false, value: null });
    expect(stationPopupTiles(site({ aws_type: 'bom', items: [unsupported] }), nowMs)[0]).toMatchObject({
      state: 'unsupported',
      text: '-',
      statusLabel: null,
    });
  });

  it('shows a dash for a missing value', () => {
    const missing = item({ metric_id: 'temperature', value: null, value_str: '-', styles: null, status_label: null });
    expect(stationPopupTiles(site({ items: [missing] }), nowMs)[0]).toMatchObject({ state: 'missing', text: '-' });
  });
});
