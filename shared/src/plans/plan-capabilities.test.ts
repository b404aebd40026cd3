import { describe, expect, it } from 'vitest';
import {
  capabilitiesAtStation,
  capabilitiesOf,
  canNominateStations,
  canSeeSprayVerdicts,
  receivesAlerts,
  defaultUserLimit,
  nominatedStationSlugs,
  planCapabilityTable,
  type CapabilityKey,
  type StationCapabilities,
  type StationViewer,
} from './plan-capabilities';
import {
  capabilitiesOfPlan,
  featureSetKeys,
  maxAdditionalStations,
  planHasStations,
  planKeys,
  plans,
  type FeatureSetKey,
} from './plans';

/**
 * The table walked against the spec: each row's values are written here from the spec's words, quoted
 * beside them, so a change to the table that the spec does not make fails here.
 */
const fixed = (metrics: StationCapabilities['metrics']): StationCapabilities => ({
  metrics,
  extendedHistory: false,
  dataDownload: false,
});
const allAccess: StationCapabilities = { metrics: 'all_access', extendedHistory: true, dataDownload: true };

describe('planCapabilityTable against spec §9 "Plan features" and §6 "Roles and permissions"', () => {
  it.each<[CapabilityKey, string, StationCapabilities, StationCapabilities | null]>([
    // key, the spec's words, at every station, at its nominated stations
    ['free_access', '§9 "Free: temperature at 1.2m, wind speed and direction at 10m"', fixed('free_access'), null],
    [
      'standard_bundle',
      '§9 "Standard adds inversion (vtd) and Grain Harvest Code of Practice index"',
      fixed('standard_bundle'),
      null,
    ],
    ['farm_bundle', '§9 "Farm adds Delta T, rainfall, relative humidity, wind at 2m"', fixed('farm_bundle'), null],
    [
      'premium_bundle',
      '§6 "premium_bundle_1 (plan\'s site plus additional_aws_slugs)"; §9 "Premium adds dew point, … extended chart history, data download"',
      fixed('farm_bundle'),
      { metrics: 'premium_bundle', extendedHistory: true, dataDownload: true },
    ],
    ['all_access', '§6 "all_access_1 (everything)"', allAccess, null],
    ['admin', '§6 "Company feature-set key \'admin\' gets all access"', allAccess, null],
    ['none', 'no key: data is what the plans sell, so the free metrics', fixed('free_access'), null],
  ])('%s: %s', (key, _words, everyStation, atNominated) => {
    const row = planCapabilityTable[key];
    expect(row.everyStation).toEqual(everyStation);
    if (atNominated === null) expect(row.nominatedStations).toBeNull();
    else expect(row.nominatedStations).toMatchObject(atNominated);
  });

  it('premium: §9 "$90 per additional station (max 3)"', () => {
    expect(planCapabilityTable.premium_bundle.nominatedStations.maxAdditional).toBe(3);
    expect(maxAdditionalStations).toBe(3);
  });

  // §2 user-settings button: "plan has no feature-set key or one of farm_bundle, premium_bundle, all_access, admin";
  // §9 "Farm adds … custom zoom and home location", "Premium adds … personalised growing season";
  // §6 "'Add Growing Season Details' additionally needs premium_bundle, all_access or admin (or no key)".
  it.each<[CapabilityKey, boolean, boolean, boolean]>([
    // key, custom zoom, home location, growing seasons
    ['free_access', false, false, false],
    ['standard_bundle', false, false, false],
    ['farm_bundle', true, true, false],
    ['premium_bundle', true, true, true],
    ['all_access', true, true, true],
    ['admin', true, true, true],
    ['none', true, true, true],
  ])('%s: custom zoom %s, home location %s, growing seasons %s', (key, customZoom, homeLocation, growingSeasons) => {
    const row = planCapabilityTable[key];
    expect([row.customZoom, row.homeLocation, row.growingSeasons]).toEqual([customZoom, homeLocation, growingSeasons]);
  });

  it('§2: "Setting growing season details requires a home location first": every plan with seasons has one', () => {
    for (const row of Object.values(planCapabilityTable)) if (row.growingSeasons) expect(row.homeLocation).toBe(true);
  });

  // §6 "Billing banner hidden for all_access_1, admin_1 and for companies with no plan"; the operator
  // console is the company that runs the service: the admin_1 plan, feature-set key admin (operator-access.ts).
  it.each<[CapabilityKey, boolean, boolean]>([
    // key, billing banner, operator console
    ['free_access', true, false],
    ['standard_bundle', true, false],
    ['farm_bundle', true, false],
    ['premium_bundle', true, false],
    ['all_access', false, false],
    ['admin', false, true],
    ['none', false, false],
  ])('%s: billing banner %s, operator console %s', (key, billingBanner, operatorConsole) => {
    expect([planCapabilityTable[key].billingBanner, planCapabilityTable[key].operatorConsole]).toEqual([
      billingBanner,
      operatorConsole,
    ]);
  });

  // Issue 24: "Plan: standard and above see verdicts (visitors and free see the upgrade state)"; part 4:
  // a signed-in user with a paid plan has alert rules.
  it.each<[CapabilityKey, boolean, boolean]>([
    ['free_access', false, false],
    ['standard_bundle', true, true],
    ['farm_bundle', true, true],
    ['premium_bundle', true, true],
    ['all_access', true, true],
    ['admin', true, true],
    ['none', false, false],
  ])('%s: spray verdicts %s, receives alerts %s', (key, sprayVerdicts, receives) => {
    expect(planCapabilityTable[key].sprayVerdicts).toBe(sprayVerdicts);
    const viewer: StationViewer = {
      kind: 'member',
      featureSetKey: key === 'none' ? null : key,
      nominatedStationSlugs: [],
    };
    expect(canSeeSprayVerdicts(viewer)).toBe(sprayVerdicts);
    expect(receivesAlerts(viewer)).toBe(receives);
  });

  it('alerts: a visitor receives none', () => {
    expect(receivesAlerts({ kind: 'visitor' })).toBe(false);
  });

  it('spray verdicts: a visitor reads the free row', () => {
    expect(canSeeSprayVerdicts({ kind: 'visitor' })).toBe(planCapabilityTable.free_access.sprayVerdicts);
  });

  it('user limits: §9 "Default user limit 3 per company"; §6 "plan user_limit, else 3": no plan sets its own', () => {
    expect(defaultUserLimit).toBe(3);
    for (const row of Object.values(planCapabilityTable)) expect(row.userLimit).toBeNull();
  });

  it.each([
    ['free_access', 0],
    ['standard_bundle', 3],
    ['farm_bundle', 10],
    ['premium_bundle', 25],
    ['all_access', 50],
    ['admin', 50],
    ['none', 0],
  ] as const)('%s: %i alert rules per user (issue 24: alerts are for paid plans)', (key, rules) => {
    expect(planCapabilityTable[key].alertRules).toBe(rules);
  });

  it('has a row for every feature-set key and one for no key', () => {
    expect(Object.keys(planCapabilityTable).sort()).toEqual([...featureSetKeys, 'none'].sort());
  });
});

