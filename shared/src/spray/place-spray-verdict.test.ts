import { describe, expect, it } from 'vitest';
import { fixtureNowMs as nowMs, site } from '../map/stations.fixture';
import { placeSprayVerdict } from './place-spray-verdict';

/** Issue 24 part 3: a place's verdict is its nearest fresh station's, named with its distance. */
const jamestown = site({ spray_verdict: 'good' }); // -33.2053, 138.6019
const gladstone = site({
  id: 2,
  slug: 'gladstone',
  name: 'Gladstone',
  location: { lat: -33.2667, lng: 138.35 },
  spray_verdict: 'do_not_spray',
});
/** Just south-east of Jamestown: about 12 km from it. */
const paddock = { lat: -33.3, lng: 138.66 };

describe('placeSprayVerdict', () => {
  it.each([
    ['the nearest fresh station', [jamestown, gladstone], 'good', 'Jamestown, 12 km'],
    [
      'passes over a stale nearest station',
      [{ ...jamestown, current_data_last_updated: nowMs - 61 * 60_000 }, gladstone],
      'do_not_spray',
      'Gladstone, 29 km',
    ],
    [
      'passes over a station without a verdict for this viewer',
      [{ ...jamestown, spray_verdict: undefined }, gladstone],
      'do_not_spray',
      'Gladstone, 29 km',
    ],
  ] as const)('%s', (_what, stations, verdict, fromText) => {
    expect(placeSprayVerdict(paddock, stations, nowMs)).toMatchObject({ verdict, fromText });
  });

  it('no fresh station with a verdict: none', () => {
    expect(placeSprayVerdict(paddock, [site()], nowMs)).toBeNull();
    expect(placeSprayVerdict(paddock, [], nowMs)).toBeNull();
  });
});
