import { describe, expect, it } from 'vitest';
import type { SprayConditions } from './spray-conditions';
import { defaultSprayLimits, tightenedLimits } from './spray-limits';
import { shownAgainstLimit, sprayVerdict, type SprayVerdictKind } from './spray-verdict';

const minute = 60_000;
const nowMs = Date.UTC(2026, 5, 15, 2, 0);

/** A calm, mild, well-mixed morning: every input inside the default limits. */
const good: SprayConditions = {
  awsType: 'standard',
  newestReadingAtMs: nowMs - 10 * minute,
  temperatureC: 22,
  deltaTC: 5,
  windSpeed2mKmh: 8,
  windSpeed10mKmh: 12,
  rainLastHourMm: 0,
  inversionState: 'none',
  sigmaW10Ms: 0.5,
  turbulenceIn2h: { basis: 'forecast', sigmaWMs: 0.5 },
};

const verdictOf = (over: Partial<SprayConditions>) => sprayVerdict({ ...good, ...over }, defaultSprayLimits, nowMs);

// Limits: GRDC Spray Application Manual and metrics.md §4.5 (delta T below 2 or above 10 do not spray, 8–10
// marginal), §4.6 (2 m wind 3–15 km/h), §4.10–4.12 (σw below 0.20 m/s hazardous, now or in 2 h);
// temperature above 30 marginal, above 35 do not, and rain in the last hour [P]. Boundaries belong to
// the better side: 'below 2' and 'above 10' leave 2 and 10 themselves out.
describe('sprayVerdict at every boundary', () => {
  it.each<[string, Partial<SprayConditions>, SprayVerdictKind, string[]]>([
    ['all inside the limits', {}, 'good', []],
    ['delta T 2.0', { deltaTC: 2 }, 'good', []],
    ['delta T 1.99', { deltaTC: 1.99 }, 'do_not_spray', ['Delta T 1.99 °C is below 2 °C']],
    ['delta T 1.2', { deltaTC: 1.2 }, 'do_not_spray', ['Delta T 1.2 °C is below 2 °C']],
    ['delta T 7.99', { deltaTC: 7.99 }, 'good', []],
    [
      'delta T 8',
      { deltaTC: 8 },
      'marginal',
      ['Delta T 8.0 °C is at or above 8 °C: use coarser droplets and more water'],
    ],
    [
      'delta T 10',
      { deltaTC: 10 },
      'marginal',
      ['Delta T 10.0 °C is at or above 8 °C: use coarser droplets and more water'],
    ],
    ['delta T 10.01', { deltaTC: 10.01 }, 'do_not_spray', ['Delta T 10.01 °C is above 10 °C']],
    ['delta T 10.6', { deltaTC: 10.6 }, 'do_not_spray', ['Delta T 10.6 °C is above 10 °C']],
    ['wind 3 km/h', { windSpeed2mKmh: 3 }, 'good', []],
    ['wind 2.99 km/h', { windSpeed2mKmh: 2.99 }, 'do_not_spray', ['Wind at 2 m 2.99 km/h is below 3 km/h']],
    ['wind 2.4 km/h', { windSpeed2mKmh: 2.4 }, 'do_not_spray', ['Wind at 2 m 2 km/h is below 3 km/h']],
    ['wind 15 km/h', { windSpeed2mKmh: 15 }, 'good', []],
    ['wind 15.01 km/h', { windSpeed2mKmh: 15.01 }, 'do_not_spray', ['Wind at 2 m 15.01 km/h is above 15 km/h']],
    ['wind 15.4 km/h', { windSpeed2mKmh: 15.4 }, 'do_not_spray', ['Wind at 2 m 15.4 km/h is above 15 km/h']],
    ['wind 21 km/h', { windSpeed2mKmh: 21 }, 'do_not_spray', ['Wind at 2 m 21 km/h is above 15 km/h']],
    ['temperature 30', { temperatureC: 30 }, 'good', []],
    ['temperature 30.01', { temperatureC: 30.01 }, 'marginal', ['Temperature 30.01 °C is above 30 °C']],
    ['temperature 33.4', { temperatureC: 33.4 }, 'marginal', ['Temperature 33.4 °C is above 30 °C']],
    ['temperature 35', { temperatureC: 35 }, 'marginal', ['Temperature 35.0 °C is above 30 °C']],
    ['temperature 35.01', { temperatureC: 35.01 }, 'do_not_spray', ['Temperature 35.01 °C is above 35 °C']],
    ['no rain in the last hour', { rainLastHourMm: 0 }, 'good', []],
    ['one tip of rain', { rainLastHourMm: 0.2 }, 'do_not_spray', ['Rain in the last hour 0.2 mm is above 0 mm']],
    ['an inversion with enough turbulence', { inversionState: 'inversion', sigmaW10Ms: 0.3 }, 'good', []],
    [
      'a hazardous inversion now',
      { inversionState: 'hazardous', sigmaW10Ms: 0.12 },
      'do_not_spray',
      ['Turbulence (σw) now 0.12 m/s is below 0.2 m/s: the inversion now is hazardous'],
    ],
    [
      'a hazardous inversion without its σw',
      { inversionState: 'hazardous', sigmaW10Ms: null },
      'do_not_spray',
      ['Hazardous inversion now'],
    ],
    [
      'an inversion likely by the rule of thumb (BoM)',
      { awsType: 'bom', inversionState: 'likely_by_rule_of_thumb', windSpeed2mKmh: null, sigmaW10Ms: null },
      'do_not_spray',
      ["Inversion likely now by GRDC's rule of thumb (this station has no 10 m temperature sensor)"],
    ],
    [
      'no inversion expected by the rule of thumb',
      { awsType: 'bom', inversionState: 'not_expected_by_rule_of_thumb' },
      'good',
      [],
    ],
    ['σw forecast 0.20 m/s', { turbulenceIn2h: { basis: 'forecast', sigmaWMs: 0.2 } }, 'good', []],
    [
      'σw forecast 0.199 m/s',
      { turbulenceIn2h: { basis: 'forecast', sigmaWMs: 0.199 } },
      'do_not_spray',
      ['Turbulence (σw) forecast in 2 h 0.199 m/s is below 0.2 m/s: a hazardous inversion is likely within 2 h'],
    ],
    [
      'the current σw standing in for a withheld forecast',
      { sigmaW10Ms: 0.15, turbulenceIn2h: { basis: 'persistence', sigmaWMs: 0.15 } },
      'do_not_spray',
      [
        'Turbulence (σw) now, standing in for the forecast, 0.15 m/s is below 0.2 m/s: a hazardous inversion is likely within 2 h',
      ],
    ],
    [
      'a station type without σw needs no forecast',
      { awsType: 'greenbrain', sigmaW10Ms: null, turbulenceIn2h: { basis: 'forecast', sigmaWMs: null } },
      'good',
      [],
    ],
  ])('%s', (_, over, verdict, texts) => {
    const result = verdictOf(over);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.text)).toEqual(texts);
  });

  it('gives the value, the limit, its unit and severity with each reason', () => {
    expect(verdictOf({ deltaTC: 10.6 }).reasons).toEqual([
      {
        metricKey: 'delta_t',
        value: 10.6,
        limit: 10,
        unit: '°C',
        severity: 'do_not_spray',
        text: 'Delta T 10.6 °C is above 10 °C',
      },
    ]);
    expect(verdictOf({ inversionState: 'hazardous', sigmaW10Ms: 0.12 }).reasons[0]).toMatchObject({
      metricKey: 'hazardous_inversion',
      value: 'hazardous',
      limit: 0.2,
    });
  });
});

