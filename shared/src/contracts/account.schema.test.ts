import { describe, expect, it } from 'vitest';
import { companySettingsPayloadKeys, companySettingsRequestSchema } from './account.schema';

describe('PUT /api/members/company_settings payloads (spec §7)', () => {
  it.each(Object.entries(companySettingsPayloadKeys))('%s carries its fields under %s', (updateType, key) => {
    const result = companySettingsRequestSchema.safeParse({ update_type: updateType });
    // A missing payload reads as empty, so the errors name the fields inside it.
    const paths = result.error?.issues.map((issue) => issue.path) ?? [];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path[0]).toBe(key);
    // Payment details nest the card form's own fields under local_details (spec §7).
    expect(paths.every((path) => path.length === (path[1] === 'local_details' ? 3 : 2))).toBe(true);
  });

  it.each<[unknown]>([[{ update_type: 'billing_everything' }], [{}], [{ update_type: 7 }]])(
    'refuses an unknown update type: %j',
    (body) => {
      const issues = companySettingsRequestSchema.safeParse(body).error?.issues;
      expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([[['update_type'], 'Unknown update type']]);
    },
  );

  it('parses each update type', () => {
    const bodies = [
      {
        update_type: 'company_details',
        company_details: {
          name: 'Grower Farms',
          address1: '12 Main North Road',
          locality: 'Clare',
          postalcode: '5453',
          state_province: 'SA',
        },
      },
      { update_type: 'invite_user_to_company', invite_user_to_company_details: { email: 'sam@example.com' } },
      {
        update_type: 'update_user_permissions',
        user_permissions: {
          email: 'sam@example.com',
          permission_home_location_growing_seasons: false,
          permission_account_billing: true,
          permission_user_management: false,
        },
      },
      { update_type: 'invite_user_to_be_owner', invite_user_to_be_owner_details: { email: 'sam@example.com' } },
      { update_type: 'remove_user', remove_user_details: { email: ' Sam@Example.com ' } },
    ];
    for (const body of bodies) expect(companySettingsRequestSchema.safeParse(body).success).toBe(true);
  });

  it('asks for every permission when changing them', () => {
    const result = companySettingsRequestSchema.safeParse({
      update_type: 'update_user_permissions',
      user_permissions: { email: 'sam@example.com', permission_account_billing: 'yes' },
    });
    expect(result.error?.issues.map((issue) => issue.path[1])).toEqual([
      'permission_home_location_growing_seasons',
      'permission_account_billing',
      'permission_user_management',
    ]);
  });
});
