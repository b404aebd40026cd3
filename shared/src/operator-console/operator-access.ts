import { isRemovedFromCompany } from '../account/account-roles';
import type { AuthUser } from '../contracts/auth-user.schema';
import { capabilitiesOf } from '../plans/plan-capabilities';
import { capabilitiesOfPlan } from '../plans/plans';

type CompanyPlan = Pick<AuthUser['company'], 'billing_item_access_plan' | 'billing_product_feature_set_key'>;
type Operator = {
  company: CompanyPlan;
  permissions: Pick<AuthUser['permissions'], 'owner' | 'operator_console' | 'removal_created_at'>;
};

/**
 * The company that runs the service: its saved plan or its feature-set key has the operator console
 * (the admin_1 plan, feature-set key admin: spec §6).
 */
export function isAdminCompany(company: CompanyPlan): boolean {
  return (
    capabilitiesOfPlan(company.billing_item_access_plan?.billing_product_key ?? null).operatorConsole ||
    capabilitiesOf(company.billing_product_feature_set_key).operatorConsole
  );
}

/**
 * The operator console and draft preview: the owner of the admin company, or a member of it given the
 * Operator Console permission, while still in it. The server refuses every console call and every draft
 * to anyone else; the browser uses the same rule only to show the menu entry and the console.
 */
export function canUseOperatorConsole(user: Operator | null): boolean {
  if (!user || !isAdminCompany(user.company) || isRemovedFromCompany(user.permissions)) return false;
  return user.permissions.owner || user.permissions.operator_console;
}

/** The permission as the user management screen of the admin company shows it. */
export const operatorConsolePermission = { key: 'operator_console', label: 'Operator Console' } as const;

export const operatorConsoleMessages = {
  notAdminCompany: 'The Operator Console permission is only for users of the company that runs the Mesonet.',
  notAnOperator: 'Only a user who can open the operator console can change who else may.',
  notYetAccepted: 'The Operator Console permission can be given once the invitation has been accepted.',
} as const;

/**
 * Why `actor` may not set the Operator Console permission of a company user, or null when they may:
 * only in the admin company, only by someone who can use the console themselves (a user manager
 * must not hand out more than they hold), and only to a member who has accepted their invitation.
 */
export function operatorConsolePermissionRefusal(actor: Operator, target: { pending: boolean }): string | null {
  if (!isAdminCompany(actor.company)) return operatorConsoleMessages.notAdminCompany;
  if (!canUseOperatorConsole(actor)) return operatorConsoleMessages.notAnOperator;
  if (target.pending) return operatorConsoleMessages.notYetAccepted;
  return null;
}
