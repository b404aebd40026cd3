import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';

/**
 * Admin users (issue 7 part 7): the company's plan is admin_1 or its feature-set key is admin. They see
 * drafts in preview mode and, through the operator console, publish and edit the content.
 */
export function isAdminUser(user: AuthUser): boolean {
  return (
    user.company.billing_item_access_plan?.billing_product_key === 'admin_1' ||
    user.company.billing_product_feature_set_key === 'admin'
  );
}
