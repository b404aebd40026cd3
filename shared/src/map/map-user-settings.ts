import { planIncludes } from '../plans/plan-features';
import type { FeatureSetKey } from '../plans/plans';

/**
 * Spec §2: the user-settings button is for signed-in users whose plan has no feature-set key or one of
 * farm_bundle, premium_bundle, all_access, admin: the plans with custom zoom (§9 "Plan features").
 */
export function canUseMapUserSettings(
  user: { company: { billing_product_feature_set_key: FeatureSetKey | null } } | null,
): boolean {
  return user !== null && planIncludes(user.company.billing_product_feature_set_key, 'custom_zoom');
}
