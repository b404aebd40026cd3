import type { FeatureSetKey } from '../plans/plans';

/** Feature sets whose users get the map's user-settings button (spec §2 "Map screen"). */
const featureSetsWithMapSettings: readonly FeatureSetKey[] = ['farm_bundle', 'premium_bundle', 'all_access', 'admin'];

/**
 * Spec §2: the user-settings button is for signed-in users whose plan has no feature-set key or one of
 * farm_bundle, premium_bundle, all_access, admin. Candidate for shared/plans/ beside the other plan rules.
 */
export function canUseMapUserSettings(
  user: { company: { billing_product_feature_set_key: FeatureSetKey | null } } | null,
): boolean {
  if (user === null) return false;
  const key = user.company.billing_product_feature_set_key;
  return key === null || featureSetsWithMapSettings.includes(key);
}
