import { describe, expect, it } from 'vitest';
import { signUpErrorTexts } from './sign-up-errors';

const form = { company_name: 'Grower Farms', first_name: 'Jo', surname: 'Grower' };
const body = (field_name: string, message: string) => ({ errors: [{ field_name, messages: [message] }] });

describe('sign-up error texts (spec §8)', () => {
  it.each([
    [
      'email',
      'has already been taken',
      /^The email address is already registered\. Please try logging in with this email/,
    ],
    ['email', 'is not an email', /^Email address is not an email\.$/],
    ['company_name', 'has already been taken', /already in use.*'Grower Farms_Jo_Grower'/],
    ['company_name', 'is too short', /^Company\/Organisation Name is too short\.$/],
    ['phone', 'is invalid', /^Phone number is invalid\.$/],
    ['base', 'Something went wrong', /^Something went wrong$/],
  ])('%s: %s', (field, message, expected) => {
    const texts = signUpErrorTexts(body(field, message), form);
    expect(texts[field as keyof typeof texts]).toMatch(expected);
  });

  it('complete-signup shows only email and phone errors', () => {
    const texts = signUpErrorTexts(
      {
        errors: [
          { field_name: 'company_name', messages: ['has already been taken'] },
          { field_name: 'phone', messages: ['is invalid'] },
        ],
      },
      form,
      ['email', 'phone'],
    );
    expect(texts).toEqual({ phone: 'Phone number is invalid.' });
  });
});
