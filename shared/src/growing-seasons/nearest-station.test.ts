import { describe, expect, it } from 'vitest';
import { greatCircleDistanceKm } from '../geo/great-circle';
import { nearestStation } from './nearest-station';

const station = (slug: string, lat: number, lng: number, timezoneName = 'Australia/Adelaide') => ({
  slug,
  name: slug,
  lat,
  lng,
  timezoneName,
});

const network = [
  station('jamestown', -33.2053, 138.6019),
  station('saddleworth', -34.0833, 138.7833),
  station('keith', -36.1, 140.35),
  station('broken-hill', -31.95, 141.45, 'Australia/Broken_Hill'),
];

describe('nearestStation', () => {
  it.each([
    ['beside Jamestown', { lat: -33.21, lng: 138.6 }, 'jamestown'],
    ['between the Mid North stations, nearer Saddleworth', { lat: -33.8, lng: 138.7 }, 'saddleworth'],
    ['the Upper South East', { lat: -35.95, lng: 139.78 }, 'keith'],
    ['far west of Broken Hill', { lat: -32.0, lng: 141.0 }, 'broken-hill'],
  ])('%s → %s', (_name, point, slug) => {
    expect(nearestStation(point, network)?.station.slug).toBe(slug);
  });

  it('gives the station time zone with it', () => {
    expect(nearestStation({ lat: -31.9, lng: 141.5 }, network)?.station.timezoneName).toBe('Australia/Broken_Hill');
  });

  it('breaks ties by slug, whatever the order', () => {
    const twins = [station('b-site', -34, 139), station('a-site', -34, 139)];
    expect(nearestStation({ lat: -34.5, lng: 139 }, twins)?.station.slug).toBe('a-site');
    expect(nearestStation({ lat: -34.5, lng: 139 }, [...twins].reverse())?.station.slug).toBe('a-site');
  });

  it('is null without stations', () => {
    expect(nearestStation({ lat: -34, lng: 139 }, [])).toBeNull();
  });

  it('measures great-circle distance', () => {
    // One degree of latitude is about 111.2 km.
    expect(greatCircleDistanceKm({ lat: -34, lng: 139 }, { lat: -35, lng: 139 })).toBeCloseTo(111.2, 1);
    expect(greatCircleDistanceKm({ lat: -34, lng: 139 }, { lat: -34, lng: 139 })).toBe(0);
  });
});
