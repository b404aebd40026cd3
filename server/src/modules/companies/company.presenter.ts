import { companyUserLimit } from '@mesonet/shared/account/company-users';
import type { Company } from '@mesonet/shared/contracts/company.schema';
import { capabilitiesOfPlan } from '@mesonet/shared/plans/plans';
import type { UserSurveyResponseRow } from '../accounts/accounts.tables';
import { presentCompanyDetails, presentSurvey } from '../accounts/accounts.presenter';
import { currentChoice, presentCompanyBilling, type CompanyBillingFacts } from '../billing/billing.presenter';
import type { CompanyRow } from './companies.tables';

/** Everything spec §3 "Company" is made of (companyFactsOf loads it). */
export interface CompanyFacts extends CompanyBillingFacts {
  company: CompanyRow;
  survey: { survey: UserSurveyResponseRow; stationName: string | null } | undefined;
  /** Members not removed plus open invitations (accountsRepository.countUsersAgainstLimit). */
  activeUsers: number;
}

/** Spec §6, CONTRACT.md §7: how many users the company may have, the owner and open invitations included. */
export function permittedUsersOf(company: CompanyRow): number {
  const plan = currentChoice(company);
  return companyUserLimit({
    billing_item_access_plan: plan
      ? { user_limit: company.userLimit ?? capabilitiesOfPlan(plan.planKey).userLimit }
      : null,
  });
}

/** The company every answer with a user carries (spec §3 "Company"); the one place it is put together. */
export function presentCompany(facts: CompanyFacts): Company {
  const { company } = facts;
  const details = presentCompanyDetails(company);
  return {
    ...presentCompanyBilling(company, facts),
    name: company.name,
    company_name: company.name,
    slug: company.slug,
    email: company.email,
    phone: company.phone,
    abn: details.abn,
    address1: details.address1,
    address2: details.address2,
    locality: details.locality,
    postalcode: details.postalcode,
    state_province_id: details.state_province,
    state_province_abbreviated_name: details.state_province,
    country_id: 'AU',
    country_name: details.country,
    user_survey_response: facts.survey ? presentSurvey(facts.survey.survey, facts.survey.stationName) : null,
    active_users: facts.activeUsers,
    permitted_users: permittedUsersOf(company),
  };
}

/** The contact and address fields a response and a row share, emptied for a member who may not see them. */
const withheldContactDetails = {
  email: null,
  phone: null,
  abn: null,
  address1: null,
  address2: null,
  locality: null,
  postalcode: null,
};

/**
 * The company as a member without 'Account and Billing' sees it in their own user: its name, plan, setup
 * and stations (the header's badge and the map need them), but not its card, invoices, address, ABN or
 * survey. Only the owner and 'Account and Billing' members open the screens and banners that show those
 * (spec §6 "Billing banners only for owner or account_billing").
 */
export function withholdAccountAndBilling(company: Company): Company {
  return {
    ...company,
    ...withheldContactDetails,
    state_province_id: null,
    state_province_abbreviated_name: null,
    user_survey_response: null,
    invoices_payment_unsuccessful: [],
    active_payment_method: null,
  };
}

/**
 * The company as a member removed from it sees it in their own user (spec §6: they keep no part of it and
 * may only make a company of their own): its name, and no plan, billing, card, invoice, address or
 * survey. Every column is named, so a new one is withheld until someone decides otherwise.
 */
export function presentCompanyLeftBehind(company: CompanyRow): Company {
  const { id, name, slug, country, createdAt, updatedAt } = company;
  const withheld: CompanyRow = {
    id,
    name,
    slug,
    country,
    createdAt,
    updatedAt,
    paid: false,
    ...withheldContactDetails,
    stateProvince: null,
    hasCompanyDetails: false,
    hasBillingPlan: false,
    hasPaymentMethod: false,
    hasUserSurveyResponse: false,
    hasBillingDiscountCodeUse: false,
    planKey: null,
    signUpReferralCode: null,
    userLimit: null,
    planStationSlug: null,
    additionalStationSlugs: [],
    scheduledPlanKey: null,
    scheduledPlanStationSlug: null,
    scheduledAdditionalStationSlugs: [],
    billingDiscountCodeStatus: null,
    billingDiscountCodeUserAcceptance: null,
    billingPlanFreeUntil: null,
    billingFirstBilledAt: null,
    billingLastBilledAt: null,
    billingNextBillableAt: null,
    planStationsChangedAt: null,
  };
  return presentCompany({
    company: withheld,
    paymentMethod: undefined,
    unpaidInvoices: [],
    stationNames: new Map(),
    survey: undefined,
    activeUsers: 0,
    freeTrialAvailable: false,
    stationsChangeableFrom: null,
  });
}
