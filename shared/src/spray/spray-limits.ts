/**
 * The limits a spray verdict is judged against, with their sources, and a grower's spray profile: a
 * named set of limits for one product that may only TIGHTEN the defaults (a label can be stricter than
 * the general guidance, never looser than it).
 *
 * Sources, by tag as in metrics.md: [S] a public source, [P] a product decision.
 * - GRDC GrowNotes Spray Application Manual, Module 10.3 (delta T; T and RH measured in the shade at
 *   1.25 m) and metrics.md §4.5: spray ideally at delta T 2–8, not above 10.
 * - Label wind range (2,4-D and many others: no spraying below 3 or above 20 km/h at the site) and the
 *   3–15 km/h commonly cited as best: metrics.md §4.6. The verdict uses the narrower 3–15.
 * - GRDC fact sheet "Hazardous inversion" (2022): labels prohibit spraying in a hazardous inversion;
 *   metrics.md §4.10 decides "hazardous" as σw below 0.20 m/s while an inversion is present [P].
 */
import { z } from 'zod';

export interface SprayLimits {
  /** Below this delta T, do not spray: droplets survive long and drift (metrics.md §4.5) [S]. */
  deltaTMinC: number;
  /** From this delta T, marginal: coarser droplets and more water (GRDC, metrics.md §4.5) [S]. */
  deltaTMarginalFromC: number;
  /** Above this delta T, do not spray (BoM and GRDC: "not above 10", metrics.md §4.5) [S]. */
  deltaTMaxC: number;
  /** Below this 2 m wind, do not spray: calm air, inversion and drift risk (label minimum, §4.6) [S]. */
  windSpeed2mMinKmh: number;
  /** Above this 2 m wind, do not spray (3–15 km/h best; labels allow up to 20, §4.6) [S]. */
  windSpeed2mMaxKmh: number;
  /**
   * Above this temperature, marginal: droplets evaporate faster, the physics behind delta T (metrics.md
   * §4.5) [P: the 30 °C is the product owner's; no public source we hold gives a number].
   */
  temperatureMarginalAboveC: number;
  /** Above this temperature, do not spray [P: the product owner's 35 °C]. */
  temperatureMaxC: number;
  /** More rain than this in the last hour, do not spray: wet leaves dilute and wash off product [P]. */
  rainLastHourMaxMm: number;
  /**
   * σw (10 m) below which an inversion is hazardous, now or in the +2 h forecast (metrics.md §4.10,
   * §4.11 legend: "< 0.20 hazardous") [P, matches GRDC's 11 km/h rule at typical inversions].
   */
  hazardousSigmaWBelowMs: number;
}

export type SprayLimitKey = keyof SprayLimits;

/** Which way tightens a limit: a lower bound may only be raised, an upper bound only lowered. */
type Tightening = 'raise' | 'lower';

interface SprayLimitField {
  /** The JSON field of a spray profile (snake case, like the API's other fields). */
  field: string;
  /** The limit in the grower's words, as error messages name it. */
  label: string;
  unit: string;
  tightening: Tightening;
  default: number;
}

export const sprayLimitFields = {
  deltaTMinC: { field: 'delta_t_min_c', label: 'Delta T lower limit', unit: '°C', tightening: 'raise', default: 2 },
  deltaTMarginalFromC: {
    field: 'delta_t_marginal_from_c',
    label: 'Delta T marginal limit',
    unit: '°C',
    tightening: 'lower',
    default: 8,
  },
  deltaTMaxC: { field: 'delta_t_max_c', label: 'Delta T upper limit', unit: '°C', tightening: 'lower', default: 10 },
  windSpeed2mMinKmh: {
    field: 'wind_speed_2m_min_kmh',
    label: 'Lowest wind at 2 m',
    unit: 'km/h',
    tightening: 'raise',
    default: 3,
  },
  windSpeed2mMaxKmh: {
    field: 'wind_speed_2m_max_kmh',
    label: 'Highest wind at 2 m',
    unit: 'km/h',
    tightening: 'lower',
    default: 15,
  },
  temperatureMarginalAboveC: {
    field: 'temperature_marginal_above_c',
    label: 'Temperature marginal limit',
    unit: '°C',
    tightening: 'lower',
    default: 30,
  },
  temperatureMaxC: {
    field: 'temperature_max_c',
    label: 'Temperature upper limit',
    unit: '°C',
    tightening: 'lower',
    default: 35,
  },
  rainLastHourMaxMm: {
    field: 'rain_last_hour_max_mm',
    label: 'Rain in the last hour',
    unit: 'mm',
    tightening: 'lower',
    default: 0,
  },
  hazardousSigmaWBelowMs: {
    field: 'hazardous_sigma_w_below_ms',
    label: 'Turbulence (σw) hazard limit',
    unit: 'm/s',
    tightening: 'raise',
    default: 0.2,
  },
} as const satisfies Readonly<Record<SprayLimitKey, SprayLimitField>>;

