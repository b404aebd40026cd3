import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './account.messages';
import {
  canSubmitCompanyDetails,
  companyDetailsFormValues,
  companyDetailsSchema,
  companyNameErrorText,
  type CompanyDetailsFormValues,
} from './company-details';

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0] ?? 'base')] ??= issue.message;
  return byField;
}

const valid = {
  name: 'Grower Farms',
  abn: '51 824 753 556',
  address1: '12 Main North Road',
  address2: '',
  locality: 'Clare',
  postalcode: '5453',
  state_province: 'SA',
  country: 'Australia',
};

describe('company details form (spec §5)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['no name', { name: '' }, { name: m.companyNameRequired }],
    ['blank name', { name: '   ' }, { name: m.companyNameRequired }],
    ['missing name', { name: undefined }, { name: m.companyNameRequired }],
    ['two-letter name', { name: ' AB ' }, { name: m.companyNameTooShort }],
    ['very long name', { name: 'x'.repeat(101) }, { name: m.companyNameTooLong }],
    ['no ABN is fine', { abn: '' }, {}],
    ['null ABN is fine', { abn: null }, {}],
    ['short ABN', { abn: '51 824 753' }, { abn: m.abnTooShort }],
    ['long ABN', { abn: '51 824 753 556 1' }, { abn: m.abnTooLong }],
    ['ABN with letters', { abn: '51 824 753 55O' }, { abn: m.abnNotDigits }],
    ['short address', { address1: '12 M' }, { address1: m.addressTooShort }],
    ['no address', { address1: '' }, { address1: m.addressTooShort }],
    ['address of spaces', { address1: '       ' }, { address1: m.addressTooShort }],
    ['short locality', { locality: 'C' }, { locality: m.localityTooShort }],
    ['short postcode', { postalcode: ' 545 ' }, { postalcode: m.postcodeTooShort }],
    ['long postcode', { postalcode: '54530000000' }, { postalcode: m.postcodeTooLong }],
    ['no state', { state_province: '' }, { state_province: m.stateRequired }],
    ['a state not in the list', { state_province: 'Queensland' }, { state_province: m.stateRequired }],
    ['lower-case state', { state_province: 'sa' }, { state_province: m.stateRequired }],
    ['another country', { country: 'New Zealand' }, { country: m.countryAustralia }],
    ['no country is fine', { country: undefined }, {}],
  ])('%s', (_name, change, expected) => {
    expect(firstMessages(companyDetailsSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it.each(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'VIC', 'TAS', 'WA'])('accepts the state %s', (state) => {
    expect(companyDetailsSchema.safeParse({ ...valid, state_province: state }).success).toBe(true);
  });

  it('trims every value, strips the spaces of the ABN and stores blanks as null', () => {
    expect(
      companyDetailsSchema.parse({
        ...valid,
        name: '  Grower Farms ',
        abn: ' 51 824 753 556 ',
        address1: ' 12 Main North Road ',
        address2: '   ',
        locality: ' Clare ',
        postalcode: ' 5453 ',
        country: undefined,
      }),
    ).toEqual({
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

describe('company details Submit button (spec §5)', () => {
  const saved: CompanyDetailsFormValues = companyDetailsFormValues({
    name: 'Grower Farms',
    abn: '51824753556',
    address1: '12 Main North Road',
    address2: null,
    locality: 'Clare',
    postalcode: '5453',
    state_province: 'SA',
  });
  const empty = companyDetailsFormValues({
    name: 'Grower Farms',
    abn: null,
    address1: null,
    address2: null,
    locality: null,
    postalcode: null,
    state_province: null,
  });

  it.each<[string, CompanyDetailsFormValues, Partial<CompanyDetailsFormValues>, boolean]>([
    ['unchanged', saved, {}, false],
    ['name changed', saved, { name: 'Grower Farms Pty Ltd' }, true],
    ['only spaces added', saved, { name: 'Grower Farms ', abn: '51 824 753 556' }, false],
    ['address2 added', saved, { address2: 'Unit 2' }, true],
    ['state changed', saved, { state_province: 'VIC' }, true],
    ['changed but the name emptied', saved, { name: '' }, false],
    ['changed but no postcode', saved, { postalcode: ' ', locality: 'Auburn' }, false],
    ['first save, incomplete', empty, { address1: '12 Main North Road' }, false],
    [
      'first save, complete without ABN or address2',
      empty,
      { address1: '12 Main North Road', locality: 'Clare', postalcode: '5453', state_province: 'SA' },
      true,
    ],
    ['first save, no state', empty, { address1: '12 Main North Road', locality: 'Clare', postalcode: '5453' }, false],
  ])('%s', (_name, initial, change, enabled) => {
    expect(canSubmitCompanyDetails(initial, { ...initial, ...change })).toBe(enabled);
  });
});

describe('company name errors from the server (spec §8)', () => {
  it.each([
    [
      'has already been taken',
      'Company/Organisation Name is already in use. Please use a different Company/Organisation Name.',
    ],
    ['Company/Organisation Name is too short', 'Company/Organisation Name is too short'],
  ])('%s', (message, text) => expect(companyNameErrorText(message)).toBe(text));
});
