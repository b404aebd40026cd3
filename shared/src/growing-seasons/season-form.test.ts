import { describe, expect, it } from 'vitest';
import type { GrowingSeason } from '../contracts/growing-seasons.schema';
import { growingSeasonMessages as m } from './growing-season.messages';
import {
  newSeasonFormValues,
  seasonFormSchema,
  seasonFormValues,
  seasonRequest,
  type SeasonFormValues,
} from './season-form';

// Spec §2 "Growing seasons" and §5: the season form's values, the request they make, and its messages.

const form = (over: Partial<SeasonFormValues> = {}): SeasonFormValues => ({
  ...newSeasonFormValues,
  name: 'Wheat, Home paddock',
  sowing_date: '2026-05-01',
  ...over,
});

describe('season form: the request a form makes', () => {
  it.each<[string, Partial<SeasonFormValues>, Partial<ReturnType<typeof seasonRequest>>]>([
    [
      'calculated dates and an unknown harvest send no dates',
      { emergence_date: '2026-05-20', harvest_date: '2026-12-01' },
      { emergence_date: null, floral_initiation_date: null, harvest_date: null, location: undefined },
    ],
    [
      'a selected date is sent',
      { harvest_date_option: 'select', harvest_date: '2026-12-01' },
      { harvest_date: '2026-12-01' },
    ],
    ['a selected but empty date is sent as none', { emergence_date_option: 'select' }, { emergence_date: null }],
    [
      'a custom location is split into lat and lng',
      { location_option: 'custom', location: '-35.85, 139.78' },
      { location_option: 'custom', location: { lat: -35.85, lng: 139.78 } },
    ],
    [
      'the Home location sends no place',
      { location: '-35.85, 139.78' },
      { location_option: 'home', location: undefined },
    ],
  ])('%s', (_, values, expected) => {
    expect(seasonRequest(form(values))).toMatchObject(expected);
  });
});

describe('season form: messages under the fields', () => {
  const errors = (values: SeasonFormValues, hasHomeLocation = true) => {
    const checked = seasonFormSchema({ hasHomeLocation }).safeParse(values);
    return checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it.each<[string, Partial<SeasonFormValues>, boolean, Record<string, string>]>([
    ['a complete new season', {}, true, {}],
    ['no Home location yet', {}, false, { location_option: m.homeLocationRequired }],
    [
      'a custom place that is not a pair',
      { location_option: 'custom', location: 'Lameroo' },
      true,
      { location: m.locationNotAPair },
    ],
    [
      'a custom place outside the bounds',
      { location_option: 'custom', location: '-31.5, 139.0' },
      true,
      { location: m.locationOutOfBounds },
    ],
    [
      'the upper longitude bound is enforced too',
      { location_option: 'custom', location: '-35.0, 141.5' },
      true,
      { location: m.locationOutOfBounds },
    ],
    ['a custom place needs no Home location', { location_option: 'custom', location: '-35.33, 140.52' }, false, {}],
    [
      'harvest before sowing',
      { harvest_date_option: 'select', harvest_date: '2026-04-10' },
      true,
      { harvest_date: m.harvestTooEarly },
    ],
  ])('%s', (_, values, hasHomeLocation, expected) => {
    expect(errors(form(values), hasHomeLocation)).toEqual(expected);
  });
});

describe('season form: a saved season opened for editing', () => {
  const saved = {
    name: 'Barley, Lameroo',
    sowing_date: '2026-05-20',
    emergence_date_option: 'auto_calculate',
    emergence_date: '2026-06-02',
    floral_initiation_date_option: 'select',
    floral_initiation_date: '2026-08-15',
    harvest_date_option: 'not_yet_known',
    harvest_date: null,
    location_option: 'custom',
    location: { lat: -35.33, lng: 140.52 },
  } as GrowingSeason;

  it('shows the chosen dates and the custom place, not the calculated dates', () => {
    expect(seasonFormValues(saved)).toMatchObject({
      emergence_date: '',
      floral_initiation_date: '2026-08-15',
      harvest_date: '',
      location: '-35.33, 140.52',
    });
  });
});
