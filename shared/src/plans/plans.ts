import { capabilitiesOf, planCapabilityTable, type PlanCapabilities } from './plan-capabilities';

/**
 * The billing plan catalogue (spec §9): keys, names and prices, integer cents, annual, ex GST. What each
 * plan may do and see is in plan-capabilities.ts, by the plan's feature set.
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
}

export const plans: Readonly<Record<PlanKey, Plan>> = {
  free_access_1: {
    key: 'free_access_1',
    name: 'Free Access',
    featureSetKey: 'free_access',
    priceCentsExGst: 0,
  },
  standard_bundle_1: {
    key: 'standard_bundle_1',
    name: 'Standard Bundle',
    featureSetKey: 'standard_bundle',
    priceCentsExGst: 200_00,
  },
  farm_bundle_1: {
    key: 'farm_bundle_1',
    name: 'Farm Bundle',
    featureSetKey: 'farm_bundle',
    priceCentsExGst: 365_00,
  },
  premium_bundle_1: {
    key: 'premium_bundle_1',
    name: 'Premium Bundle',
    featureSetKey: 'premium_bundle',
    priceCentsExGst: 540_00,
  },
  all_access_1: {
    key: 'all_access_1',
    name: 'All Access',
    featureSetKey: 'all_access',
    priceCentsExGst: 0,
  },
  admin_1: { key: 'admin_1', name: 'Admin', featureSetKey: 'admin', priceCentsExGst: 0 },
};

export function isPlanKey(value: string): value is PlanKey {
  return (planKeys as readonly string[]).includes(value);
}

/** Plans a company may choose on Plan and Extras (spec §2, §9); all_access_1 and admin_1 are given, not chosen. */
export const selectablePlanKeys = ['free_access_1', 'standard_bundle_1', 'farm_bundle_1', 'premium_bundle_1'] as const;
export type SelectablePlanKey = (typeof selectablePlanKeys)[number];

export function isSelectablePlanKey(value: string): value is SelectablePlanKey {
  return (selectablePlanKeys as readonly string[]).includes(value);
}

/** What a plan may do and see; no plan reads the capability table's `none` row. */
export function capabilitiesOfPlan(key: PlanKey | null): PlanCapabilities {
  return capabilitiesOf(key ? plans[key].featureSetKey : null);
}

/** Spec §9: premium's additional stations, $90 a year each ex GST; how many, its capabilities say. */
export const additionalStationPriceCentsExGst = 90_00;
export const maxAdditionalStations = planCapabilityTable.premium_bundle.nominatedStations.maxAdditional;

/** Plans whose metrics are tied to a selected station plus extras (spec §6). */
export function planHasStations(key: PlanKey): boolean {
  return capabilitiesOfPlan(key).nominatedStations !== null;
}

/** A company's plan as billed: the plan and, for premium, its selected station and extras. */
export interface PlanChoice {
  planKey: PlanKey;
  stationSlug: string | null;
  additionalStationSlugs: readonly string[];
}

/** The yearly price of a plan with its extras, integer cents ex GST (spec §9); extras count only on premium. */
export function planChoicePriceCentsExGst(choice: PlanChoice): number {
  const extras = planHasStations(choice.planKey) ? choice.additionalStationSlugs.length : 0;
  return plans[choice.planKey].priceCentsExGst + extras * additionalStationPriceCentsExGst;
}

/** Two choices bill and show the same: same plan, same station, same extras in any order. */
export function samePlanChoice(a: PlanChoice, b: PlanChoice): boolean {
  const extras = (c: PlanChoice) => (planHasStations(c.planKey) ? [...c.additionalStationSlugs].sort().join(',') : '');
  const station = (c: PlanChoice) => (planHasStations(c.planKey) ? c.stationSlug : null);
  return a.planKey === b.planKey && station(a) === station(b) && extras(a) === extras(b);
}
