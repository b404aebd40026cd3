import { describe, expect, it } from 'vitest';
import { closeDestination, type CloseDestination } from './close-destination';

// Spec §2, last line of the route table: back when the previous page was on the same host, otherwise the
// map root, the site's views list or the growing season page.
describe('closeDestination (spec §2 route table)', () => {
  it.each<[string, string, boolean, CloseDestination]>([
    ['map view opened in the app', '/map/jamestown/dashboard', true, { kind: 'back' }],
    ['site view opened in the app', '/sites/jamestown/data_views/wind', true, { kind: 'back' }],
    [
      'season graph opened in the app',
      '/my/growing_seasons/wheat-2026/data_views/thermal-time',
      true,
      { kind: 'back' },
    ],
    ['map view loaded directly', '/map/jamestown/dashboard', false, { kind: 'path', path: '/' }],
    ['map graph loaded directly', '/map/jamestown/wind', false, { kind: 'path', path: '/' }],
    [
      'site view loaded directly',
      '/sites/jamestown/data_views/table-all-sensors',
      false,
      { kind: 'path', path: '/sites/jamestown/data_views/' },
    ],
    [
      'site view with a trailing slash',
      '/sites/jamestown/data_views/wind/',
      false,
      { kind: 'path', path: '/sites/jamestown/data_views/' },
    ],
    [
      'site slug kept URL-encoded',
      '/sites/mount%20barker/data_views/wind',
      false,
      { kind: 'path', path: '/sites/mount%20barker/data_views/' },
    ],
    [
      'season graph loaded directly',
      '/my/growing_seasons/wheat-2026/data_views/thermal-time',
      false,
      { kind: 'path', path: '/my/growing_seasons/wheat-2026' },
    ],
    ['an unexpected path goes home', '/sites/jamestown', false, { kind: 'path', path: '/' }],
  ])('%s', (_label, pathname, openedInApp, expected) => {
    expect(closeDestination({ pathname, openedInApp })).toEqual(expected);
  });
});
