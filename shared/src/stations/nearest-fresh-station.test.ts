import { destinationPoint } from '../geo/great-circle';
import { describe, expect, it } from 'vitest';
import type { StationType } from './raw-channels';
import {
  distanceText,
  nearestFreshStation,
  nearbyReport,
  shortUpdatedAgoText,
  type NearestFreshCandidate,
} from './nearest-fresh-station';

const nowMs = Date.UTC(2026, 10, 27, 2, 0);
const minute = 60_000;

const staleHome = { lat: -34.3, lng: 138.8 };

function station(
  slug: string,
  location: { lat: number; lng: number },
  ageMinutes: number | null,
  awsType: StationType = 'standard',
): NearestFreshCandidate {
  return {
    slug,
    name: slug[0]!.toUpperCase() + slug.slice(1),
    location,
    aws_type: awsType,
    current_data_last_updated: ageMinutes === null ? null : nowMs - ageMinutes * minute,
  };
}

const stale = station('stale', staleHome, 600);

describe('nearestFreshStation: bearing from the stale station, at every compass boundary', () => {
  it.each([
    [0, 'N'],
    [22.4, 'N'],
    [22.6, 'NE'],
    [67.4, 'NE'],
    [67.6, 'E'],
    [112.4, 'E'],
    [112.6, 'SE'],
    [157.4, 'SE'],
    [157.6, 'S'],
    [202.4, 'S'],
    [202.6, 'SW'],
    [247.4, 'SW'],
    [247.6, 'W'],
    [292.4, 'W'],
    [292.6, 'NW'],
    [337.4, 'NW'],
    [337.6, 'N'],
  ])('a station 12 km away on %s° is %s', (bearing, point) => {
    const fresh = station('fresh', destinationPoint(staleHome, bearing, 12), 4);
    const found = nearestFreshStation(stale, [stale, fresh], nowMs, 'popup');
    expect(found?.bearing).toBe(point);
    expect(found?.text).toBe(`Fresh, 12 km ${point}, updated 4 min ago`);
  });
});

describe('nearestFreshStation: which station', () => {
  const near = station('near', destinationPoint(staleHome, 45, 12), 4);
  const far = station('far', destinationPoint(staleHome, 180, 30), 2);
  const nearButOld = station('old', destinationPoint(staleHome, 90, 5), 240);

  it.each([
    ['the nearest fresh one, not a nearer stale one', [stale, nearButOld, far, near], 'near'],
    ['farther when the nearer is stale', [stale, nearButOld, far], 'far'],
    ['the station itself excluded, however fresh it would be', [station('stale', staleHome, 1), far], 'far'],
    ['none fresh', [stale, nearButOld], null],
    ['never reported counts as not fresh', [stale, station('empty', destinationPoint(staleHome, 0, 3), null)], null],
    ['an empty list', [], null],
  ])('%s', (_name, stations, slug) => {
    expect(nearestFreshStation(stale, stations, nowMs, 'popup')?.station.slug ?? null).toBe(slug);
  });

  it('ties go to the slug first in alphabetical order, whatever the order of the list', () => {
    const spot = destinationPoint(staleHome, 300, 20);
    const twins = [station('bravo', spot, 3), station('alpha', spot, 9)];
    expect(nearestFreshStation(stale, twins, nowMs, 'popup')?.station.slug).toBe('alpha');
    expect(nearestFreshStation(stale, [...twins].reverse(), nowMs, 'popup')?.station.slug).toBe('alpha');
  });

  it.each([
    // The context's window decides 'fresh': 75 minutes is stale on a member's marker (60 min) …
    ['marker', 'standard', 75, null],
    // … but fresh for a greenbrain (90 min) and in a popup (3.5 h).
    ['marker', 'greenbrain', 75, 'other'],
    ['popup', 'standard', 75, 'other'],
    ['dashboard', 'standard', 210, 'other'],
    ['dashboard', 'standard', 211, null],
  ] as const)('in the %s window a %s station %s min old → %s', (context, type, age, slug) => {
    const other = station('other', destinationPoint(staleHome, 10, 8), age, type);
    expect(nearestFreshStation(stale, [other], nowMs, context)?.station.slug ?? null).toBe(slug);
  });

  it('gives no bearing for a station on the same spot', () => {
    const found = nearestFreshStation(stale, [station('twin', staleHome, 1)], nowMs, 'popup');
    expect(found?.bearing).toBeNull();
    expect(found?.text).toBe('Twin, under 1 km, updated 1 min ago');
  });
});

describe('nearbyReport', () => {
  const neighbour = station('neighbour', destinationPoint(staleHome, 90, 15), 10);
  it.each([
    ['a fresh station says nothing', station('stale', staleHome, 30), [neighbour], 'fresh'],
    ['a stale one names its neighbour', station('stale', staleHome, 300), [neighbour], 'neighbour'],
    ['one that never reported names its neighbour', station('stale', staleHome, null), [neighbour], 'neighbour'],
    ['a stale one alone says none is fresh', station('stale', staleHome, 300), [], 'none-fresh'],
  ])('%s', (_name, self, others, expected) => {
    const report = nearbyReport(self, [self, ...others], nowMs, 'popup');
    expect(report.kind === 'nearest' ? report.station.slug : report.kind).toBe(expected);
  });
});

describe('distanceText', () => {
  it.each([
    [0, 'under 1 km'],
    [0.94, 'under 1 km'],
    [0.95, '1.0 km'],
    [3.44, '3.4 km'],
    [9.94, '9.9 km'],
    [9.95, '10 km'],
    [12.4, '12 km'],
    [12.5, '13 km'],
    [148.2, '148 km'],
  ])('%s km → %s', (km, text) => {
    expect(distanceText(km)).toBe(text);
  });
});

describe('shortUpdatedAgoText: rounded down like the sites list', () => {
  it.each([
    [-5 * minute, 'updated just now'],
    [59_999, 'updated just now'],
    [minute, 'updated 1 min ago'],
    [4 * minute + 59_000, 'updated 4 min ago'],
    [119 * minute, 'updated 119 min ago'],
    [120 * minute, 'updated 2 h ago'],
    [210 * minute, 'updated 3 h ago'],
  ])('%s ms → %s', (ageMs, text) => {
    expect(shortUpdatedAgoText(ageMs)).toBe(text);
  });
});
