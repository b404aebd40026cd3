import { describe, expect, it } from 'vitest';
import { compassPoint8, destinationPoint, greatCircleDistanceKm, initialBearingDeg } from './great-circle';

// Reference values: one degree of latitude is 111.19 km on the IUGG mean sphere; bearings of the
// cardinal directions are exact; Adelaide → Saddleworth checked by hand on the flat-Earth approximation (94.0 km north, 16.7 km east).

describe('greatCircleDistanceKm', () => {
  it.each([
    ['one degree of latitude', { lat: -34, lng: 139 }, { lat: -35, lng: 139 }, 111.2],
    ['the same point', { lat: -34, lng: 139 }, { lat: -34, lng: 139 }, 0],
    ['Adelaide to Saddleworth', { lat: -34.9285, lng: 138.6007 }, { lat: -34.0833, lng: 138.7833 }, 95.5],
  ])('%s', (_name, a, b, km) => {
    expect(greatCircleDistanceKm(a, b)).toBeCloseTo(km, 1);
  });
});

describe('initialBearingDeg', () => {
  const here = { lat: -34, lng: 139 };
  it.each([
    ['north', { lat: -33.9, lng: 139 }, 0],
    ['east', { lat: -34, lng: 139.1 }, 90],
    ['south', { lat: -34.1, lng: 139 }, 180],
    ['west', { lat: -34, lng: 138.9 }, 270],
    ['the same point', here, 0],
  ])('%s', (_name, there, bearing) => {
    expect(initialBearingDeg(here, there)).toBeCloseTo(bearing, 0);
  });

  it('Adelaide to Saddleworth is a little east of north', () => {
    expect(initialBearingDeg({ lat: -34.9285, lng: 138.6007 }, { lat: -34.0833, lng: 138.7833 })).toBeCloseTo(10.1, 0);
  });
});

describe('compassPoint8: each point owns 45° centred on it, a boundary goes clockwise', () => {
  it.each([
    [0, 'N'],
    [22.4999, 'N'],
    [22.5, 'NE'],
    [45, 'NE'],
    [67.4999, 'NE'],
    [67.5, 'E'],
    [112.4999, 'E'],
    [112.5, 'SE'],
    [157.4999, 'SE'],
    [157.5, 'S'],
    [202.4999, 'S'],
    [202.5, 'SW'],
    [247.4999, 'SW'],
    [247.5, 'W'],
    [292.4999, 'W'],
    [292.5, 'NW'],
    [337.4999, 'NW'],
    [337.5, 'N'],
    [359.9999, 'N'],
    [360, 'N'],
    [-22.5, 'N'],
    [-22.5001, 'NW'],
    [405, 'NE'],
  ])('%s° → %s', (bearing, point) => {
    expect(compassPoint8(bearing)).toBe(point);
  });
});

describe('destinationPoint: the way back from a distance and a bearing', () => {
  const adelaide = { lat: -34.9285, lng: 138.6007 };
  it.each([
    [0, 12],
    [45, 12],
    [135, 30],
    [225, 3],
    [315, 0.5],
  ])('%s° for %s km', (bearing, km) => {
    const there = destinationPoint(adelaide, bearing, km);
    expect(greatCircleDistanceKm(adelaide, there)).toBeCloseTo(km, 6);
    expect(initialBearingDeg(adelaide, there)).toBeCloseTo(bearing, 4);
  });
});