describe('the 2 m wind from the 10 m wind (FAO-56 log profile, metrics.md §2.5)', () => {
  const note =
    'Wind at 2 m is estimated from the 10 m wind (× 0.75, FAO-56 log profile); in still night air the real 2 m wind is often lower.';

  it.each<[number, SprayVerdictKind, string[]]>([
    // 4.01 × 0.74795 = 2.9993: below 3, so shown with the decimals that keep it there.
    [4.01, 'do_not_spray', ['Wind at 2 m 2.999 km/h (estimated from the 10 m wind) is below 3 km/h']],
    [4.02, 'good', []],
    [12, 'good', []],
    [20.05, 'good', []],
    [20.06, 'do_not_spray', ['Wind at 2 m 15.004 km/h (estimated from the 10 m wind) is above 15 km/h']],
    [20.2, 'do_not_spray', ['Wind at 2 m 15.1 km/h (estimated from the 10 m wind) is above 15 km/h']],
  ])('10 m wind %s km/h → %s, and says it is estimated', (windSpeed10mKmh, verdict, texts) => {
    const result = verdictOf({ windSpeed2mKmh: null, windSpeed10mKmh });
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.text)).toEqual(texts);
    expect(result.notes).toEqual([note]);
  });

  it('uses the measured 2 m wind when there is one', () => {
    expect(verdictOf({ windSpeed2mKmh: 8, windSpeed10mKmh: 2 }).notes).toEqual([]);
  });
});

