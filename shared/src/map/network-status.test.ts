import { describe, expect, it } from 'vitest';
import { fixtureNowMs as nowMs, minuteMs, site } from './stations.fixture';
import { networkStatus, networkTimeText, staleWindowText } from './network-status';

// Spec §2 "Status popup"; windows of §9: signed-in markers 60 min (greenbrain 90), visitors 3.25 h.
describe('networkStatus', () => {
  const network = [
    site({ ageMinutes: 5 }),
    site({ ageMinutes: 60 }),
    site({ ageMinutes: 61 }),
    site({ aws_type: 'greenbrain', ageMinutes: 89 }),
    site({ ageMinutes: 195 }),
    site({ ageMinutes: 196 }),
    site({ ageMinutes: null }),
  ];

  it.each([
    ['signed in', true, { shown: 7, reporting: 3, stale: 3, noDataYet: 1 }],
    ['visitor (3.25 h window)', false, { shown: 7, reporting: 5, stale: 1, noDataYet: 1 }],
  ] as const)('%s', (_name, signedIn, expected) => {
    expect(networkStatus(network, { nowMs, signedIn })).toEqual({ ...expected, newestReadingMs: nowMs - 5 * minuteMs });
  });

  it('counts nothing for an empty map', () => {
    expect(networkStatus([], { nowMs, signedIn: true })).toEqual({
      shown: 0,
      reporting: 0,
      stale: 0,
      noDataYet: 0,
      newestReadingMs: null,
    });
  });

  it('counts a station that never reported as no data yet, not stale', () => {
    expect(networkStatus([site({ ageMinutes: null })], { nowMs, signedIn: false })).toMatchObject({
      stale: 0,
      noDataYet: 1,
      newestReadingMs: null,
    });
  });
});

describe('staleWindowText', () => {
  it.each([
    [true, 'no reading in the last 60 minutes (90 for GreenBrain stations)'],
    [false, 'no reading in the last 3¼ hours'],
  ])('signed in %s', (signedIn, text) => expect(staleWindowText(signedIn)).toBe(text));
});

describe('networkTimeText (Adelaide time)', () => {
  // fixtureNowMs is 2026-11-22 01:00 UTC = 11:30 ACDT (UTC+10:30).
  it.each([
    ['same day', nowMs - 2 * minuteMs, '11:28'],
    ['midnight the same day', Date.UTC(2026, 10, 21, 13, 30), '00:00'],
    ['the day before', Date.UTC(2026, 10, 21, 13, 29), '23:59 on 21 Nov'],
    ['winter (ACST, UTC+9:30)', Date.UTC(2026, 5, 1, 0, 0), '09:30 on 1 Jun'],
  ])('%s', (_name, ms, text) => expect(networkTimeText(ms, nowMs)).toBe(text));
});
