/**
 * σw, the standard deviation of vertical wind at 10 m (metrics.md §4.11).
 * Measured by a 3-D sonic at research stations; estimated [P] at standard and hilltop stations from
 * VTD and the 10 m wind via the bulk Richardson number and similarity scaling, plus a convective term
 * while the sun heats an unstable surface layer. Estimated values carry an "est." badge in the UI.
 */
import { adiabaticCorrectionC, sensorSeparationM } from './inversion';

const gravity = 9.81;
const vonKarman = 0.4;
/** Below this a sonic σw is a sensor fault or icing (§4.11). */
export const minPlausibleSigmaWMs = 0.02;
/** The estimate's floor (§4.11). */
export const sigmaWEstimateFloorMs = 0.03;
/** Roughness length z0, m (§4.11): bare/stubble 0.01, crop/pasture 0.05 (default), vines/trees 0.2. */
export const roughnessLengthsM = { bare: 0.01, crop: 0.05, vines: 0.2 } as const;

/** A sonic σw, or null when missing or implausibly small (§4.11). */
export function measuredSigmaW10Ms(sonicSigmaWMs: number | null | undefined): number | null {
  if (sonicSigmaWMs === null || sonicSigmaWMs === undefined || !Number.isFinite(sonicSigmaWMs)) return null;
  return sonicSigmaWMs < minPlausibleSigmaWMs ? null : sonicSigmaWMs;
}

export interface SigmaWEstimateInput {
  vtdC: number;
  windSpeed10mMs: number;
  /** Mean of the two sensor temperatures, K. */
  meanTempK: number;
  /** Global solar radiation, W/m²; 0 or null at night. Mixes the layer only while it is unstable. */
  solarRadiationWm2: number | null;
  roughnessLengthM?: number;
}

/** Bulk Richardson number over the 1.2–10 m layer (§4.11), with U floored at 0.3 m/s. */
export function bulkRichardsonNumber(vtdC: number, windSpeed10mMs: number, meanTempK: number): number {
  const u = Math.max(windSpeed10mMs, 0.3);
  const deltaTheta = vtdC + adiabaticCorrectionC;
  return ((gravity / meanTempK) * deltaTheta * sensorSeparationM) / (u * u);
}

/** Estimated σw at 10 m, m/s (§4.11; checked against the §8.6 vectors). */
export function estimateSigmaW10Ms(input: SigmaWEstimateInput): number {
  const z0 = input.roughnessLengthM ?? roughnessLengthsM.crop;
  const u = Math.max(input.windSpeed10mMs, 0.3);
  const rib = bulkRichardsonNumber(input.vtdC, input.windSpeed10mMs, input.meanTempK);
  const frictionVelocityNeutral = (vonKarman * u) / Math.log(10 / z0);
  const mechanical =
    rib >= 0
      ? 1.25 * frictionVelocityNeutral * Math.max(0, 1 - rib / 0.25) ** 2
      : 1.25 * frictionVelocityNeutral * Math.cbrt(1 - 16 * rib);
  let convective = 0;
  const solar = input.solarRadiationWm2 ?? 0;
  // Low sun over an inversion (Δθ ≥ 0) heats nothing upward: heat still flows down into the ground,
  // so the sunrise and pre-sunset inversions stay as weakly mixed as the night's (§4.11 errata).
  const unstable = input.vtdC + adiabaticCorrectionC < 0;
  if (solar > 0 && unstable) {
    const mixingHeightM = 1000;
    const sensibleHeatWm2 = 0.25 * solar;
    const convectiveVelocity = Math.cbrt((gravity / input.meanTempK) * (sensibleHeatWm2 / 1200) * mixingHeightM);
    convective = 1.9 * convectiveVelocity * Math.cbrt(10 / mixingHeightM);
  }
  return Math.max(sigmaWEstimateFloorMs, Math.hypot(mechanical, convective));
}
