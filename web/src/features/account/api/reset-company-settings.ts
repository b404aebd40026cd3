import { companySettingsResponseSchemas } from '@mesonet/shared/contracts/account.schema';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * PUT /api/members/company_settings with update_type company_settings_reset (spec §7): deletes nothing;
 * the server works the account setup flags out again from what the company has stored.
 */
export async function resetCompanySettings(): Promise<{ user: AuthUser; message: string }> {
  const body = await api.put(
    '/members/company_settings',
    { update_type: 'company_settings_reset' },
    companySettingsResponseSchemas.company_settings_reset,
  );
  return { user: body.data, message: body.message };
}

/** `onUserChanged` gets the refreshed user (checklist, banners and plan badge follow it). */
export function useResetCompanySettings({ onUserChanged }: { onUserChanged: (user: AuthUser) => void }) {
  return useMutation({
    mutationFn: resetCompanySettings,
    onSuccess: (result) => onUserChanged(result.user),
  });
}
