import { accountMessages as m } from '@mesonet/shared/account/account.messages';
import {
  canMakeAccountOwner,
  canManageAccountAndBilling,
  canManageUsers,
  hasPlanForUserManagement,
  isRemovedFromCompany,
} from '@mesonet/shared/account/account-roles';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { operatorConsolePermissionRefusal } from '@mesonet/shared/operator-console/operator-access';
import { ApiError } from '../../http/api-error';
import type { UserRow } from '../auth/auth.tables';
import type { CompanyRow } from '../companies/companies.tables';
import { roleFieldsOf } from './accounts.presenter';

/**
 * Who may do what in a company (spec §6), checked on every call with the rows read in the same
 * transaction. The rules themselves are shared with the browser (account-roles.ts); these turn a "no"
 * into the contract's 403.
 */
const forbidden = (message: string) => ApiError.field(403, 'base', message);

function requireMember(user: UserRow): void {
  if (isRemovedFromCompany(roleFieldsOf(user))) throw forbidden(m.removedFromCompany);
}

/** Company details, survey (and the billing screens): owner or account_billing. */
export function requireAccountAndBilling(user: UserRow): void {
  requireMember(user);
  if (!canManageAccountAndBilling(roleFieldsOf(user))) throw forbidden(m.notPermitted);
}

/** The users list, inviting, permissions and removal: owner or user_management, on a plan. */
export function requireUserManagement(user: UserRow, company: CompanyRow): void {
  requireMember(user);
  if (!canManageUsers(roleFieldsOf(user))) throw forbidden(m.notPermitted);
  if (!hasPlanForUserManagement(company.planKey)) throw forbidden(m.planRequired);
}

/** 'Make Account Owner': the owner only. */
export function requireOwner(user: UserRow): void {
  requireMember(user);
  if (!canMakeAccountOwner(roleFieldsOf(user))) throw forbidden(m.notPermitted);
}

/** Setting the Operator Console permission: in the admin company, by an operator, on an accepted member. */
export function requireOperatorConsoleGrant(actor: AuthUser, target: { pending: boolean }): void {
  const refusal = operatorConsolePermissionRefusal(actor, target);
  if (refusal) throw ApiError.unprocessable('permission_operator_console', refusal);
}
