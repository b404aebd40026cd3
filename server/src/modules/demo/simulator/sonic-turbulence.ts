/**
 * 10 m turbulence for the research stations' 3-D sonic (metrics.md §4.11 estimator, used as the
 * simulator's "truth" per §6.11): bulk Richardson number from VTD and U10, similarity scaling for
 * the mechanical part, convective scaling while the sun heats an unstable layer.
 */

const heightDiffM = 8.8;
const roughnessM = 0.05;
const mixedLayerM = 1000;
const rhoCp = 1200;
const gravity = 9.81;
const vonKarman = 0.4;

export interface SonicTurbulenceInput {
  vtdC: number;
  wind10mMs: number;
  solarWm2: number;
  airTemperatureC: number;
}

export interface SonicTurbulence {
  /** σw before measurement noise (m/s), ≥ 0.03. */
  sigmaWMs: number;
  frictionVelocityMs: number;
  /** Sensible heat flux (W/m²), positive upward. */
  sensibleHeatWm2: number;
}

/** §4.11: σw = max(0.03, √(σw_mech² + σw_conv²)); test vectors in §8.6. */
export function sonicTurbulence(input: SonicTurbulenceInput): SonicTurbulence {
  const temperatureK = input.airTemperatureC + 273.15;
  const potentialDiffC = input.vtdC + 0.0098 * heightDiffM;
  const u = Math.max(input.wind10mMs, 0.3);
  const richardson = ((gravity / temperatureK) * potentialDiffC * heightDiffM) / (u * u);
  const frictionNeutral = (vonKarman * u) / Math.log(10 / roughnessM);
  const mechanical =
    richardson >= 0
      ? 1.25 * frictionNeutral * Math.max(0, 1 - richardson / 0.25) ** 2
      : 1.25 * frictionNeutral * Math.cbrt(1 - 16 * richardson);
  // Sun over an inversion (Δθ ≥ 0) does not mix it: heat still flows down (§4.11 errata).
  const daytimeHeatWm2 = potentialDiffC < 0 ? 0.25 * Math.max(0, input.solarWm2) : 0;
  const convectiveVelocity = Math.cbrt((gravity / temperatureK) * (daytimeHeatWm2 / rhoCp) * mixedLayerM);
  const convective = 1.9 * convectiveVelocity * Math.cbrt(10 / mixedLayerM);
  const sigmaWMs = Math.max(0.03, Math.hypot(mechanical, convective));
  const frictionVelocityMs = Math.max(0.01, mechanical / 1.25);
  // Stable nights: downward flux grows with the inversion but is capped by weak turbulence.
  const nightHeatWm2 = input.vtdC > 0 ? -(8 + 12 * input.vtdC) * Math.min(1, frictionVelocityMs / 0.15) : -3;
  const sensibleHeatWm2 = input.solarWm2 > 20 ? daytimeHeatWm2 - 10 : nightHeatWm2;
  return { sigmaWMs, frictionVelocityMs, sensibleHeatWm2 };
}

/** Obukhov length L = −u*³·T·ρcp / (k·g·H) (m), |L| kept within 0.1…100 000 m (the QC range). */
export function obukhovLengthM(frictionVelocityMs: number, sensibleHeatWm2: number, airTemperatureC: number): number {
  if (Math.abs(sensibleHeatWm2) < 0.5) return 100_000;
  const length =
    -(frictionVelocityMs ** 3 * (airTemperatureC + 273.15) * rhoCp) / (vonKarman * gravity * sensibleHeatWm2);
  const magnitude = Math.min(100_000, Math.max(0.1, Math.abs(length)));
  return length < 0 ? -magnitude : magnitude;
}
