import { z } from 'zod';
import { accountMessages as m } from './account.messages';

/** Spec §9 "Survey lists", in the spec's order. */
export const surveyAges = ['Under 18', '18-25', '26-35', '36-45', '46-55', '56-65', 'Over 65'] as const;
export const surveyGenders = ['Male', 'Female', 'Unspecified'] as const;
export const surveyFarmSizes = [
  'Under 100 ha',
  '100-200 ha',
  '200-400 ha',
  '400-600 ha',
  '600-800 ha',
  '800-1000 ha',
  '1000-1500 ha',
  '1500-2000 ha',
  'Over 2000 ha',
  'N/A',
] as const;
export const surveyWhereHeard = [
  'Word of Mouth',
  'Recommendation from trusted advisor / agronomist',
  'Social Media',
  'Google search',
  'Event/expo/conference',
  'General media',
  'Ads',
  'Other',
] as const;
export const surveySocialMedia = ['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'TikTok', 'Other'] as const;

/** Spec §9 "Text limits", in characters. */
export const surveyTextLimits = {
  occupation_industry: 50,
  main_use_of_mesonet: 500,
  main_crop_type: 50,
  main_two_herbicides_used_in_summer: 50,
  usual_supplier_of_summer_herbicide: 50,
} as const;
const stationLabelMaxLength = 100;

const isIn = (list: readonly string[]) => (value: string) => list.includes(value);

const requiredChoice = (list: readonly string[], required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).refine(isIn(list), m.notInList);

/** Blank means "not answered" and is stored as null. */
const optionalChoice = (list: readonly string[]) =>
  z
    .string({ error: m.notInList })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || list.includes(value), m.notInList);

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** Spec §7: social media use travels comma-joined. */
export function joinSocialMediaUse(choices: readonly string[]): string {
  return choices.join(', ');
}

export function splitSocialMediaUse(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean);
}

const socialMediaUseField = z
  .string({ error: m.notInList })
  .nullish()
  .transform((value) => [...new Set(splitSocialMediaUse(value))])
  .refine((choices) => choices.every(isIn(surveySocialMedia)), m.notInList)
  .transform((choices) => (choices.length > 0 ? joinSocialMediaUse(choices) : null));

/**
 * The survey form and the payload of `user_survey` (spec §3 "Survey response", §5, §9). Required:
 * age, gender, occupation or industry, main station of interest, main use and where heard; farm
 * size is shown required but not checked. `main_aws_of_interest` is the station's label (spec §7).
 */
export const userSurveySchema = z.object({
  user1_age: requiredChoice(surveyAges, m.ageRequired),
  user1_gender: requiredChoice(surveyGenders, m.genderRequired),
  occupation_industry: requiredText(surveyTextLimits.occupation_industry, m.occupationRequired, m.occupationTooLong),
  main_aws_of_interest: requiredText(stationLabelMaxLength, m.mainAwsRequired, m.mainAwsUnknown),
  main_use_of_mesonet: requiredText(surveyTextLimits.main_use_of_mesonet, m.mainUseRequired, m.mainUseTooLong),
  farm_size: optionalChoice(surveyFarmSizes),
  main_crop_type: optionalText(surveyTextLimits.main_crop_type, m.cropTypeTooLong),
  main_two_herbicides_used_in_summer: optionalText(
    surveyTextLimits.main_two_herbicides_used_in_summer,
    m.herbicidesTooLong,
  ),
  usual_supplier_of_summer_herbicide: optionalText(
    surveyTextLimits.usual_supplier_of_summer_herbicide,
    m.supplierTooLong,
  ),
  where_heard_about_us: requiredChoice(surveyWhereHeard, m.whereHeardRequired),
  social_media_use: socialMediaUseField,
});
export type UserSurveyInput = z.input<typeof userSurveySchema>;
export type UserSurveyFields = z.output<typeof userSurveySchema>;

const requiredForSubmit = [
  'user1_age',
  'user1_gender',
  'occupation_industry',
  'main_aws_of_interest',
  'main_use_of_mesonet',
  'where_heard_about_us',
] as const;

/** Spec §5: Submit is enabled once the required answers are filled. */
export function canSubmitUserSurvey(form: Partial<Record<(typeof requiredForSubmit)[number], string | null>>): boolean {
  return requiredForSubmit.every((field) => (form[field] ?? '').trim() !== '');
}
