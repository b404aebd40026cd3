import { describe, expect, it } from 'vitest';
import { hasPlanForUserManagement } from './account-roles';

const planItem = { billing_product_key: 'farm_bundle_1', billing_product_name: 'Farm Bundle', user_limit: null };

describe('user management needs a saved access plan (spec §2 "User management")', () => {
  it.each<[string, object | string | null, boolean]>([
    ['no plan saved', null, false],
    ['a saved plan key, as the server reads it', 'farm_bundle_1', true],
    ["the company's plan item, as the browser reads it", planItem, true],
  ])('%s', (_case, savedAccessPlan, expected) => {
    expect(hasPlanForUserManagement(savedAccessPlan)).toBe(expected);
  });
});
