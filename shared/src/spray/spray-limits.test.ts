import { describe, expect, it } from 'vitest';
import { apiErrorBodyFromIssues } from '../contracts/api-errors.schema';
import { defaultSprayLimits, sprayProfileInputSchema, tightenedLimits, type SprayLimits } from './spray-limits';

// Sources: GRDC Spray Application Manual and metrics.md §4.5 (delta T 2–8, marginal to 10), §4.6 (wind
// 3–15 km/h at 2 m), §4.10 (σw 0.20 m/s); temperature 30 / 35 °C and no rain in the last hour [P].
describe('the default limits', () => {
  it('are the handbook and GRDC values', () => {
    expect(defaultSprayLimits).toEqual({
      deltaTMinC: 2,
      deltaTMarginalFromC: 8,
      deltaTMaxC: 10,
      windSpeed2mMinKmh: 3,
      windSpeed2mMaxKmh: 15,
      temperatureMarginalAboveC: 30,
      temperatureMaxC: 35,
      rainLastHourMaxMm: 0,
      hazardousSigmaWBelowMs: 0.2,
    });
  });
});

describe('tightenedLimits: a profile may only tighten', () => {
  it.each<[string, Partial<SprayLimits>, Partial<SprayLimits>]>([
    ['nothing set keeps the defaults', {}, {}],
    ['the defaults themselves', { deltaTMinC: 2, windSpeed2mMaxKmh: 15 }, {}],
    ['a higher delta T lower limit', { deltaTMinC: 3 }, { deltaTMinC: 3 }],
    ['a lower delta T upper limit', { deltaTMaxC: 9 }, { deltaTMaxC: 9 }],
    ['an earlier marginal delta T', { deltaTMarginalFromC: 7 }, { deltaTMarginalFromC: 7 }],
    [
      'a narrower wind range',
      { windSpeed2mMinKmh: 5, windSpeed2mMaxKmh: 12 },
      { windSpeed2mMinKmh: 5, windSpeed2mMaxKmh: 12 },
    ],
    [
      'cooler temperature limits',
      { temperatureMarginalAboveC: 28, temperatureMaxC: 32 },
      { temperatureMarginalAboveC: 28, temperatureMaxC: 32 },
    ],
    ['a higher turbulence hazard limit', { hazardousSigmaWBelowMs: 0.25 }, { hazardousSigmaWBelowMs: 0.25 }],
    ['an upper delta T at the marginal limit (no marginal band)', { deltaTMaxC: 8 }, { deltaTMaxC: 8 }],
  ])('accepts %s', (_, limits, changed) => {
    expect(tightenedLimits(defaultSprayLimits, { name: 'Product', limits })).toEqual({
      ok: true,
      limits: { ...defaultSprayLimits, ...changed },
    });
  });

  it.each<[string, Partial<SprayLimits>, string, string]>([
    [
      'a lower delta T lower limit',
      { deltaTMinC: 1.9 },
      'delta_t_min_c',
      'Delta T lower limit cannot be below 2 °C: a spray profile may only tighten the limits.',
    ],
    [
      'a higher delta T upper limit',
      { deltaTMaxC: 10.5 },
      'delta_t_max_c',
      'Delta T upper limit cannot be above 10 °C: a spray profile may only tighten the limits.',
    ],
    [
      'a later marginal delta T',
      { deltaTMarginalFromC: 8.1 },
      'delta_t_marginal_from_c',
      'Delta T marginal limit cannot be above 8 °C: a spray profile may only tighten the limits.',
    ],
    [
      'a calmer lowest wind',
      { windSpeed2mMinKmh: 2 },
      'wind_speed_2m_min_kmh',
      'Lowest wind at 2 m cannot be below 3 km/h: a spray profile may only tighten the limits.',
    ],
    [
      "the label's 20 km/h",
      { windSpeed2mMaxKmh: 20 },
      'wind_speed_2m_max_kmh',
      'Highest wind at 2 m cannot be above 15 km/h: a spray profile may only tighten the limits.',
    ],
    [
      'a hotter marginal temperature',
      { temperatureMarginalAboveC: 31 },
      'temperature_marginal_above_c',
      'Temperature marginal limit cannot be above 30 °C: a spray profile may only tighten the limits.',
    ],
    [
      'a hotter upper temperature',
      { temperatureMaxC: 36 },
      'temperature_max_c',
      'Temperature upper limit cannot be above 35 °C: a spray profile may only tighten the limits.',
    ],
    [
      'some rain',
      { rainLastHourMaxMm: 0.2 },
      'rain_last_hour_max_mm',
      'Rain in the last hour cannot be above 0 mm: a spray profile may only tighten the limits.',
    ],
    [
      'a lower turbulence hazard limit',
      { hazardousSigmaWBelowMs: 0.15 },
      'hazardous_sigma_w_below_ms',
      'Turbulence (σw) hazard limit cannot be below 0.2 m/s: a spray profile may only tighten the limits.',
    ],
    [
      'no Good delta T left',
      { deltaTMinC: 8 },
      'delta_t_min_c',
      'Delta T lower limit (8 °C) must be below Delta T marginal limit (8 °C).',
    ],
    [
      'a marginal delta T below the lower limit',
      { deltaTMarginalFromC: 1.5 },
      'delta_t_marginal_from_c',
      'Delta T lower limit (2 °C) must be below Delta T marginal limit (1.5 °C).',
    ],
    [
      'no Good wind left',
      { windSpeed2mMinKmh: 12, windSpeed2mMaxKmh: 12 },
      'wind_speed_2m_min_kmh',
      'Lowest wind at 2 m (12 km/h) must be below Highest wind at 2 m (12 km/h).',
    ],
    [
      'a marginal temperature above the upper one',
      { temperatureMaxC: 25 },
      'temperature_max_c',
      'Temperature marginal limit (30 °C) must be at or below Temperature upper limit (25 °C).',
    ],
  ])('refuses %s, naming the field', (_, limits, field, message) => {
    expect(tightenedLimits(defaultSprayLimits, { name: 'Product', limits })).toEqual({
      ok: false,
      errors: [{ field, message }],
    });
  });

  it('names every loosened field at once', () => {
    const result = tightenedLimits(defaultSprayLimits, {
      name: 'Product',
      limits: { deltaTMaxC: 12, windSpeed2mMaxKmh: 20, temperatureMaxC: 32 },
    });
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['delta_t_max_c', 'wind_speed_2m_max_kmh']);
  });
});

