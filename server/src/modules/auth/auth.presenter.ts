import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { effectiveFeatureSetKey } from '@mesonet/shared/plans/effective-plan';
import { isPlanKey, plans } from '@mesonet/shared/plans/plans';
import type { CompanyRow } from '../companies/companies.tables';
import type { UserRow } from './auth.tables';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The company's access plan with its user limit (the company's own limit, else the plan's); null without a plan. */
export function presentAccessPlan(company: CompanyRow): AuthUser['company']['billing_item_access_plan'] {
  const plan = company.planKey && isPlanKey(company.planKey) ? plans[company.planKey] : null;
  return plan
    ? {
        billing_product_key: plan.key,
        billing_product_name: plan.name,
        user_limit: company.userLimit ?? plan.userLimit,
      }
    : null;
}

/**
 * Maps database rows to the user the browser sees (spec §3 "Auth user"); rows never cross HTTP.
 * `invitedPermissions` is the open invitation from another company, if any (spec §3 "Invited permissions").
 */
export function presentAuthUser(
  user: UserRow,
  company: CompanyRow,
  invitedPermissions: AuthUser['invited_permissions'],
): AuthUser {
  const accessPlan = presentAccessPlan(company);
  return {
    id: user.id,
    uid: user.email,
    email: user.email,
    phone: user.phone,
    first_name: user.firstName,
    surname: user.surname,
    company: {
      name: company.name,
      slug: company.slug,
      paid: company.paid,
      email: company.email,
      phone: company.phone,
      has_company_details: company.hasCompanyDetails,
      has_billing_plan: company.hasBillingPlan,
      has_payment_method: company.hasPaymentMethod,
      has_user_survey_response: company.hasUserSurveyResponse,
      has_billing_discount_code_use: company.hasBillingDiscountCodeUse,
      // What the company may see now: a saved paid plan waits for the trial or billing to start.
      billing_product_feature_set_key: effectiveFeatureSetKey(company),
      billing_item_access_plan: accessPlan,
    },
    permissions: {
      owner: user.owner,
      home_location_growing_seasons: user.homeLocationGrowingSeasons,
      account_billing: user.accountBilling,
      user_management: user.userManagement,
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
