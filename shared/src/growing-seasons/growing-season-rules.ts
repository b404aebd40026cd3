/**
 * The rules of the growing season form (spec §2 "Growing seasons", §3 "Growing season", §5 first bullet,
 * §7 PUT /members/growing_seasons/{id}), once for the browser's form and the server's check.
 *
 * Decisions: all four bounds of the custom location are enforced (the original left the upper longitude
 * unchecked, a defect we do not copy); a date is required exactly when its option is `select` and ignored
 * otherwise; the dates that are given run in order sowing ≤ emergence ≤ floral initiation ≤ harvest.
 * Dates are calendar dates 'YYYY-MM-DD' at the growing location ("set at midnight", spec §5).
 */
import { z } from 'zod';
import { growingSeasonMessages } from './growing-season.messages';

export const emergenceDateOptions = ['auto_calculate', 'select'] as const;
export type EmergenceDateOption = (typeof emergenceDateOptions)[number];
export const floralInitiationDateOptions = ['auto_calculate', 'select'] as const;
export type FloralInitiationDateOption = (typeof floralInitiationDateOptions)[number];
export const harvestDateOptions = ['not_yet_known', 'select'] as const;
export type HarvestDateOption = (typeof harvestDateOptions)[number];
export const locationOptions = ['home', 'custom'] as const;
export type LocationOption = (typeof locationOptions)[number];

/** Spec §5: the custom location must lie within these bounds (South Australia's agricultural area). */
export const seasonLocationBounds = { minLat: -38.2, maxLat: -32.8, minLng: 137.8, maxLng: 141.2 } as const;

/** No season is sown before this date, whatever the network's history. */
export const earliestSowingDate = '2000-01-01';

/** The date one year after `date` (29 February gives 1 March). */
function yearAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * The sowing date's bounds, so that a season's work is bounded by the data there is: not before the
 * station network's first data (nor 2000-01-01), and not more than a year after `today`. Null when good,
 * else the message for the field.
 */
export function sowingDateIssue(
  sowingDate: string,
  bounds: { networkFirstDate: string | null; today: string },
): string | null {
  const first = bounds.networkFirstDate;
  const earliest = first !== null && first > earliestSowingDate ? first : earliestSowingDate;
  if (sowingDate < earliest) {
    const [y, m, d] = earliest.split('-');
    return `Sowing Date must be on or after ${d}/${m}/${y}, when the station records begin`;
  }
  if (sowingDate > yearAfter(bounds.today)) return growingSeasonMessages.sowingDateTooLate;
  return null;
}

/** Spec §2: the custom location field's placeholder. */
export const seasonLocationPlaceholder = '-35.85, 139.78';

export const seasonNameMaxLength = 80;

export interface LatLng {
  lat: number;
  lng: number;
}

export function isWithinSeasonBounds(location: LatLng): boolean {
  const b = seasonLocationBounds;
  return location.lat >= b.minLat && location.lat <= b.maxLat && location.lng >= b.minLng && location.lng <= b.maxLng;
}

/** What the location rule says about a location: null when good, else the message for the field. */
export function seasonLocationError(location: LatLng | null | undefined): string | null {
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) {
    return growingSeasonMessages.locationNotAPair;
  }
  return isWithinSeasonBounds(location) ? null : growingSeasonMessages.locationOutOfBounds;
}

export type LocationTextResult = { ok: true; location: LatLng } | { ok: false; message: string };

