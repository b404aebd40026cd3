/**
 * Regional climatology of the demo network (metrics.md §6.2, "approximate; tune freely").
 * Temperatures are for the region's reference elevation; the station layer applies the lapse
 * rate, coastal effects and within-region rain gradients.
 */

export type RegionName = 'Mid North' | 'Riverland' | 'Mallee' | 'Limestone Coast' | 'Langhorne Creek' | 'McLaren Vale';

export interface RegionalClimate {
  janTmaxC: number;
  janTminC: number;
  julTmaxC: number;
  julTminC: number;
  /** Climatological dew point, January and July (§6.8: Jan ≈ 8–11 inland, Jul ≈ 3–5). */
  janDewPointC: number;
  julDewPointC: number;
  annualRainMm: number;
  /** Share of the annual rain falling May–September. */
  winterRainShare: number;
  referenceElevationM: number;
  /** Rain occurrence, per regime (see rain-plan.ts): chance of a frontal band on a front day. */
  frontalBandChance: number;
  /** Mean number of post-frontal shower cells at a station on a front day. */
  showersPerFront: number;
  /** Chance of widespread rain at a station on a rain-band (D) day. */
  rainBandChance: number;
  /** Chance of drizzle on an onshore (E) day. */
  drizzleChance: number;
}

export const regionalClimates: Readonly<Record<RegionName, RegionalClimate>> = {
  'Mid North': {
    janTmaxC: 30,
    janTminC: 14,
    julTmaxC: 13.5,
    julTminC: 4,
    janDewPointC: 9,
    julDewPointC: 4,
    annualRainMm: 450,
    winterRainShare: 0.6,
    referenceElevationM: 200,
    frontalBandChance: 0.75,
    showersPerFront: 1.6,
    rainBandChance: 0.9,
    drizzleChance: 0.08,
  },
  Riverland: {
    janTmaxC: 32.5,
    janTminC: 16,
    julTmaxC: 16,
    julTminC: 4.5,
    janDewPointC: 8,
    julDewPointC: 4,
    annualRainMm: 265,
    winterRainShare: 0.5,
    referenceElevationM: 40,
    frontalBandChance: 0.55,
    showersPerFront: 0.8,
    rainBandChance: 0.8,
    drizzleChance: 0.03,
  },
  Mallee: {
    janTmaxC: 31,
    janTminC: 14,
    julTmaxC: 15,
    julTminC: 4.5,
    janDewPointC: 8.5,
    julDewPointC: 4,
    annualRainMm: 360,
    winterRainShare: 0.55,
    referenceElevationM: 70,
    frontalBandChance: 0.65,
    showersPerFront: 1.2,
    rainBandChance: 0.85,
    drizzleChance: 0.05,
  },
  'Limestone Coast': {
    janTmaxC: 27,
    janTminC: 11.5,
    julTmaxC: 14,
    julTminC: 5,
    janDewPointC: 11,
    julDewPointC: 5.5,
    annualRainMm: 600,
    winterRainShare: 0.65,
    referenceElevationM: 50,
    frontalBandChance: 0.9,
    showersPerFront: 3.2,
    rainBandChance: 0.95,
    drizzleChance: 0.3,
  },
  'Langhorne Creek': {
    janTmaxC: 27.5,
    janTminC: 13,
    julTmaxC: 15,
    julTminC: 5.5,
    janDewPointC: 11,
    julDewPointC: 5,
    annualRainMm: 380,
    winterRainShare: 0.6,
    referenceElevationM: 40,
    frontalBandChance: 0.75,
    showersPerFront: 1.6,
    rainBandChance: 0.9,
    drizzleChance: 0.15,
  },
  'McLaren Vale': {
    janTmaxC: 28,
    janTminC: 15,
    julTmaxC: 15,
    julTminC: 7,
    janDewPointC: 12,
    julDewPointC: 6,
    annualRainMm: 560,
    winterRainShare: 0.65,
    referenceElevationM: 100,
    frontalBandChance: 0.85,
    showersPerFront: 2.2,
    rainBandChance: 0.95,
    drizzleChance: 0.15,
  },
};

/** The region's climate; unknown regions fall back to the Mid North (the network's core). */
export function regionalClimate(region: string): RegionalClimate {
  return Object.hasOwn(regionalClimates, region)
    ? regionalClimates[region as RegionName]
    : regionalClimates['Mid North'];
}

/**
 * Seasonal shape X(doy) = X̄ + A·cos(2π·(doy − 20)/365): warmest about 20 January, coolest
 * about 21 July, with X̄ and A from the January and July values (§6.2).
 */
export function seasonal(januaryValue: number, julyValue: number, doy: number): number {
  return (januaryValue + julyValue) / 2 + ((januaryValue - julyValue) / 2) * Math.cos((2 * Math.PI * (doy - 20)) / 365);
}

/** 1 in late January, 0 in late July: the weight of "summer" values. */
export function summerWeight(doy: number): number {
  return seasonal(1, 0, doy);
}

/**
 * Monthly rain weights w(m) ∝ 1 + k·cos(2π·(m − 6.5)/12), with k chosen so May–September
 * carries the region's winter share (§6.2: k ≈ 0.6 for 60 %, 0.25 for the Riverland's 50 %).
 * Returns the fraction of the annual total for each month 1–12 (index 0 = January).
 */
export function monthlyRainFractions(winterRainShare: number): number[] {
  const winterCosSum = [5, 6, 7, 8, 9].reduce((sum, m) => sum + Math.cos((2 * Math.PI * (m - 6.5)) / 12), 0);
  const k = (12 * winterRainShare - 5) / winterCosSum;
  const weights = Array.from({ length: 12 }, (_, i) => 1 + k * Math.cos((2 * Math.PI * (i + 1 - 6.5)) / 12));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

export type WaterBody = 'gulf' | 'ocean' | 'lake';

/**
 * Water surface temperature for sea breezes (§6.2): the gulfs about 13 °C (Aug) to 23 °C (Feb),
 * the Southern Ocean off the Limestone Coast 13–18 °C; Lake Alexandrina is shallow and tracks
 * the air more closely (taken as the gulf curve, a little warmer in winter).
 */
export function waterTemperatureC(body: WaterBody, doy: number): number {
  const phase = Math.cos((2 * Math.PI * (doy - 46)) / 365);
  if (body === 'ocean') return 15.5 + 2.5 * phase;
  if (body === 'lake') return 17 + 6 * phase;
  return 18 + 5 * phase;
}

/** Mean sea-level pressure baseline (§6.10: Jan ≈ 1013 hPa, Jul ≈ 1021 hPa). */
export function baselineMslpHpa(doy: number): number {
  return seasonal(1013, 1021, doy);
}

/** Days in month `month` (1–12) of a non-leap year; February's 29th day barely matters here. */
export const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
