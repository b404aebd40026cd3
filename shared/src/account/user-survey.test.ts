import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './account.messages';
import {
  canSubmitUserSurvey,
  joinSocialMediaUse,
  splitSocialMediaUse,
  surveyAges,
  surveyFarmSizes,
  surveyGenders,
  surveySocialMedia,
  surveyWhereHeard,
  userSurveySchema,
} from './user-survey';

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0] ?? 'base')] ??= issue.message;
  return byField;
}

const valid = {
  user1_age: '36-45',
  user1_gender: 'Female',
  occupation_industry: 'Grain grower',
  main_aws_of_interest: 'Saddleworth',
  main_use_of_mesonet: 'Deciding when to spray',
  farm_size: '1000-1500 ha',
  main_crop_type: 'Wheat',
  main_two_herbicides_used_in_summer: 'Glyphosate, 2,4-D',
  usual_supplier_of_summer_herbicide: 'Local reseller',
  where_heard_about_us: 'Social Media',
  social_media_use: 'Facebook, Instagram',
};

describe('survey lists (spec §9)', () => {
  it('has the spec’s choices in order', () => {
    expect(surveyAges).toEqual(['Under 18', '18-25', '26-35', '36-45', '46-55', '56-65', 'Over 65']);
    expect(surveyGenders).toEqual(['Male', 'Female', 'Unspecified']);
    expect(surveyFarmSizes).toHaveLength(10);
    expect(surveyFarmSizes.at(-1)).toBe('N/A');
    expect(surveyWhereHeard).toContain('Recommendation from trusted advisor / agronomist');
    expect(surveyWhereHeard).toHaveLength(8);
    expect(surveySocialMedia).toEqual(['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'TikTok', 'Other']);
  });
});

describe('survey form (spec §5, §9)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no age', { user1_age: '' }, { user1_age: m.ageRequired }],
    ['age not in the list', { user1_age: '40' }, { user1_age: m.notInList }],
    ['no gender', { user1_gender: undefined }, { user1_gender: m.genderRequired }],
    ['no occupation', { occupation_industry: '  ' }, { occupation_industry: m.occupationRequired }],
    ['occupation of 50', { occupation_industry: 'x'.repeat(50) }, {}],
    ['occupation of 51', { occupation_industry: 'x'.repeat(51) }, { occupation_industry: m.occupationTooLong }],
    ['no main station', { main_aws_of_interest: '' }, { main_aws_of_interest: m.mainAwsRequired }],
    ['no main use', { main_use_of_mesonet: '' }, { main_use_of_mesonet: m.mainUseRequired }],
    ['main use of 500', { main_use_of_mesonet: 'x'.repeat(500) }, {}],
    ['main use of 501', { main_use_of_mesonet: 'x'.repeat(501) }, { main_use_of_mesonet: m.mainUseTooLong }],
    ['no farm size is fine', { farm_size: '' }, {}],
    ['farm size not in the list', { farm_size: '5 ha' }, { farm_size: m.notInList }],
    ['crop type of 51', { main_crop_type: 'x'.repeat(51) }, { main_crop_type: m.cropTypeTooLong }],
    [
      'herbicides of 51',
      { main_two_herbicides_used_in_summer: 'x'.repeat(51) },
      { main_two_herbicides_used_in_summer: m.herbicidesTooLong },
    ],
    [
      'supplier of 51',
      { usual_supplier_of_summer_herbicide: 'x'.repeat(51) },
      { usual_supplier_of_summer_herbicide: m.supplierTooLong },
    ],
    ['no where heard', { where_heard_about_us: '' }, { where_heard_about_us: m.whereHeardRequired }],
    ['where heard not in the list', { where_heard_about_us: 'Radio' }, { where_heard_about_us: m.notInList }],
    ['social media not in the list', { social_media_use: 'Facebook, MySpace' }, { social_media_use: m.notInList }],
    ['no social media is fine', { social_media_use: null }, {}],
    [
      'wrong types',
      { user1_age: 36, occupation_industry: ['x'] },
      {
        user1_age: m.ageRequired,
        occupation_industry: m.occupationRequired,
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(firstMessages(userSurveySchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('trims text, stores blanks as null and normalises the social media list', () => {
    expect(
      userSurveySchema.parse({
        ...valid,
        occupation_industry: ' Grain grower ',
        main_crop_type: ' ',
        farm_size: '',
        social_media_use: 'Instagram,Facebook , Instagram,',
      }),
    ).toMatchObject({
      occupation_industry: 'Grain grower',
      main_crop_type: null,
      farm_size: null,
      social_media_use: 'Instagram, Facebook',
    });
  });
});

describe('social media use travels comma-joined (spec §7)', () => {
  it.each<[string | null, string[]]>([
    ['Facebook, Instagram', ['Facebook', 'Instagram']],
    ['Facebook,Instagram', ['Facebook', 'Instagram']],
    ['', []],
    [null, []],
  ])('%j', (value, list) => {
    expect(splitSocialMediaUse(value)).toEqual(list);
  });

  it('joins with a comma and a space', () => expect(joinSocialMediaUse(['TikTok', 'Other'])).toBe('TikTok, Other'));
});

describe('survey Submit button (spec §5)', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['all required filled', valid, true],
    ['farm size not needed', { ...valid, farm_size: '' }, true],
    ['no age', { ...valid, user1_age: '' }, false],
    ['no main station', { ...valid, main_aws_of_interest: ' ' }, false],
    ['no where heard', { ...valid, where_heard_about_us: '' }, false],
    ['nothing', {}, false],
  ])('%s', (_name, form, enabled) => expect(canSubmitUserSurvey(form)).toBe(enabled));
});
