/**
 * The billing plan catalogue (spec §9). Prices are integer cents, annual, ex GST.
 * The billing issue grows this into the full catalogue; keys and names live here once.
 */
export const featureSetKeys = [
  'free_access',
  'standard_bundle',
  'farm_bundle',
  'premium_bundle',
  'all_access',
  'admin',
] as const;
export type FeatureSetKey = (typeof featureSetKeys)[number];

export const planKeys = [
  'free_access_1',
  'standard_bundle_1',
  'farm_bundle_1',
  'premium_bundle_1',
  'all_access_1',
  'admin_1',
] as const;
export type PlanKey = (typeof planKeys)[number];

export interface Plan {
  key: PlanKey;
  name: string;
  featureSetKey: FeatureSetKey;
  priceCentsExGst: number;
  /** Users a company on this plan may have, the owner included; null means the default. */
  userLimit: number | null;
}

export const plans: Readonly<Record<PlanKey, Plan>> = {
  free_access_1: {
    key: 'free_access_1',
    name: 'Free Access',
    featureSetKey: 'free_access',
    priceCentsExGst: 0,
    userLimit: null,
  },
  standard_bundle_1: {
    key: 'standard_bundle_1',
    name: 'Standard Bundle',
    featureSetKey: 'standard_bundle',
    priceCentsExGst: 200_00,
    userLimit: null,
  },
  farm_bundle_1: {
    key: 'farm_bundle_1',
    name: 'Farm Bundle',
    featureSetKey: 'farm_bundle',
    priceCentsExGst: 365_00,
    userLimit: null,
  },
  premium_bundle_1: {
    key: 'premium_bundle_1',
    name: 'Premium Bundle',
    featureSetKey: 'premium_bundle',
    priceCentsExGst: 540_00,
    userLimit: null,
  },
  all_access_1: {
    key: 'all_access_1',
    name: 'All Access',
    featureSetKey: 'all_access',
    priceCentsExGst: 0,
    userLimit: null,
  },
  admin_1: { key: 'admin_1', name: 'Admin', featureSetKey: 'admin', priceCentsExGst: 0, userLimit: null },
};

export function isPlanKey(value: string): value is PlanKey {
  return (planKeys as readonly string[]).includes(value);
}
