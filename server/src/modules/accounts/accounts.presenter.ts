import { australianStates, companyCountry } from '@mesonet/shared/account/company-details';
import { surveyFarmSizes } from '@mesonet/shared/account/user-survey';
import type { RoleFields } from '@mesonet/shared/account/account-roles';
import type { CompanyUser, SavedCompanyDetails } from '@mesonet/shared/contracts/account.schema';
import type { SavedUserSurvey } from '@mesonet/shared/contracts/company.schema';
import type { UserRow } from '../auth/auth.tables';
import type { CompanyRow } from '../companies/companies.tables';
import type { CompanyInvitationRow, UserSurveyResponseRow } from './accounts.tables';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The permission fields the shared account rules read. */
export function roleFieldsOf(user: UserRow): RoleFields {
  return {
    owner: user.owner,
    home_location_growing_seasons: user.homeLocationGrowingSeasons,
    account_billing: user.accountBilling,
    user_management: user.userManagement,
    removal_created_at: iso(user.removalCreatedAt),
  };
}

export function presentCompanyUser(user: UserRow): CompanyUser {
  return {
    email: user.email,
    first_name: user.firstName,
    surname: user.surname,
    permissions: {
      ...roleFieldsOf(user),
      operator_console: user.operatorConsole,
      company_invitation_created_at: iso(user.companyInvitationCreatedAt),
      company_invitation_accepted_at: iso(user.companyInvitationAcceptedAt),
      owner_invitation_created_at: iso(user.ownerInvitationCreatedAt),
      owner_invitation_accepted_at: iso(user.ownerInvitationAcceptedAt),
      owner_invitation_declined_at: iso(user.ownerInvitationDeclinedAt),
    },
  };
}

/** An invitation not yet accepted, as a row of User Management: no name, not accepted. */
export function presentInvitedCompanyUser(invitation: CompanyInvitationRow): CompanyUser {
  return {
    email: invitation.email,
    first_name: null,
    surname: null,
    permissions: {
      owner: false,
      home_location_growing_seasons: invitation.homeLocationGrowingSeasons,
      account_billing: invitation.accountBilling,
      user_management: invitation.userManagement,
      operator_console: false,
      removal_created_at: null,
      company_invitation_created_at: invitation.createdAt.toISOString(),
      company_invitation_accepted_at: null,
      owner_invitation_created_at: null,
      owner_invitation_accepted_at: null,
      owner_invitation_declined_at: null,
    },
  };
}

/** A stored value of a fixed list; values were checked on the way in, so anything else reads as unanswered. */
function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return list.find((item) => item === value) ?? null;
}

export function presentCompanyDetails(company: CompanyRow): SavedCompanyDetails {
  return {
    name: company.name,
    abn: company.abn,
    address1: company.address1,
    address2: company.address2,
    locality: company.locality,
    postalcode: company.postalcode,
    state_province: oneOf(australianStates, company.stateProvince),
    country: companyCountry,
  };
}

/** The required answers were checked against their lists when saved (user-survey.ts). */
export function presentSurvey(survey: UserSurveyResponseRow, stationName: string | null): SavedUserSurvey {
  return {
    user1_age: survey.user1Age as SavedUserSurvey['user1_age'],
    user1_gender: survey.user1Gender as SavedUserSurvey['user1_gender'],
    occupation_industry: survey.occupationIndustry,
    main_aws_of_interest: stationName ? { label: stationName, value: survey.mainAwsOfInterest } : null,
    main_use_of_mesonet: survey.mainUseOfMesonet,
    farm_size: oneOf(surveyFarmSizes, survey.farmSize),
    main_crop_type: survey.mainCropType,
    main_two_herbicides_used_in_summer: survey.mainTwoHerbicidesUsedInSummer,
    usual_supplier_of_summer_herbicide: survey.usualSupplierOfSummerHerbicide,
    where_heard_about_us: survey.whereHeardAboutUs as SavedUserSurvey['where_heard_about_us'],
    social_media_use: survey.socialMediaUse,
    updated_at: survey.updatedAt.toISOString(),
  };
}
