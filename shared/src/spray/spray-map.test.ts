import { describe, expect, it } from 'vitest';
import { fixtureNowMs as nowMs, site } from '../map/stations.fixture';
import {
  isMapChoice,
  sprayLegendBands,
  sprayLockedReason,
  sprayMarkerFace,
  sprayReadingText,
  sprayStationListEntries,
} from './spray-map';

/** Spray conditions on the map: issue 24 part 3, markers by verdict, locked like a metric outside the plan. */
describe('sprayMarkerFace and sprayReadingText', () => {
  it.each([
    // who, station, face, words
    ['member, good', true, site({ spray_verdict: 'good' }), { kind: 'value', text: '✓' }, 'Good'],
    ['member, marginal', true, site({ spray_verdict: 'marginal' }), { kind: 'value', text: '!' }, 'Marginal'],
    [
      'member, do not spray',
      true,
      site({ spray_verdict: 'do_not_spray' }),
      { kind: 'value', text: '✕' },
      'Do not spray',
    ],
    ['member, unknown', true, site({ spray_verdict: 'unknown' }), { kind: 'value', text: '?' }, 'Unknown'],
    ['free member: no verdict sent', true, site(), { kind: 'upgrade', text: 'U' }, 'upgrade to see'],
    ['visitor: no verdict sent', false, site(), { kind: 'dash', reason: 'not-sent' }, 'log in to see'],
    // Spec §9: signed-in markers go stale after 60 min; a verdict from an older reading is not shown.
    ['member, 59 min old', true, site({ spray_verdict: 'good', ageMinutes: 59 }), { kind: 'value' }, 'Good'],
    [
      'member, 61 min old',
      true,
      site({ spray_verdict: 'good', ageMinutes: 61 }),
      { kind: 'dash', reason: 'stale' },
      'no recent reading',
    ],
    [
      'member, never read',
      true,
      site({ spray_verdict: 'unknown', ageMinutes: null }),
      { kind: 'dash', reason: 'stale' },
      'no recent reading',
    ],
  ] as const)('%s', (_who, signedIn, station, face, words) => {
    const shown = sprayMarkerFace(station, { nowMs, signedIn });
    expect(shown).toMatchObject(face);
    expect(sprayReadingText(shown)).toBe(words);
  });

  it('colours each state differently, with a different mark (never by colour alone)', () => {
    const faces = (['good', 'marginal', 'do_not_spray', 'unknown'] as const).map((v) =>
      sprayMarkerFace(site({ spray_verdict: v }), { nowMs, signedIn: true }),
    );
    const colours = new Set(faces.map((f) => (f.kind === 'value' ? f.backgroundColor : null)));
    const marks = new Set(faces.map((f) => f.text));
    expect([colours.size, marks.size]).toEqual([4, 4]);
  });
});

describe('sprayLegendBands', () => {
  it('lists the three states and unknown', () => {
    expect(sprayLegendBands.map((band) => band.label)).toEqual(['Good', 'Marginal', 'Do not spray', 'Unknown']);
  });
});

describe('sprayLockedReason', () => {
  it.each([
    ['visitor', false, [site()], 'log-in'],
    ['member without verdicts anywhere', true, [site(), site({ slug: 'b' })], 'upgrade'],
    ['member with verdicts', true, [site({ spray_verdict: 'good' })], null],
    ['member, no stations yet', true, [], null],
  ] as const)('%s', (_who, signedIn, stations, expected) => {
    expect(sprayLockedReason(stations, signedIn)).toBe(expected);
  });
});

describe('sprayStationListEntries', () => {
  it('says each verdict in words, alphabetically', () => {
    const entries = sprayStationListEntries(
      [site({ slug: 'z', name: 'Yacka', spray_verdict: 'do_not_spray' }), site({ spray_verdict: 'good' })],
      { nowMs, signedIn: true },
    );
    expect(entries.map((e) => [e.name, e.readingText])).toEqual([
      ['Jamestown', 'Good'],
      ['Yacka', 'Do not spray'],
    ]);
  });
});

describe('isMapChoice', () => {
  it.each([
    ['spray_conditions', true],
    ['temperature', true],
    ['delta_t', true],
    ['dew_point_forecast', false],
    ['', false],
  ])('%s: %s', (value, expected) => {
    expect(isMapChoice(value)).toBe(expected);
  });
});
