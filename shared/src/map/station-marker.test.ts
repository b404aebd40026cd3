import { describe, expect, it } from 'vitest';
import { reading, site, fixtureNowMs as nowMs } from './stations.fixture';
import {
  markerReadingText,
  markerSizePx,
  markerZIndexOffset,
  stationsOnMap,
  stationMarkerFace,
} from './station-marker';

// Spec §2 "Map screen" and §9 (freshness windows, marker order, marker sizes, B/H letters).
describe('stationMarkerFace', () => {
  const temperature = (overrides = {}) => [reading({ metric_id: 'temperature', ...overrides })];

  it.each([
    [
      'fresh value',
      site(),
      true,
      { kind: 'value', text: '21.4', backgroundColor: '#fee08b', fontColor: '#000000', hatched: false },
    ],
    // 15–20 °C looks like 20–25 °C to colour-blind eyes (legend-patterns.ts): its markers are hatched.
    [
      'a hatched band',
      site({ items: temperature({ value: 17.2, value_str: '17.2' }) }),
      true,
      { kind: 'value', text: '17.2', backgroundColor: '#e6f598', hatched: true },
    ],
    ['60 min old, signed in: still fresh', site({ ageMinutes: 60 }), true, { kind: 'value' }],
    ['61 min old, signed in: stale', site({ ageMinutes: 61 }), true, { kind: 'dash', reason: 'stale' }],
    ['61 min old, visitor (3.25 h window): fresh', site({ ageMinutes: 61 }), false, { kind: 'value' }],
    ['196 min old, visitor: stale', site({ ageMinutes: 196 }), false, { kind: 'dash', reason: 'stale' }],
    ['greenbrain 89 min old, signed in', site({ aws_type: 'greenbrain', ageMinutes: 89 }), true, { kind: 'value' }],
    ['greenbrain 91 min old, signed in', site({ aws_type: 'greenbrain', ageMinutes: 91 }), true, { kind: 'dash' }],
    ['no reading yet', site({ ageMinutes: null }), true, { kind: 'dash', reason: 'stale' }],
    [
      'value missing',
      site({ items: temperature({ value: null, value_str: '-' }) }),
      true,
      { kind: 'dash', reason: 'missing' },
    ],
    ['outside the plan: not sent to a member', site({ items: [] }), true, { kind: 'upgrade', text: 'U' }],
    ['not sent (visitor)', site({ items: [] }), false, { kind: 'dash', text: '-', reason: 'not-sent' }],
  ] as const)('%s', (_name, input, signedIn, expected) => {
    expect(stationMarkerFace(input, 'temperature', { nowMs, signedIn })).toMatchObject(expected);
  });

  // What a type cannot measure comes from the catalogue (metrics.md §1.3), not the wire. Hilltops can
  // measure every metric of the catalogue ("opt." counts as can), so only BoM shows its letter today.
  it.each([
    ['BoM cannot measure VTD', 'bom', 'vtd', {}, { kind: 'type-letter', text: 'B' }],
    ['greenbrain has no 10 m wind', 'greenbrain', 'wind_speed_10m', {}, { kind: 'dash', reason: 'unsupported' }],
    ['BoM, unsupported and outside the plan (not sent): the letter', 'bom', 'vtd', null, { kind: 'type-letter' }],
  ] as const)('%s', (_name, aws_type, metric, overrides, expected) => {
    const items = overrides === null ? [] : [reading({ metric_id: metric, value: null, ...overrides })];
    const input = site({ aws_type, items });
    expect(stationMarkerFace(input, metric, { nowMs, signedIn: true })).toMatchObject(expected);
  });
});

describe('marker size, order and filter', () => {
  it('is 40 px, 50 px when nominated', () => {
    expect(markerSizePx({ nominated: false })).toBe(40);
    expect(markerSizePx({ nominated: true })).toBe(50);
  });

  it('stacks types in the order standard, research, hilltop, bom, greenbrain, nominated on top', () => {
    const offsets = (['standard', 'research', 'hilltop', 'bom', 'greenbrain'] as const).map((aws_type) =>
      markerZIndexOffset({ aws_type, nominated: false }),
    );
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(offsets).size).toBe(5);
    expect(markerZIndexOffset({ aws_type: 'standard', nominated: true })).toBeGreaterThan(offsets[4] ?? 0);
  });

  it('leaves out LCLB stations unless shown, and sorts by type then id', () => {
    const list = [
      site({ id: 3, slug: 'c', aws_type: 'bom' }),
      site({ id: 2, slug: 'b', network: 'lclb' }),
      site({ id: 1, slug: 'a', aws_type: 'greenbrain' }),
      site({ id: 4, slug: 'd' }),
    ];
    expect(stationsOnMap(list, { showLclbStations: true }).map((entry) => entry.slug)).toEqual(['b', 'd', 'c', 'a']);
    expect(stationsOnMap(list, { showLclbStations: false }).map((entry) => entry.slug)).toEqual(['d', 'c', 'a']);
  });
});

describe('markerReadingText', () => {
  it.each([
    [{ kind: 'value', text: '21.4', backgroundColor: null, fontColor: null, hatched: false }, '21.4 °C'],
    [{ kind: 'type-letter', text: 'B' }, 'not measured at Bureau of Meteorology stations'],
    [{ kind: 'type-letter', text: 'H' }, 'not measured at hilltop stations'],
    [{ kind: 'upgrade', text: 'U' }, 'upgrade to see'],
    [{ kind: 'dash', text: '-', reason: 'stale' }, 'no recent reading'],
    [{ kind: 'dash', text: '-', reason: 'missing' }, 'no reading'],
    [{ kind: 'dash', text: '-', reason: 'unsupported' }, 'not measured here'],
    [{ kind: 'dash', text: '-', reason: 'not-sent' }, 'log in to see'],
  ] as const)('%j → %s', (face, text) => expect(markerReadingText(face, '°C')).toBe(text));
});
