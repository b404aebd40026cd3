import type { AuthUser } from '../contracts/auth-user.schema';

/**
 * Issue 7 part 7: the operator console is for admin users, those whose company is on the admin_1 plan or
 * has the feature-set key admin (spec §6 "Company feature-set key 'admin' gets all access"). The server
 * refuses every console call to anyone else; the browser uses the same rule only to show the menu entry.
 */
export function canUseOperatorConsole(user: Pick<AuthUser, 'company'> | null): boolean {
  if (!user) return false;
  return (
    user.company.billing_item_access_plan?.billing_product_key === 'admin_1' ||
    user.company.billing_product_feature_set_key === 'admin'
  );
}
