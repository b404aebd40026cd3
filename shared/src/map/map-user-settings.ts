import { isRemovedFromCompany } from '../account/account-roles';
import type { Permissions } from '../contracts/auth-user.schema';
import { capabilitiesOf } from '../plans/plan-capabilities';
import type { FeatureSetKey } from '../plans/plans';

/**
 * Spec §2: the user-settings button is for signed-in users whose plan has custom zoom (§9 "Plan
 * features"; plan-capabilities.ts). A member removed from the company keeps none of its plan.
 */
export function canUseMapUserSettings(
  user: {
    company: { billing_product_feature_set_key: FeatureSetKey | null };
    permissions: Pick<Permissions, 'removal_created_at'>;
  } | null,
): boolean {
  return (
    user !== null &&
    !isRemovedFromCompany(user.permissions) &&
    capabilitiesOf(user.company.billing_product_feature_set_key).customZoom
  );
}