describe('sprayProfileInputSchema: a profile as the API receives it', () => {
  it('reads the tightened limits, null or absent for the defaults', () => {
    expect(
      sprayProfileInputSchema.parse({ name: '  2,4-D ester ', delta_t_max_c: 9, wind_speed_2m_max_kmh: null }),
    ).toEqual({ name: '2,4-D ester', limits: { deltaTMaxC: 9 } });
  });

  it.each<[string, Record<string, unknown>, Array<{ field_name: string; messages: string[] }>]>([
    ['no name', { name: ' ' }, [{ field_name: 'name', messages: ['Profile name is required'] }]],
    ['a name missing', {}, [{ field_name: 'name', messages: ['Profile name is required'] }]],
    [
      'a long name',
      { name: 'x'.repeat(61) },
      [{ field_name: 'name', messages: ['Profile name must be at most 60 characters'] }],
    ],
    [
      'text for a number',
      { name: 'P', delta_t_min_c: '3' },
      [{ field_name: 'delta_t_min_c', messages: ['Delta T lower limit must be a number'] }],
    ],
    [
      'a negative wind',
      { name: 'P', wind_speed_2m_min_kmh: -1 },
      [{ field_name: 'wind_speed_2m_min_kmh', messages: ['Lowest wind at 2 m cannot be negative'] }],
    ],
    [
      'a loosened limit',
      { name: 'P', temperature_max_c: 40 },
      [
        {
          field_name: 'temperature_max_c',
          messages: ['Temperature upper limit cannot be above 35 °C: a spray profile may only tighten the limits.'],
        },
      ],
    ],
  ])('refuses %s with the field named', (_, input, errors) => {
    const result = sprayProfileInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(apiErrorBodyFromIssues(result.error?.issues ?? []).errors).toEqual(errors);
  });
});