const decimal = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)`;
const pairPattern = new RegExp(String.raw`^\s*(${decimal})\s*[, ]\s*(${decimal})\s*$`);

/**
 * The custom location text of the form ('-35.85, 139.78': latitude, longitude decimals) as a location,
 * or the message to show under the field.
 */
export function parseSeasonLocationText(text: string): LocationTextResult {
  const match = pairPattern.exec(text);
  if (!match) return { ok: false, message: growingSeasonMessages.locationNotAPair };
  const location = { lat: Number(match[1]), lng: Number(match[2]) };
  const error = seasonLocationError(location);
  return error === null ? { ok: true, location } : { ok: false, message: error };
}

/** A location as the form's text shows it. */
export function formatSeasonLocationText(location: LatLng): string {
  return `${location.lat}, ${location.lng}`;
}

const localDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written 'YYYY-MM-DD'. */
export function isLocalDate(value: string): boolean {
  if (!localDatePattern.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The season's date fields as the form and the API carry them. */
export interface SeasonDates {
  sowing_date: string;
  emergence_date_option: EmergenceDateOption;
  emergence_date?: string | null;
  floral_initiation_date_option: FloralInitiationDateOption;
  floral_initiation_date?: string | null;
  harvest_date_option: HarvestDateOption;
  harvest_date?: string | null;
}

/** Whether a date field is enabled (and required) in the form: only when its option is `select`. */
export function seasonDateIsSelected(option: string): boolean {
  return option === 'select';
}

export interface SeasonFieldIssue {
  field: 'emergence_date' | 'floral_initiation_date' | 'harvest_date';
  message: string;
}

/**
 * The date rules beyond each date's own format: a selected date is required, and the given dates run in
 * order. Returns one issue per bad field. Dates whose option is not `select` are ignored.
 */
export function seasonDateIssues(dates: SeasonDates): SeasonFieldIssue[] {
  const m = growingSeasonMessages;
  const issues: SeasonFieldIssue[] = [];
  const chosen = (option: string, date: string | null | undefined) =>
    seasonDateIsSelected(option) && date ? date : null;
  const emergence = chosen(dates.emergence_date_option, dates.emergence_date);
  const floral = chosen(dates.floral_initiation_date_option, dates.floral_initiation_date);
  const harvest = chosen(dates.harvest_date_option, dates.harvest_date);
  const sowing = dates.sowing_date || null;

  if (seasonDateIsSelected(dates.emergence_date_option) && !emergence) {
    issues.push({ field: 'emergence_date', message: m.emergenceDateRequired });
  } else if (emergence && sowing && emergence < sowing) {
    issues.push({ field: 'emergence_date', message: m.emergenceBeforeSowing });
  }
  if (seasonDateIsSelected(dates.floral_initiation_date_option) && !floral) {
    issues.push({ field: 'floral_initiation_date', message: m.floralInitiationDateRequired });
  } else if (floral && [sowing, emergence].some((earlier) => earlier && floral < earlier)) {
    issues.push({ field: 'floral_initiation_date', message: m.floralInitiationTooEarly });
  }
  if (seasonDateIsSelected(dates.harvest_date_option) && !harvest) {
    issues.push({ field: 'harvest_date', message: m.harvestDateRequired });
  } else if (harvest && [sowing, emergence, floral].some((earlier) => earlier && harvest < earlier)) {
    issues.push({ field: 'harvest_date', message: m.harvestTooEarly });
  }
  return issues;
}

/** The dates kept for a season: a date whose option is not `select` is dropped. */
export function keptSeasonDates(dates: SeasonDates): {
  emergence_date: string | null;
  floral_initiation_date: string | null;
  harvest_date: string | null;
} {
  const keep = (option: string, date: string | null | undefined) =>
    seasonDateIsSelected(option) ? (date ?? null) : null;
  return {
    emergence_date: keep(dates.emergence_date_option, dates.emergence_date),
    floral_initiation_date: keep(dates.floral_initiation_date_option, dates.floral_initiation_date),
    harvest_date: keep(dates.harvest_date_option, dates.harvest_date),
  };
}

const optionalDate = z
  .string({ error: growingSeasonMessages.notADate })
  .refine(isLocalDate, growingSeasonMessages.notADate)
  .nullish();

const locationSchema = z.object(
  {
    lat: z.number({ error: growingSeasonMessages.locationNotAPair }),
    lng: z.number({ error: growingSeasonMessages.locationNotAPair }),
  },
  { error: growingSeasonMessages.locationNotAPair },
);

/**
 * The season as PUT /api/members/growing_seasons/{id} takes it (spec §7). Errors name each field:
 * name, sowing_date, emergence_date, floral_initiation_date, harvest_date, location, and the options.
 * 'Please set the Home location first' (location_option) needs the company's data: the server adds it.
 */
export const growingSeasonInputSchema = z
  .object({
    name: z
      .string({ error: growingSeasonMessages.nameRequired })
      .trim()
      .min(1, growingSeasonMessages.nameRequired)
      .max(seasonNameMaxLength, growingSeasonMessages.nameTooLong),
    sowing_date: z
      .string({ error: growingSeasonMessages.sowingDateRequired })
      .min(1, { error: growingSeasonMessages.sowingDateRequired, abort: true })
      .refine(isLocalDate, growingSeasonMessages.notADate),
    emergence_date_option: z.enum(emergenceDateOptions, { error: 'must be auto_calculate or select' }),
    emergence_date: optionalDate,
    floral_initiation_date_option: z.enum(floralInitiationDateOptions, { error: 'must be auto_calculate or select' }),
    floral_initiation_date: optionalDate,
    harvest_date_option: z.enum(harvestDateOptions, { error: 'must be not_yet_known or select' }),
    harvest_date: optionalDate,
    location_option: z.enum(locationOptions, { error: 'must be home or custom' }),
    /** Used only when location_option is custom; then required and within the bounds. */
    location: z.unknown().optional(),
  })
  .superRefine((input, ctx) => {
    for (const issue of seasonDateIssues(input)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
    if (input.location_option === 'custom') {
      const parsed = locationSchema.safeParse(input.location);
      const message = parsed.success ? seasonLocationError(parsed.data) : growingSeasonMessages.locationNotAPair;
      if (message !== null) ctx.addIssue({ code: 'custom', path: ['location'], message });
    }
  })
  .transform((input) => ({
    ...input,
    ...keptSeasonDates(input),
    location: input.location_option === 'custom' ? locationSchema.parse(input.location) : null,
  }));
export type GrowingSeasonInput = z.input<typeof growingSeasonInputSchema>;
export type GrowingSeasonValues = z.output<typeof growingSeasonInputSchema>;
