import { describe, expect, it } from 'vitest';
import { bothEmailsTyped } from './retyped-email';

describe('bothEmailsTyped: Invite and Send Referral wait for both email fields (spec §5)', () => {
  it.each<[string, string, boolean]>([
    ['', '', false],
    ['sam@example.com', '', false],
    ['  ', 'sam@example.com', false],
    ['sam@example.com', 'sam@', true],
  ])('%j and %j → %s', (email, email_confirmation, enabled) =>
    expect(bothEmailsTyped({ email, email_confirmation })).toBe(enabled),
  );
});
