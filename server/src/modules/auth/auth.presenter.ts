import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { Company } from '@mesonet/shared/contracts/company.schema';
import type { UserRow } from './auth.tables';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Maps the user's row and their company (companies/company.presenter.ts) to the user the browser sees
 * (spec §3 "Auth user"); rows never cross HTTP.
 * `invitedPermissions` is the open invitation from another company, if any (spec §3 "Invited permissions").
 */
export function presentAuthUser(
  user: UserRow,
  company: Company,
  invitedPermissions: AuthUser['invited_permissions'],
): AuthUser {
  return {
    id: user.id,
    uid: user.email,
    email: user.email,
    phone: user.phone,
    first_name: user.firstName,
    surname: user.surname,
    company,
    permissions: {
      owner: user.owner,
      home_location_growing_seasons: user.homeLocationGrowingSeasons,
      account_billing: user.accountBilling,
      user_management: user.userManagement,
      operator_console: user.operatorConsole,
      company_invitation_created_at: iso(user.companyInvitationCreatedAt),
      company_invitation_accepted_at: iso(user.companyInvitationAcceptedAt),
      company_invitation_declined_at: iso(user.companyInvitationDeclinedAt),
      owner_invitation_created_at: iso(user.ownerInvitationCreatedAt),
      owner_invitation_accepted_at: iso(user.ownerInvitationAcceptedAt),
      owner_invitation_declined_at: iso(user.ownerInvitationDeclinedAt),
      removal_created_at: iso(user.removalCreatedAt),
    },
    invited_permissions: invitedPermissions,
    map_default_centre_coords:
      user.mapDefaultCentreLat !== null && user.mapDefaultCentreLng !== null
        ? { lat: user.mapDefaultCentreLat, lng: user.mapDefaultCentreLng }
        : null,
    map_default_zoom_level: user.mapDefaultZoomLevel,
  };
}
