import type { Permissions } from '../contracts/auth-user.schema';

/** The permission fields the account rules read (spec §3 "Permissions"). */
export type RoleFields = Pick<
  Permissions,
  'owner' | 'home_location_growing_seasons' | 'account_billing' | 'user_management' | 'removal_created_at'
>;

/** Spec §6: a removed member can still sign in, but only to create a new company account. */
export function isRemovedFromCompany(permissions: Pick<RoleFields, 'removal_created_at'>): boolean {
  return permissions.removal_created_at !== null;
}

/** Owner or 'Account and Billing': company details, plan, payment, survey, trial or billing. */
export function canManageAccountAndBilling(permissions: RoleFields): boolean {
  return !isRemovedFromCompany(permissions) && (permissions.owner || permissions.account_billing);
}

/** Owner or 'User Management': the users list, inviting, changing permissions, deleting users. */
export function canManageUsers(permissions: RoleFields): boolean {
  return !isRemovedFromCompany(permissions) && (permissions.owner || permissions.user_management);
}

/**
 * Spec §2 "User management": the users list, inviting, permissions and removal need a saved access plan;
 * without one the screen only says so. `savedAccessPlan` is the company's plan (its key or its item), null
 * until one is saved.
 */
export function hasPlanForUserManagement(savedAccessPlan: object | string | null): boolean {
  return savedAccessPlan !== null;
}

/** Spec §6: only the owner sees 'Make Account Owner'. */
export function canMakeAccountOwner(permissions: RoleFields): boolean {
  return !isRemovedFromCompany(permissions) && permissions.owner;
}

/** The three permissions a member can be given, with the spec's labels (§6), in display order. */
export const memberPermissions = [
  { key: 'home_location_growing_seasons', label: 'Home Location and Growing Seasons' },
  { key: 'account_billing', label: 'Account and Billing' },
  { key: 'user_management', label: 'User Management' },
] as const;
export type MemberPermission = (typeof memberPermissions)[number]['key'];
