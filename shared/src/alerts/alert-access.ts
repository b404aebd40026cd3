/**
 * How many alert rules a signed-in user may keep, for the alerts screen to show the plan's limit or the
 * upgrade state before asking the server (which enforces the same number: plan-capabilities.ts
 * `alertRules`). A member removed from their company keeps none.
 */
import type { Permissions } from '../contracts/auth-user.schema';
import { capabilitiesOf } from '../plans/plan-capabilities';
import type { FeatureSetKey } from '../plans/plans';

export interface AlertViewer {
  company: { billing_product_feature_set_key: FeatureSetKey | null };
  permissions: Pick<Permissions, 'removal_created_at'>;
}

export function alertRuleLimitOf(viewer: AlertViewer | null): number {
  if (viewer === null || viewer.permissions.removal_created_at !== null) return 0;
  return capabilitiesOf(viewer.company.billing_product_feature_set_key).alertRules;
}

/** Whether the plan offers alerts at all. */
export function canUseAlerts(viewer: AlertViewer | null): boolean {
  return alertRuleLimitOf(viewer) > 0;
}
