import type { MetricFeature } from '../metrics/metric-catalogue';
import type { FeatureSetKey } from './plans';

/**
 * What each plan may do and see, in one table (spec §6 "Feature access by plan key", §9 "Plan
 * features"). Rows are keyed by the company's feature-set key (plans.ts maps each plan key to one), plus
 * `none` for a company without a key. Every plan check on both sides reads this table, directly or
 * through the small functions below; nothing else compares plan or feature-set keys.
 */

/** What a plan shows at one station. */
export interface StationCapabilities {
  /** The highest metric set shown; the sets are cumulative (metric-catalogue.ts metricFeatures). */
  readonly metrics: MetricFeature;
  /** Extended ("All Time") chart history instead of each data view's own window. */
  readonly extendedHistory: boolean;
  /** A graph or table window as CSV. */
  readonly dataDownload: boolean;
}

export interface PlanCapabilities {
  /** What the plan shows at every station. */
  readonly everyStation: StationCapabilities;
  /**
   * What it shows at its nominated stations (the station chosen with the plan and up to
   * `maxAdditional` more), which draw larger on the map; null for plans without nominated stations.
   */
  readonly nominatedStations: (StationCapabilities & { readonly maxAdditional: number }) | null;
  /** The map's user-settings button: a saved centre and zoom. */
  readonly customZoom: boolean;
  readonly homeLocation: boolean;
  readonly growingSeasons: boolean;
  /** Whether the company's owner, and members given the permission, may use the operator console. */
  readonly operatorConsole: boolean;
  /** Whether the billing banner may show to those who manage billing. */
  readonly billingBanner: boolean;
  /** Users the company may have, the owner included; null means defaultUserLimit. */
  readonly userLimit: number | null;
  /** Alert rules each user may keep (contracts/alerts.schema.ts); 0 means no alerts. */
  readonly alertRules: number;
  /** The spray verdict and its next likely window (issue 24): standard and above; visitors see free's row. */
  readonly sprayVerdicts: boolean;
}

/** Users a company may have (owner, members, pending invitations) when its plan sets no limit. */
export const defaultUserLimit = 3;

export type CapabilityKey = FeatureSetKey | 'none';

const fixedWindows = { extendedHistory: false, dataDownload: false } as const;
const everything = { metrics: 'all_access', extendedHistory: true, dataDownload: true } as const;

/** A plan that sells data and nothing more; each row below names what it changes. */
const dataOnly = {
  nominatedStations: null,
  customZoom: false,
  homeLocation: false,
  growingSeasons: false,
  operatorConsole: false,
  billingBanner: true,
  userLimit: null,
  alertRules: 0,
  sprayVerdicts: false,
} as const;
/** The map's saved view, the Home location and growing seasons. */
const settings = { customZoom: true, homeLocation: true, growingSeasons: true } as const;

export const planCapabilityTable = {
  free_access: { ...dataOnly, everyStation: { metrics: 'free_access', ...fixedWindows } },
  standard_bundle: {
    ...dataOnly,
    everyStation: { metrics: 'standard_bundle', ...fixedWindows },
    alertRules: 3,
    sprayVerdicts: true,
  },
  farm_bundle: {
    ...dataOnly,
    sprayVerdicts: true,
    everyStation: { metrics: 'farm_bundle', ...fixedWindows },
    customZoom: true,
    homeLocation: true,
    alertRules: 10,
  },
  premium_bundle: {
    ...dataOnly,
    ...settings,
    sprayVerdicts: true,
    // Premium's additions apply only at its nominated stations; elsewhere it shows what Farm shows.
    everyStation: { metrics: 'farm_bundle', ...fixedWindows },
    nominatedStations: { metrics: 'premium_bundle', extendedHistory: true, dataDownload: true, maxAdditional: 3 },
    alertRules: 25,
  },
  all_access: {
    ...dataOnly,
    ...settings,
    everyStation: everything,
    billingBanner: false,
    alertRules: 50,
    sprayVerdicts: true,
  },
  admin: {
    ...dataOnly,
    ...settings,
    everyStation: everything,
    operatorConsole: true,
    billingBanner: false,
    alertRules: 50,
    sprayVerdicts: true,
  },
  /**
   * A company without a feature-set key gets the settings (spec §2 offers it the user-settings button,
   * §6 'Set Home Location' and 'Add Growing Season Details'), but data is what the plans sell: it sees
   * the free metrics, so a company that has not chosen a plan never receives paid values.
   */
  none: { ...dataOnly, ...settings, everyStation: { metrics: 'free_access', ...fixedWindows }, billingBanner: false },
} as const satisfies Readonly<Record<CapabilityKey, PlanCapabilities>>;

/** The row of a company's feature-set key; null (no key) reads the `none` row. */
export function capabilitiesOf(featureSetKey: FeatureSetKey | null): PlanCapabilities {
  return planCapabilityTable[featureSetKey ?? 'none'];
}

/** Whether a plan has nominated stations: a station chosen with the plan, plus extras. */
export function canNominateStations(featureSetKey: FeatureSetKey | null): boolean {
  return capabilitiesOf(featureSetKey).nominatedStations !== null;
}

/** Who is looking at stations: a visitor, or a member with the company's feature set and stations. */
export type StationViewer =
  | { readonly kind: 'visitor' }
  | {
      readonly kind: 'member';
      /** The company's billing_product_feature_set_key; null when the company has none. */
      readonly featureSetKey: FeatureSetKey | null;
      /** The plan's selected station plus its additional_aws_slugs; ignored on plans without them. */
      readonly nominatedStationSlugs: readonly string[];
    };

/** The viewer's nominated stations, or none when the plan has no nominated stations. */
export function nominatedStationSlugs(viewer: StationViewer): readonly string[] {
  return viewer.kind === 'member' && canNominateStations(viewer.featureSetKey) ? viewer.nominatedStationSlugs : [];
}

/** What a viewer sees at a station. Visitors see what the free plan shows (CONTRACT.md §7). */
export function capabilitiesAtStation(viewer: StationViewer, stationSlug: string): StationCapabilities {
  if (viewer.kind === 'visitor') return planCapabilityTable.free_access.everyStation;
  const capabilities = capabilitiesOf(viewer.featureSetKey);
  const nominated = capabilities.nominatedStations;
  return nominated && viewer.nominatedStationSlugs.includes(stationSlug) ? nominated : capabilities.everyStation;
}

/** Whether a viewer receives spray verdicts (the sites list's and the dashboard's); visitors read free's row. */
export function canSeeSprayVerdicts(viewer: StationViewer): boolean {
  return (viewer.kind === 'visitor' ? planCapabilityTable.free_access : capabilitiesOf(viewer.featureSetKey))
    .sprayVerdicts;
}

/** Whether a viewer's plan has alerts now (its rule limit above 0); a visitor has none. */
export function receivesAlerts(viewer: StationViewer): boolean {
  return viewer.kind === 'member' && capabilitiesOf(viewer.featureSetKey).alertRules > 0;
}
