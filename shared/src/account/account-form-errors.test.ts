import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../contracts/api-errors.schema';
import { accountMessages as m } from './account.messages';
import { accountFormErrors, companyDetailsFormErrors } from './account-form-errors';

const body = (...errors: Array<[string, ...string[]]>): ApiErrorBody => ({
  errors: errors.map(([field_name, ...messages]) => ({ field_name, messages })),
});

describe('account form errors (CONTRACT.md §3, spec §8)', () => {
  it.each<[string, ApiErrorBody, Record<string, string>, string[]]>([
    ['nothing', body(), {}, []],
    ['one field', body(['occupation_industry', m.occupationTooLong]), { occupation_industry: m.occupationTooLong }, []],
    ['base goes above the form', body(['base', m.notPermitted]), {}, [m.notPermitted]],
    ['an unknown field goes above the form', body(['update_type', m.unknownUpdateType]), {}, [m.unknownUpdateType]],
    [
      'two messages on one field are joined',
      body(['main_use_of_mesonet', 'First.', 'Second.']),
      { main_use_of_mesonet: 'First. Second.' },
      [],
    ],
    ['a field without messages', body(['farm_size']), {}, []],
  ])('%s', (_name, answer, fields, form) => {
    const errors = accountFormErrors(answer, ['occupation_industry', 'main_use_of_mesonet', 'farm_size']);
    expect(errors.fields).toEqual(fields);
    expect(errors.form).toEqual(form);
  });

  it.each<[string, ApiErrorBody, Record<string, string>, string[]]>([
    ['a taken company name', body(['name', 'has already been taken']), { name: m.companyNameInUse }, []],
    ['a short company name', body(['name', m.companyNameTooShort]), { name: m.companyNameTooShort }, []],
    [
      'ABN and state together',
      body(['abn', m.abnTooShort], ['state_province', m.stateRequired]),
      { abn: m.abnTooShort, state_province: m.stateRequired },
      [],
    ],
    ['a removed member', body(['base', m.removedFromCompany]), {}, [m.removedFromCompany]],
  ])('company details: %s', (_name, answer, fields, form) => {
    const errors = companyDetailsFormErrors(answer);
    expect(errors.fields).toEqual(fields);
    expect(errors.form).toEqual(form);
  });
});
