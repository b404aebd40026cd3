/**
 * The spray profile form (issue 24 part 1's 'spray profile'): a name and each limit as typed, empty for
 * the default. The request keeps the API's field names (spray-limits.ts sprayLimitFields) with a number
 * or null; the contract's own schema (sprayProfileInputSchema) judges it, so a looser limit is refused
 * with the same sentence the server would send.
 */
import { z } from 'zod';
import type { SprayProfileResponse } from '../contracts/alerts.schema';
import {
  sprayLimitFields,
  sprayProfileInputSchema,
  type SprayLimitFieldName,
  type SprayLimitKey,
  type SprayProfileInput,
} from '../spray/spray-limits';

export type SprayProfileFormValues = { name: string } & Record<SprayLimitFieldName, string>;
export type SprayProfileFormField = keyof SprayProfileFormValues;

/** The limits in the order the verdict weighs them, each with its field, label, unit and default. */
export const sprayLimitFieldList = (Object.keys(sprayLimitFields) as SprayLimitKey[]).map((key) => ({
  key,
  ...sprayLimitFields[key],
}));

export const sprayProfileFormFields: readonly SprayProfileFormField[] = [
  'name',
  ...sprayLimitFieldList.map((limit) => limit.field),
];

/** A profile's values in the form: every limit it leaves at the default is an empty box. */
export function sprayProfileFormValues(profile: SprayProfileResponse | null): SprayProfileFormValues {
  const values = { name: profile?.name ?? '' } as SprayProfileFormValues;
  for (const { field } of sprayLimitFieldList) {
    const limit = profile?.limits[field];
    values[field] = limit === undefined ? '' : String(limit);
  }
  return values;
}

/** The request of the form's values: a typed limit as a number, an empty one as null (the default). */
export function sprayProfileRequest(values: SprayProfileFormValues): SprayProfileInput {
  const request: Record<string, string | number | null> = { name: values.name };
  for (const { field } of sprayLimitFieldList) {
    const text = values[field].trim();
    request[field] = text === '' ? null : Number(text);
  }
  return request as SprayProfileInput;
}

/** 'Default 2 °C': the hint beside each limit's box. */
export function sprayLimitDefaultText(limit: { default: number; unit: string }): string {
  return `Default ${limit.default} ${limit.unit}`;
}

/** 'Delta T lower limit 3 °C, Highest wind at 2 m 12 km/h', or that the profile keeps every default. */
export function sprayProfileLimitsText(profile: SprayProfileResponse): string {
  const tightened = sprayLimitFieldList
    .filter(({ field }) => profile.limits[field] !== undefined)
    .map(({ field, label, unit }) => `${label} ${profile.limits[field]} ${unit}`);
  return tightened.length > 0 ? tightened.join(', ') : 'Default limits';
}

export const sprayProfileFormSchema = z
  .object({
    name: z.string(),
    ...(Object.fromEntries(sprayLimitFieldList.map(({ field }) => [field, z.string()])) as Record<
      SprayLimitFieldName,
      z.ZodString
    >),
  })
  .superRefine((values, ctx) => {
    const checked = sprayProfileInputSchema.safeParse(sprayProfileRequest(values));
    const seen = new Set<string>();
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'name';
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  })
  .transform(sprayProfileRequest);
