import { describe, expect, it } from 'vitest';
import {
  sprayLimitDefaultText,
  sprayLimitFieldList,
  sprayProfileFormSchema,
  sprayProfileFormValues,
  sprayProfileLimitsText,
  sprayProfileRequest,
  type SprayProfileFormValues,
} from './spray-profile-form';

// The spray profile form against spray-limits.ts sprayProfileInputSchema: a limit may only tighten.

const empty = sprayProfileFormValues(null);
const form = (change: Partial<SprayProfileFormValues>): SprayProfileFormValues => ({
  ...empty,
  name: 'Glyphosate',
  ...change,
});

describe('the spray profile form', () => {
  it('starts with every limit at its default (an empty box)', () => {
    expect(Object.values(empty).every((value) => value === '')).toBe(true);
  });

  it('sends typed limits as numbers and empty ones as null', () => {
    expect(sprayProfileRequest(form({ delta_t_min_c: '3', wind_speed_2m_max_kmh: ' 12 ' }))).toMatchObject({
      name: 'Glyphosate',
      delta_t_min_c: 3,
      wind_speed_2m_max_kmh: 12,
      delta_t_max_c: null,
    });
  });

  it('opens a saved profile with its tightened limits filled in', () => {
    const values = sprayProfileFormValues({ id: 1, name: 'Glyphosate', limits: { delta_t_min_c: 3 } });
    expect(values).toMatchObject({ name: 'Glyphosate', delta_t_min_c: '3', delta_t_max_c: '' });
  });

  const errorsOf = (change: Partial<SprayProfileFormValues>) => {
    const result = sprayProfileFormSchema.safeParse(form(change));
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it.each<[Partial<SprayProfileFormValues>, Record<string, string>]>([
    [{}, {}],
    [{ name: '' }, { name: 'Profile name is required' }],
    [{ delta_t_min_c: 'two' }, { delta_t_min_c: 'Delta T lower limit must be a number' }],
    [
      { delta_t_min_c: '1' },
      { delta_t_min_c: 'Delta T lower limit cannot be below 2 °C: a spray profile may only tighten the limits.' },
    ],
    [
      { wind_speed_2m_max_kmh: '20' },
      {
        wind_speed_2m_max_kmh:
          'Highest wind at 2 m cannot be above 15 km/h: a spray profile may only tighten the limits.',
      },
    ],
    [{ delta_t_min_c: '3', wind_speed_2m_max_kmh: '12' }, {}],
  ])('%j: %j', (change, errors) => {
    expect(errorsOf(change)).toEqual(errors);
  });

  it.each([
    [{}, 'Default limits'],
    [{ delta_t_min_c: 3, wind_speed_2m_max_kmh: 12 }, 'Delta T lower limit 3 °C, Highest wind at 2 m 12 km/h'],
  ])('limits %j read %j', (limits, text) => {
    expect(sprayProfileLimitsText({ id: 1, name: 'P', limits })).toBe(text);
  });

  it('hints each default', () => {
    expect(sprayLimitFieldList.map(sprayLimitDefaultText)).toContain('Default 0.2 m/s');
  });
});
