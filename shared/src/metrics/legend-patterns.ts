/**
 * Legends and markers stay distinguishable for colour-blind users (issue 25 part 4,
 * docs/colour-blind-legends.md): two neighbouring bands of a legend that look alike to someone with
 * normal vision, protanopia or deuteranopia get different fills, one of them hatched, on the map's
 * markers and in the legend. Worked out from the colours themselves, so an operator's own legend
 * colours (metric-display-statuses.ts) are covered too.
 */
import { perceivedDifference, type ColourVision } from './colour-vision';
import type { MetricLegendBand } from './metric-legends';

/**
 * Smallest CIEDE2000 difference at which two neighbouring bands count as distinguishable at a glance.
 * 2.3 is a just-noticeable difference for large patches side by side; a 40 px marker seen on its own
 * needs several times that (Stone, Szafir & Setlur 2014, "An engineering model for color difference
 * as a function of size"), and 10 is the usual "clearly different" mark of palette checkers.
 */
export const distinguishableDeltaE = 10;

export const coloursChecked: readonly ColourVision[] = ['normal', 'protanopia', 'deuteranopia'];

/** The smallest difference between two band colours over the kinds of vision checked. */
export function smallestPerceivedDifference(colourA: string, colourB: string): number {
  return Math.min(...coloursChecked.map((vision) => perceivedDifference(colourA, colourB, vision)));
}

export function bandsLookAlike(a: MetricLegendBand, b: MetricLegendBand): boolean {
  return smallestPerceivedDifference(a.background_color, b.background_color) < distinguishableDeltaE;
}

const hatchedByLegend = new WeakMap<readonly MetricLegendBand[], ReadonlySet<MetricLegendBand>>();

/**
 * The bands drawn hatched: going up the legend, a band that looks like the one below it is hatched
 * unless that one already is, so every look-alike pair differs in fill. Kept per legend (the same
 * array is asked for by every marker).
 */
export function hatchedBands(bands: readonly MetricLegendBand[]): ReadonlySet<MetricLegendBand> {
  const known = hatchedByLegend.get(bands);
  if (known) return known;
  const hatched = new Set<MetricLegendBand>();
  bands.forEach((band, i) => {
    const below = bands[i - 1];
    if (below && !hatched.has(below) && bandsLookAlike(below, band)) hatched.add(band);
  });
  hatchedByLegend.set(bands, hatched);
  return hatched;
}

/** Whether the band at `index` of `bands` is drawn hatched; false for no band. */
export function isBandHatched(bands: readonly MetricLegendBand[], index: number | null): boolean {
  const band = index === null ? undefined : bands[index];
  return band !== undefined && hatchedBands(bands).has(band);
}
