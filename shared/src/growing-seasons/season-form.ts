import type { GrowingSeason, GrowingSeasonRequest } from '../contracts/growing-seasons.schema';
import {
  emergenceDateOptions,
  floralInitiationDateOptions,
  formatSeasonLocationText,
  growingSeasonInputSchema,
  harvestDateOptions,
  locationOptions,
  parseSeasonLocationText,
  seasonDateIsSelected,
  type EmergenceDateOption,
  type FloralInitiationDateOption,
  type HarvestDateOption,
  type LocationOption,
} from './growing-season-rules';
import { growingSeasonMessages } from './growing-season.messages';
import { z } from 'zod';

/** The form as the grower fills it in: every date a 'YYYY-MM-DD' string ('' when empty), the location as text. */
export interface SeasonFormValues {
  name: string;
  sowing_date: string;
  emergence_date_option: EmergenceDateOption;
  emergence_date: string;
  floral_initiation_date_option: FloralInitiationDateOption;
  floral_initiation_date: string;
  harvest_date_option: HarvestDateOption;
  harvest_date: string;
  location_option: LocationOption;
  location: string;
}

export type SeasonFormField = keyof SeasonFormValues;

/** The fields in the form's order: server messages go under them in this order. */
export const seasonFormFields: readonly SeasonFormField[] = [
  'name',
  'sowing_date',
  'emergence_date_option',
  'emergence_date',
  'floral_initiation_date_option',
  'floral_initiation_date',
  'harvest_date_option',
  'harvest_date',
  'location_option',
  'location',
];

/** A new season (spec §2): dates auto-calculated, harvest not yet known, at the Home location. */
export const newSeasonFormValues: SeasonFormValues = {
  name: '',
  sowing_date: '',
  emergence_date_option: 'auto_calculate',
  emergence_date: '',
  floral_initiation_date_option: 'auto_calculate',
  floral_initiation_date: '',
  harvest_date_option: 'not_yet_known',
  harvest_date: '',
  location_option: 'home',
  location: '',
};

/** A saved season in the form; a calculated date is not shown as if the grower had chosen it. */
export function seasonFormValues(season: GrowingSeason): SeasonFormValues {
  const chosen = (option: string, date: string | null) => (option === 'select' ? (date ?? '') : '');
  return {
    name: season.name,
    sowing_date: season.sowing_date,
    emergence_date_option: season.emergence_date_option,
    emergence_date: chosen(season.emergence_date_option, season.emergence_date),
    floral_initiation_date_option: season.floral_initiation_date_option,
    floral_initiation_date: chosen(season.floral_initiation_date_option, season.floral_initiation_date),
    harvest_date_option: season.harvest_date_option,
    harvest_date: chosen(season.harvest_date_option, season.harvest_date),
    location_option: season.location_option,
    location: season.location_option === 'custom' ? formatSeasonLocationText(season.location) : '',
  };
}

/** The request body of the form's values: a date only when chosen, the location text only when custom. */
export function seasonRequest(values: SeasonFormValues): GrowingSeasonRequest {
  const parsed = values.location_option === 'custom' ? parseSeasonLocationText(values.location) : null;
  const chosen = (option: string, date: string) => (seasonDateIsSelected(option) && date ? date : null);
  return {
    ...values,
    emergence_date: chosen(values.emergence_date_option, values.emergence_date),
    floral_initiation_date: chosen(values.floral_initiation_date_option, values.floral_initiation_date),
    harvest_date: chosen(values.harvest_date_option, values.harvest_date),
    location: parsed?.ok ? parsed.location : undefined,
  };
}

/**
 * The form's schema: the API's own rules (growingSeasonInputSchema, the server's check) on the request
 * the values make, with the location text's message ('e.g. -35.95, 139.78' or the bounds) and, when there
 * is no Home location yet, 'Please set the Home location first' under the location choice.
 */
export function seasonFormSchema({ hasHomeLocation }: { hasHomeLocation: boolean }) {
  return z
    .object({
      name: z.string(),
      sowing_date: z.string(),
      emergence_date_option: z.enum(emergenceDateOptions),
      emergence_date: z.string(),
      floral_initiation_date_option: z.enum(floralInitiationDateOptions),
      floral_initiation_date: z.string(),
      harvest_date_option: z.enum(harvestDateOptions),
      harvest_date: z.string(),
      location_option: z.enum(locationOptions),
      location: z.string(),
    })
    .superRefine((values, ctx) => {
      const checked = growingSeasonInputSchema.safeParse(seasonRequest(values));
      for (const issue of checked.success ? [] : checked.error.issues) {
        const field = issue.path[0];
        // The location text has its own, more precise message below.
        if (typeof field === 'string' && field !== 'location') {
          ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
        }
      }
      if (values.location_option === 'custom') {
        const parsed = parseSeasonLocationText(values.location);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['location'], message: parsed.message });
      } else if (!hasHomeLocation) {
        ctx.addIssue({
          code: 'custom',
          path: ['location_option'],
          message: growingSeasonMessages.homeLocationRequired,
        });
      }
    })
    .transform(seasonRequest);
}
