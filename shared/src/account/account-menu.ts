import type { accountScreens } from '../routing/app-routes';
import {
  canManageAccountAndBilling,
  canManageUsers,
  hasPlanForUserManagement,
  isRemovedFromCompany,
  type RoleFields,
} from './account-roles';

export type AccountScreenKey = (typeof accountScreens)[number];

/** Who may open a screen: the billing group, the user-management group, or every signed-in member. */
type Audience = 'account_billing' | 'user_management' | 'everyone';

/** The account menu in display order, with the labels shown (spec §2 "Account area"). */
export const accountMenuEntries = [
  { screen: 'account_setup_checklist', label: 'Account Setup Checklist', audience: 'account_billing' },
  { screen: 'company_details', label: 'Company Details', audience: 'account_billing' },
  { screen: 'plan_and_extras', label: 'Plan and Extras', audience: 'account_billing' },
  { screen: 'payment_details', label: 'Payment Details', audience: 'account_billing' },
  { screen: 'user_survey', label: 'User Survey', audience: 'account_billing' },
  { screen: 'start_trial_or_billing', label: 'Start Trial or Billing', audience: 'account_billing' },
  { screen: 'user_management', label: 'User Management', audience: 'user_management' },
  { screen: 'update_user_details', label: 'Update User Profile', audience: 'everyone' },
  { screen: 'referrals', label: 'Referrals', audience: 'everyone' },
] as const satisfies ReadonlyArray<{ screen: AccountScreenKey; label: string; audience: Audience }>;
export type AccountMenuEntry = (typeof accountMenuEntries)[number];

/** What the account rules need to know of the signed-in user (an AuthUser fits). */
export interface AccountViewer {
  permissions: RoleFields;
  company: { billing_item_access_plan: object | null };
}

export const notLoggedInText = 'Not Logged In';

export type AccountMenu =
  | { state: 'not_logged_in'; notice: typeof notLoggedInText }
  /** Spec §6: a member marked for removal sees no main panel, only the way to a new company account. */
  | { state: 'removed' }
  | { state: 'signed_in'; entries: AccountMenuEntry[] };

function inAudience(viewer: AccountViewer, audience: Audience): boolean {
  switch (audience) {
    case 'account_billing':
      return canManageAccountAndBilling(viewer.permissions);
    case 'user_management':
      return canManageUsers(viewer.permissions);
    case 'everyone':
      return true;
  }
}

/**
 * Spec §2 "Account area": 'Not Logged In' without a user; owner or account_billing see company details,
 * plan, payment, survey and trial/billing (and the checklist of those steps); owner or user_management
 * see User Management when the company has an access plan; everyone signed in sees Update User Profile
 * and Referrals.
 */
export function accountMenu(viewer: AccountViewer | null): AccountMenu {
  if (!viewer) return { state: 'not_logged_in', notice: notLoggedInText };
  if (isRemovedFromCompany(viewer.permissions)) return { state: 'removed' };
  const hasAccessPlan = hasPlanForUserManagement(viewer.company.billing_item_access_plan);
  const entries = accountMenuEntries.filter(
    (entry) => inAudience(viewer, entry.audience) && (entry.screen !== 'user_management' || hasAccessPlan),
  );
  return { state: 'signed_in', entries };
}

export type AccountScreenAccess = 'not_logged_in' | 'removed' | 'allowed' | 'forbidden';

function audienceOfScreen(screen: AccountScreenKey): Audience {
  if (screen.startsWith('user_management')) return 'user_management';
  return accountMenuEntries.find((entry) => entry.screen === screen)?.audience ?? 'everyone';
}

/**
 * Whether an account screen opened by its address shows its main panel. User management screens open
 * without a plan too: they say 'This feature is only available when a billing plan has been selected.'
 */
export function accountScreenAccess(viewer: AccountViewer | null, screen: AccountScreenKey): AccountScreenAccess {
  if (!viewer) return 'not_logged_in';
  if (isRemovedFromCompany(viewer.permissions)) return 'removed';
  return inAudience(viewer, audienceOfScreen(screen)) ? 'allowed' : 'forbidden';
}
