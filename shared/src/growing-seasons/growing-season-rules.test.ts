import { describe, expect, it } from 'vitest';
import { apiErrorBodyFromIssues } from '../contracts/api-errors.schema';
import {
  growingSeasonInputSchema,
  isLocalDate,
  parseSeasonLocationText,
  seasonDateIssues,
  seasonLocationError,
  sowingDateIssue,
  type SeasonDates,
} from './growing-season-rules';
import { growingSeasonMessages as m } from './growing-season.messages';

const dates = (over: Partial<SeasonDates> = {}): SeasonDates => ({
  sowing_date: '2026-05-01',
  emergence_date_option: 'auto_calculate',
  emergence_date: null,
  floral_initiation_date_option: 'auto_calculate',
  floral_initiation_date: null,
  harvest_date_option: 'not_yet_known',
  harvest_date: null,
  ...over,
});

describe('season date options', () => {
  it.each<[string, Partial<SeasonDates>, Array<[string, string]>]>([
    ['all calculated or unknown', {}, []],
    ['auto dates are ignored even when out of order', { emergence_date: '2020-01-01', harvest_date: '2020-01-01' }, []],
    ['select without a date', { emergence_date_option: 'select' }, [['emergence_date', m.emergenceDateRequired]]],
    [
      'select floral initiation without a date',
      { floral_initiation_date_option: 'select', floral_initiation_date: '' },
      [['floral_initiation_date', m.floralInitiationDateRequired]],
    ],
    ['select harvest without a date', { harvest_date_option: 'select' }, [['harvest_date', m.harvestDateRequired]]],
    ['emergence on the sowing day', { emergence_date_option: 'select', emergence_date: '2026-05-01' }, []],
    [
      'emergence before sowing',
      { emergence_date_option: 'select', emergence_date: '2026-04-30' },
      [['emergence_date', m.emergenceBeforeSowing]],
    ],
    [
      'floral initiation before a selected emergence',
      {
        emergence_date_option: 'select',
        emergence_date: '2026-05-20',
        floral_initiation_date_option: 'select',
        floral_initiation_date: '2026-05-19',
      },
      [['floral_initiation_date', m.floralInitiationTooEarly]],
    ],
    [
      'floral initiation before sowing with emergence calculated',
      { floral_initiation_date_option: 'select', floral_initiation_date: '2026-04-01' },
      [['floral_initiation_date', m.floralInitiationTooEarly]],
    ],
    [
      'harvest before floral initiation',
      {
        floral_initiation_date_option: 'select',
        floral_initiation_date: '2026-08-01',
        harvest_date_option: 'select',
        harvest_date: '2026-07-31',
      },
      [['harvest_date', m.harvestTooEarly]],
    ],
    [
      'all four selected and in order',
      {
        emergence_date_option: 'select',
        emergence_date: '2026-05-12',
        floral_initiation_date_option: 'select',
        floral_initiation_date: '2026-08-01',
        harvest_date_option: 'select',
        harvest_date: '2026-11-30',
      },
      [],
    ],
  ])('%s', (_name, over, expected) => {
    expect(seasonDateIssues(dates(over)).map((i) => [i.field, i.message])).toEqual(expected);
  });

  it.each([
    ['2026-05-01', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-5-1', false],
    ['2026-05-01T00:00:00Z', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isLocalDate(value)).toBe(expected);
  });
});

describe('season location', () => {
  it.each<[string, { lat: number; lng: number } | null, string | null]>([
    ['inside', { lat: -35.95, lng: 139.78 }, null],
    ['on the corners', { lat: -38.2, lng: 141.2 }, null],
    ['on the other corners', { lat: -32.8, lng: 137.8 }, null],
    ['too far north', { lat: -32.79, lng: 139 }, m.locationOutOfBounds],
    ['too far south', { lat: -38.21, lng: 139 }, m.locationOutOfBounds],
    ['too far west', { lat: -35, lng: 137.79 }, m.locationOutOfBounds],
    // The original never checked this bound; we do.
    ['too far east', { lat: -35, lng: 141.21 }, m.locationOutOfBounds],
    ['missing', null, m.locationNotAPair],
    ['not numbers', { lat: Number.NaN, lng: 139 }, m.locationNotAPair],
  ])('%s', (_name, location, expected) => {
    expect(seasonLocationError(location)).toBe(expected);
  });

  it.each([
    ['-35.85, 139.78', { ok: true, location: { lat: -35.85, lng: 139.78 } }],
    ['  -35.85,139.78 ', { ok: true, location: { lat: -35.85, lng: 139.78 } }],
    ['-35.85 139.78', { ok: true, location: { lat: -35.85, lng: 139.78 } }],
    ['-35.85, 142.5', { ok: false, message: 'Must be between: -32.8, 137.8 and -38.2, 141.2' }],
    ['35.85, 139.78', { ok: false, message: 'Must be between: -32.8, 137.8 and -38.2, 141.2' }],
    ['-35.85', { ok: false, message: 'e.g. -35.95, 139.78' }],
    ['Clare', { ok: false, message: 'e.g. -35.95, 139.78' }],
    ['', { ok: false, message: 'e.g. -35.95, 139.78' }],
    ['-35.85, 139.78, 4', { ok: false, message: 'e.g. -35.95, 139.78' }],
  ])('parses %j', (text, expected) => {
    expect(parseSeasonLocationText(text)).toEqual(expected);
  });
});

describe('growingSeasonInputSchema', () => {
  const valid = {
    name: ' Wheat 2026 ',
    ...dates(),
    location_option: 'custom',
    location: { lat: -33.9, lng: 138.7 },
  };
  const errorsOf = (input: unknown) => {
    const result = growingSeasonInputSchema.safeParse(input);
    return result.success ? [] : apiErrorBodyFromIssues(result.error.issues).errors;
  };

  it('trims the name, keeps a custom location and drops dates whose option is not select', () => {
    expect(growingSeasonInputSchema.parse({ ...valid, harvest_date: '2026-12-01' })).toMatchObject({
      name: 'Wheat 2026',
      harvest_date: null,
      location: { lat: -33.9, lng: 138.7 },
    });
  });

  it('ignores the location of a home season', () => {
    expect(growingSeasonInputSchema.parse({ ...valid, location_option: 'home', location: 'nonsense' }).location).toBe(
      null,
    );
  });

  it.each<[string, Record<string, unknown>, Array<{ field_name: string; messages: string[] }>]>([
    ['no name', { name: '  ' }, [{ field_name: 'name', messages: [m.nameRequired] }]],
    ['no sowing date', { sowing_date: '' }, [{ field_name: 'sowing_date', messages: [m.sowingDateRequired] }]],
    ['bad sowing date', { sowing_date: '01/05/2026' }, [{ field_name: 'sowing_date', messages: [m.notADate] }]],
    ['custom without a place', { location: undefined }, [{ field_name: 'location', messages: [m.locationNotAPair] }]],
    [
      'custom out of bounds east',
      { location: { lat: -34, lng: 141.5 } },
      [{ field_name: 'location', messages: [m.locationOutOfBounds] }],
    ],
    [
      'an unknown option',
      { harvest_date_option: 'soon' },
      [{ field_name: 'harvest_date_option', messages: ['must be not_yet_known or select'] }],
    ],
  ])('%s', (_name, over, expected) => {
    expect(errorsOf({ ...valid, ...over })).toEqual(expected);
  });
});

describe('sowing date bounds', () => {
  const today = '2026-11-21';
  it.each<[string, string | null, string | null]>([
    ['2026-04-01', '2026-04-01', null],
    ['2026-03-31', '2026-04-01', 'Sowing Date must be on or after 01/04/2026, when the station records begin'],
    ['2000-01-01', '1995-06-01', null],
    ['1999-12-31', '1995-06-01', 'Sowing Date must be on or after 01/01/2000, when the station records begin'],
    ['1999-12-31', null, 'Sowing Date must be on or after 01/01/2000, when the station records begin'],
    ['2027-11-21', '2026-04-01', null],
    ['2027-11-22', '2026-04-01', m.sowingDateTooLate],
  ])('sowing %s with the network from %s: %j', (sowing, networkFirstDate, issue) => {
    expect(sowingDateIssue(sowing, { networkFirstDate, today })).toBe(issue);
  });

  it('counts a year from 29 February to 1 March', () => {
    expect(sowingDateIssue('2029-03-01', { networkFirstDate: null, today: '2028-02-29' })).toBeNull();
    expect(sowingDateIssue('2029-03-02', { networkFirstDate: null, today: '2028-02-29' })).toBe(m.sowingDateTooLate);
  });
});