describe('stale data: unknown, never a verdict from old values', () => {
  it.each<[string, Partial<SprayConditions>, SprayVerdictKind, string[]]>([
    ['standard, 60 min old', { newestReadingAtMs: nowMs - 60 * minute }, 'good', []],
    [
      'standard, stale by one second',
      { newestReadingAtMs: nowMs - 60 * minute - 1000 },
      'unknown',
      ['Newest reading is 60.02 min old, older than the 60 min a verdict allows'],
    ],
    ['greenbrain, 90 min old', { awsType: 'greenbrain', newestReadingAtMs: nowMs - 90 * minute }, 'good', []],
    [
      'greenbrain, stale by one second',
      { awsType: 'greenbrain', newestReadingAtMs: nowMs - 90 * minute - 1000 },
      'unknown',
      ['Newest reading is 90.02 min old, older than the 90 min a verdict allows'],
    ],
    [
      'stale, however bad the old values',
      { newestReadingAtMs: nowMs - 3 * 60 * minute, deltaTC: 14, rainLastHourMm: 3 },
      'unknown',
      ['Newest reading is 3 h old, older than the 60 min a verdict allows'],
    ],
    [
      'a station offline for days',
      { newestReadingAtMs: nowMs - 3 * 24 * 60 * minute },
      'unknown',
      ['Newest reading is 3 days old, older than the 60 min a verdict allows'],
    ],
    [
      'no reading at all',
      { newestReadingAtMs: null },
      'unknown',
      ['No reading from this station: the verdict needs it'],
    ],
    ['a logger clock slightly ahead', { newestReadingAtMs: nowMs + 2 * minute }, 'good', []],
  ])('%s', (_, over, verdict, texts) => {
    const result = verdictOf(over);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.text)).toEqual(texts);
  });
});

describe('missing inputs', () => {
  it.each<[string, Partial<SprayConditions>, SprayVerdictKind, string[]]>([
    ['delta T', { deltaTC: null }, 'unknown', ['No Delta T reading: the verdict needs it']],
    [
      'both winds',
      { windSpeed2mKmh: null, windSpeed10mKmh: null },
      'unknown',
      ['No wind reading: the verdict needs it'],
    ],
    ['temperature', { temperatureC: null }, 'unknown', ['No temperature reading: the verdict needs it']],
    ['rain', { rainLastHourMm: null }, 'unknown', ['No rain reading for the last hour: the verdict needs it']],
    ['the inversion state', { inversionState: null }, 'unknown', ['No inversion reading: the verdict needs it']],
    [
      'the σw forecast at a mast',
      { turbulenceIn2h: { basis: 'forecast', sigmaWMs: null } },
      'unknown',
      ['No turbulence forecast for the next 2 h: the verdict needs it'],
    ],
    [
      'delta T, beside rain that already says do not spray',
      { deltaTC: null, rainLastHourMm: 0.4 },
      'do_not_spray',
      ['Rain in the last hour 0.4 mm is above 0 mm', 'No Delta T reading: the verdict needs it'],
    ],
    [
      'rain, beside a marginal temperature',
      { rainLastHourMm: null, temperatureC: 31 },
      'unknown',
      ['No rain reading for the last hour: the verdict needs it', 'Temperature 31.0 °C is above 30 °C'],
    ],
  ])('%s', (_, over, verdict, texts) => {
    const result = verdictOf(over);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.text)).toEqual(texts);
  });
});

describe('a spray profile tightens the verdict', () => {
  const profile = tightenedLimits(defaultSprayLimits, {
    name: 'Volatile product',
    limits: { deltaTMaxC: 9, temperatureMaxC: 28, temperatureMarginalAboveC: 25, hazardousSigmaWBelowMs: 0.25 },
  });
  const limits = profile.ok ? profile.limits : defaultSprayLimits;

  it.each<[string, Partial<SprayConditions>, SprayVerdictKind, string[]]>([
    ['delta T 9.5', { deltaTC: 9.5 }, 'do_not_spray', ['Delta T 9.5 °C is above 9 °C']],
    ['temperature 26', { temperatureC: 26 }, 'marginal', ['Temperature 26.0 °C is above 25 °C']],
    ['temperature 28.3', { temperatureC: 28.3 }, 'do_not_spray', ['Temperature 28.3 °C is above 28 °C']],
    [
      'an inversion the network calls turbulent',
      { inversionState: 'inversion', sigmaW10Ms: 0.22 },
      'do_not_spray',
      ['Turbulence (σw) now 0.22 m/s is below 0.25 m/s: the inversion now is hazardous'],
    ],
  ])('%s', (_, over, verdict, texts) => {
    const result = sprayVerdict({ ...good, ...over }, limits, nowMs);
    expect(result.verdict).toBe(verdict);
    expect(result.reasons.map((r) => r.text)).toEqual(texts);
  });
});

describe('shownAgainstLimit: rounded as metrics.md §0.4 says, never across the limit', () => {
  it.each<[number, number, number, 'below' | 'above' | 'at_or_above', string]>([
    [10.64, 1, 10, 'above', '10.6'],
    [10.04, 1, 10, 'above', '10.04'],
    [10.0004, 1, 10, 'above', '10.0004'],
    [10.00001, 1, 10, 'above', '10.0001'],
    [1.99, 1, 2, 'below', '1.99'],
    [1.99999, 1, 2, 'below', '1.9999'],
    [8, 1, 8, 'at_or_above', '8.0'],
    [7.96, 0, 3, 'above', '8'],
    [2.6, 0, 3, 'below', '2.6'],
  ])('%s at %i decimals against %s (%s) → %s', (value, decimals, limit, side, shown) => {
    expect(shownAgainstLimit(value, decimals, limit, side)).toBe(shown);
  });
});
