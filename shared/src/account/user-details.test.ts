import { describe, expect, it } from 'vitest';
import { accountMessages as m } from './account.messages';
import {
  canUpdateUserDetails,
  isEmailChanged,
  userDetailRequestSchema,
  userDetailsErrorDialog,
  userDetailsUpdatedTexts,
  type UserDetailsFormValues,
} from './user-details';

function firstMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0] ?? 'base')] ??= issue.message;
  return byField;
}

const valid = { update_type: 'user_detail', uid: 'jo@example.com', email: 'jo@example.com', phone: '0412 345 678' };

describe('user detail request (spec §7)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', {}, {}],
    ['another update type', { update_type: 'user_settings' }, { update_type: m.unknownUpdateType }],
    ['no uid', { uid: '' }, { uid: m.notOwnUid }],
    ['no email', { email: '' }, { email: m.emailRequired }],
    ['bad email', { email: 'jo@' }, { email: m.emailInvalid }],
    ['no phone', { phone: ' ' }, { phone: m.phoneRequired }],
    ['landline phone', { phone: '08 8123 4567' }, { phone: m.phoneInvalid }],
    ['absurd phone', { phone: '0'.repeat(500) }, { phone: m.phoneInvalid }],
    ['a current password', { current_password: 'paddock-password' }, {}],
    ['a current password that is not text', { current_password: 42 }, { current_password: m.currentPasswordRequired }],
    ['an absurd current password', { current_password: 'x'.repeat(500) }, { current_password: m.currentPasswordWrong }],
  ])('%s', (_name, change, expected) => {
    expect(firstMessages(userDetailRequestSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

describe('Update button (spec §2 "Update user details")', () => {
  const saved = { email: 'jo@example.com', phone: '0412345678', current_password: '' };
  it.each<[string, Partial<UserDetailsFormValues>, boolean]>([
    ['unchanged', {}, false],
    ['email in other case only', { email: ' JO@example.com ' }, false],
    ['new email without the current password', { email: 'jo@farm.example.com' }, false],
    ['new email with the current password', { email: 'jo@farm.example.com', current_password: 'secret-1' }, true],
    ['new phone', { phone: '0498 765 432' }, true],
    ['a password typed but nothing changed', { current_password: 'secret-1' }, false],
    ['email emptied', { email: '', current_password: 'secret-1' }, false],
    ['phone emptied', { email: 'new@example.com', phone: ' ', current_password: 'secret-1' }, false],
  ])('%s', (_name, change, enabled) => expect(canUpdateUserDetails(saved, { ...saved, ...change })).toBe(enabled));

  it('fills an empty saved phone too', () => {
    expect(canUpdateUserDetails({ ...saved, phone: '' }, saved)).toBe(true);
  });

  it.each([
    ['jo@example.com', false],
    [' Jo@Example.com ', false],
    ['jo@farm.example.com', true],
    ['', true],
  ])('asks for the current password when the email reads %j: %s', (email, asked) => {
    expect(isEmailChanged(saved, { email })).toBe(asked);
  });
});

describe('texts after an update (spec §8)', () => {
  it.each([
    [false, null],
    [true, m.reloginAfterEmailChange],
  ])('email changed: %s', (changed, notice) => {
    expect(userDetailsUpdatedTexts(changed)).toEqual({
      title: 'Updated Success',
      message: 'You have updated your detail successfully!',
      notice,
    });
  });

  const taken = 'has already been taken';
  it.each<[string, Array<[string, string]>, string | null, RegExp[]]>([
    ['email taken', [['email', taken]], 'Invalid Email Address', [/email address is registered to a different user/]],
    ['phone taken', [['phone', taken]], 'Invalid Phone Number', [/phone number is registered to a different user/]],
    [
      'both taken',
      [
        ['email', taken],
        ['phone', taken],
      ],
      'Invalid Email Address and Invalid Phone Number',
      [/email address is registered/, /phone number is registered/],
    ],
    ['a format error', [['phone', m.phoneInvalid]], 'Invalid Phone Number', [/^Must be an Australian mobile/]],
    ['only a base error', [['base', 'Something went wrong']], null, []],
  ])('%s', (_name, errors, title, messages) => {
    const dialog = userDetailsErrorDialog({
      errors: errors.map(([field_name, message]) => ({ field_name, messages: [message] })),
    });
    expect(dialog?.title ?? null).toBe(title);
    expect(dialog?.messages ?? []).toHaveLength(messages.length);
    messages.forEach((pattern, i) => expect(dialog?.messages[i]).toMatch(pattern));
  });
});
