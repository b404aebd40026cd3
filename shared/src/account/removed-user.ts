import type { Permissions } from '../contracts/auth-user.schema';
import { appRoutes } from '../routing/app-routes';
import { isRemovedFromCompany } from './account-roles';

export const removedUserRedirectDelayMs = 1000;

/**
 * Spec §2: a removed member is sent to /create_new_company_account after 1 second, unless already there.
 * The invitation page of another company stays open too, so such a member can still accept it.
 */
export function removedUserRedirect(
  viewer: { permissions: Pick<Permissions, 'removal_created_at'>; invited_permissions: unknown } | null,
  pathname: string,
): string | null {
  if (!viewer || !isRemovedFromCompany(viewer.permissions)) return null;
  const stay: string[] = [appRoutes.createNewCompanyAccount];
  if (viewer.invited_permissions) stay.push(appRoutes.companyTransferInvitation);
  return stay.includes(pathname) ? null : appRoutes.createNewCompanyAccount;
}
