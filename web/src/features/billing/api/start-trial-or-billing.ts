import { companySettingsResponseSchemas } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { api } from '@/lib/api-client';
import { useBillingChange } from './billing';

/**
 * PUT /api/members/company_settings with update_type billing_discount_code_use: `userAcceptance` true
 * starts the two-week free trial, false starts billing now and charges the plan's first year.
 */
export function startTrialOrBilling(userAcceptance: boolean) {
  return api.put(
    '/members/company_settings',
    {
      update_type: 'billing_discount_code_use',
      billing_discount_code_use_details: { user_acceptance: userAcceptance },
    },
    companySettingsResponseSchemas.billing_discount_code_use,
  );
}

export function useStartTrialOrBilling(options: { userId: number | null; onUserChanged: (user: AuthUser) => void }) {
  return useBillingChange(startTrialOrBilling, options);
}
