import { describe, expect, it } from 'vitest';
import type { SavedUserSurvey } from '../contracts/company.schema';
import { accountMessages as m } from './account.messages';
import { companyDetailsFormSchema } from './company-details-form';
import { userSurveyFormSchema, userSurveyFormValues } from './user-survey-form';

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0] ?? 'base')] ??= issue.message;
  return byField;
}

const details = {
  name: ' Grower Farms ',
  abn: '51 824 753 556',
  address1: '12 Main North Road',
  address2: '',
  locality: 'Clare',
  postalcode: '5453',
  state_province: 'SA',
};

describe('company details form values (spec §5)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['state not chosen yet', { state_province: '' }, { state_province: m.stateRequired }],
    ['state not in the list', { state_province: 'Tasmania' }, { state_province: m.stateRequired }],
    [
      'every required field blank',
      { name: '', address1: '', locality: '', postalcode: '', state_province: '' },
      {
        name: m.companyNameRequired,
        address1: m.addressTooShort,
        locality: m.localityTooShort,
        postalcode: m.postcodeTooShort,
        state_province: m.stateRequired,
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(firstMessages(companyDetailsFormSchema.safeParse({ ...details, ...change }))).toEqual(expected);
  });

  it('sends trimmed values, the ABN without spaces, blanks as null and the country', () => {
    expect(companyDetailsFormSchema.parse(details)).toEqual({
      name: 'Grower Farms',
      abn: '51824753556',
      address1: '12 Main North Road',
      address2: null,
      locality: 'Clare',
      postalcode: '5453',
      state_province: 'SA',
      country: 'Australia',
    });
  });
});

const saved: SavedUserSurvey = {
  user1_age: '36-45',
  user1_gender: 'Unspecified',
  occupation_industry: 'Grain grower',
  main_aws_of_interest: { label: 'Saddleworth', value: 'saddleworth' },
  main_use_of_mesonet: 'Deciding when it is safe to spray',
  farm_size: null,
  main_crop_type: 'Wheat',
  main_two_herbicides_used_in_summer: null,
  usual_supplier_of_summer_herbicide: null,
  where_heard_about_us: 'Word of Mouth',
  social_media_use: 'Facebook, TikTok',
  updated_at: '2026-11-20T00:00:00.000Z',
};

describe('survey form values (spec §3 "Survey response", §7)', () => {
  it('starts blank before the first answers', () => {
    const blank = userSurveyFormValues(null);
    expect(blank.social_media_use).toEqual([]);
    expect(
      Object.entries(blank)
        .filter(([key]) => key !== 'social_media_use')
        .every(([, value]) => value === ''),
    ).toBe(true);
  });

  it('opens with the saved answers, the station by its label and social media as ticked boxes', () => {
    expect(userSurveyFormValues(saved)).toEqual({
      user1_age: '36-45',
      user1_gender: 'Unspecified',
      occupation_industry: 'Grain grower',
      main_aws_of_interest: 'Saddleworth',
      main_use_of_mesonet: 'Deciding when it is safe to spray',
      farm_size: '',
      main_crop_type: 'Wheat',
      main_two_herbicides_used_in_summer: '',
      usual_supplier_of_summer_herbicide: '',
      where_heard_about_us: 'Word of Mouth',
      social_media_use: ['Facebook', 'TikTok'],
    });
  });

  it.each<[string, string[], string | null, Record<string, string>]>([
    ['none ticked', [], null, {}],
    ['two ticked', ['Facebook', 'TikTok'], 'Facebook, TikTok', {}],
    ['one not in the list', ['Facebook', 'MySpace'], null, { social_media_use: m.notInList }],
  ])('social media: %s', (_name, ticked, sent, errors) => {
    const result = userSurveyFormSchema.safeParse({ ...userSurveyFormValues(saved), social_media_use: ticked });
    expect(firstMessages(result)).toEqual(errors);
    if (result.success) expect(result.data.social_media_use).toBe(sent);
  });

  it('sends what the payload schema sends: blanks as null, text trimmed', () => {
    const sent = userSurveyFormSchema.parse({ ...userSurveyFormValues(saved), occupation_industry: ' Agronomist ' });
    expect(sent).toMatchObject({
      occupation_industry: 'Agronomist',
      farm_size: null,
      main_aws_of_interest: 'Saddleworth',
    });
  });
});