describe('capabilitiesOf and capabilitiesOfPlan: a key reads its row, no key the none row', () => {
  it.each(featureSetKeys)('feature set %s', (key) => {
    expect(capabilitiesOf(key)).toBe(planCapabilityTable[key]);
  });
  it('no feature-set key', () => {
    expect(capabilitiesOf(null)).toBe(planCapabilityTable.none);
  });
  it.each(planKeys)('plan %s reads its feature set', (key) => {
    expect(capabilitiesOfPlan(key)).toBe(planCapabilityTable[plans[key].featureSetKey]);
  });
  it('no plan', () => {
    expect(capabilitiesOfPlan(null)).toBe(planCapabilityTable.none);
  });
});

describe('canNominateStations and planHasStations: only premium has nominated stations (spec §6)', () => {
  it.each<[CapabilityKey, boolean]>([
    ['free_access', false],
    ['standard_bundle', false],
    ['farm_bundle', false],
    ['premium_bundle', true],
    ['all_access', false],
    ['admin', false],
    ['none', false],
  ])('%s: %s', (key, expected) => {
    expect(canNominateStations(key === 'none' ? null : key)).toBe(expected);
  });
  it.each(planKeys)('plan %s agrees with its feature set', (key) => {
    expect(planHasStations(key)).toBe(key === 'premium_bundle_1');
  });
});

const home = 'hamley-bridge';
const away = 'saddleworth';
const member = (featureSetKey: FeatureSetKey | null): StationViewer => ({
  kind: 'member',
  featureSetKey,
  nominatedStationSlugs: [home, 'cadell'],
});

describe('nominatedStationSlugs: a member’s stations count only on a plan with nominated stations', () => {
  it.each<[string, StationViewer, readonly string[]]>([
    ['visitor', { kind: 'visitor' }, []],
    ['premium', member('premium_bundle'), [home, 'cadell']],
    ['farm keeps stations from an earlier premium plan', member('farm_bundle'), []],
    ['all access', member('all_access'), []],
    ['no key', member(null), []],
  ])('%s', (_who, viewer, expected) => {
    expect(nominatedStationSlugs(viewer)).toEqual(expected);
  });
});

describe('capabilitiesAtStation: what a viewer sees at one station', () => {
  it.each<[string, StationViewer, string, StationCapabilities]>([
    ['visitor (CONTRACT.md §7: the free plan’s metrics)', { kind: 'visitor' }, home, fixed('free_access')],
    ['no key', member(null), home, fixed('free_access')],
    ['free', member('free_access'), home, fixed('free_access')],
    ['standard', member('standard_bundle'), home, fixed('standard_bundle')],
    ['farm at a station it once nominated', member('farm_bundle'), home, fixed('farm_bundle')],
    [
      'premium at its station',
      member('premium_bundle'),
      home,
      { metrics: 'premium_bundle', extendedHistory: true, dataDownload: true },
    ],
    ['premium elsewhere: what Farm shows', member('premium_bundle'), away, fixed('farm_bundle')],
    ['all access anywhere', member('all_access'), away, allAccess],
    ['admin anywhere', member('admin'), away, allAccess],
  ])('%s', (_who, viewer, stationSlug, expected) => {
    expect(capabilitiesAtStation(viewer, stationSlug)).toMatchObject(expected);
  });
});