/** A spray profile's JSON field of each limit. */
export type SprayLimitFieldName = (typeof sprayLimitFields)[SprayLimitKey]['field'];

const sprayLimitKeys = Object.keys(sprayLimitFields) as SprayLimitKey[];

export const defaultSprayLimits: Readonly<SprayLimits> = Object.fromEntries(
  sprayLimitKeys.map((key) => [key, sprayLimitFields[key].default]),
) as unknown as SprayLimits;

/** A grower's limits for one product: a name and the limits it tightens (the rest stay the defaults). */
export interface SprayProfile {
  name: string;
  limits: Partial<SprayLimits>;
}

/** One refused field: the profile's JSON field and a sentence naming it. */
export interface SprayLimitError {
  field: string;
  message: string;
}

export type TightenedLimits = { ok: true; limits: SprayLimits } | { ok: false; errors: SprayLimitError[] };

/**
 * Bounds that must keep a band between them after tightening: a profile whose lower delta T limit
 * reaches its marginal limit would never say 'Good'. `strict`: the lower must stay below the upper.
 */
const orderedLimits: ReadonlyArray<{ lower: SprayLimitKey; upper: SprayLimitKey; strict: boolean }> = [
  { lower: 'deltaTMinC', upper: 'deltaTMarginalFromC', strict: true },
  { lower: 'deltaTMarginalFromC', upper: 'deltaTMaxC', strict: false },
  { lower: 'windSpeed2mMinKmh', upper: 'windSpeed2mMaxKmh', strict: true },
  { lower: 'temperatureMarginalAboveC', upper: 'temperatureMaxC', strict: false },
];

const limitText = (key: SprayLimitKey, value: number) => `${value} ${sprayLimitFields[key].unit}`;

/**
 * The defaults with a profile's limits applied, or every field the profile would loosen (or leave
 * without a 'Good' band), each named: a looser value is refused, never clamped, so a grower is never
 * shown a limit other than the one they typed.
 */
export function tightenedLimits(defaults: Readonly<SprayLimits>, profile: SprayProfile): TightenedLimits {
  const limits: SprayLimits = { ...defaults };
  const errors: SprayLimitError[] = [];
  for (const key of sprayLimitKeys) {
    const value = profile.limits[key];
    if (value === undefined) continue;
    const { field, label, tightening } = sprayLimitFields[key];
    const looser = tightening === 'raise' ? value < defaults[key] : value > defaults[key];
    if (looser) {
      const bound = tightening === 'raise' ? 'below' : 'above';
      errors.push({
        field,
        message: `${label} cannot be ${bound} ${limitText(key, defaults[key])}: a spray profile may only tighten the limits.`,
      });
    } else {
      limits[key] = value;
    }
  }
  // Only once every value is a tightening: a refused value would otherwise be judged a second time.
  for (const { lower, upper, strict } of errors.length > 0 ? [] : orderedLimits) {
    const crossed = strict ? limits[lower] >= limits[upper] : limits[lower] > limits[upper];
    if (!crossed) continue;
    const changed = profile.limits[lower] !== undefined ? lower : upper;
    errors.push({
      field: sprayLimitFields[changed].field,
      message: `${sprayLimitFields[lower].label} (${limitText(lower, limits[lower])}) must be ${strict ? 'below' : 'at or below'} ${sprayLimitFields[upper].label} (${limitText(upper, limits[upper])}).`,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, limits };
}

const limitSchema = (key: SprayLimitKey) => {
  const { label } = sprayLimitFields[key];
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .nullish();
};

export const sprayProfileNameMaxLength = 60;

/**
 * A spray profile as the API receives it: `name` and any limits to tighten, each a number in the
 * field's unit or null for the default. Every error carries its field (CONTRACT.md §3 via
 * `apiErrorBodyFromIssues`) and names it in words.
 */
export const sprayProfileInputSchema = z
  .object({
    name: z
      .string({ error: 'Profile name is required' })
      .trim()
      .min(1, 'Profile name is required')
      .max(sprayProfileNameMaxLength, `Profile name must be at most ${sprayProfileNameMaxLength} characters`),
    ...(Object.fromEntries(sprayLimitKeys.map((key) => [sprayLimitFields[key].field, limitSchema(key)])) as Record<
      SprayLimitFieldName,
      ReturnType<typeof limitSchema>
    >),
  })
  .transform((input, ctx): SprayProfile => {
    const limits: Partial<SprayLimits> = {};
    for (const key of sprayLimitKeys) {
      const value = input[sprayLimitFields[key].field];
      if (typeof value === 'number') limits[key] = value;
    }
    const profile = { name: input.name, limits };
    const result = tightenedLimits(defaultSprayLimits, profile);
    if (!result.ok) {
      for (const error of result.errors) ctx.addIssue({ code: 'custom', path: [error.field], message: error.message });
      return z.NEVER;
    }
    return profile;
  });
export type SprayProfileInput = z.input<typeof sprayProfileInputSchema>;
