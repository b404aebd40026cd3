import { hourMs } from '@mesonet/shared/time/local-time';
import { summerWeight } from './climatology';

/**
 * The weather regimes of metrics.md §6.3: five daily regimes, their season-dependent Markov
 * transition matrices, their parameter ranges, and the statistics used to centre anomalies.
 * The model that runs the chain over real days is in synoptic-model.ts.
 */

/** A anticyclone, B pre-frontal hot northerly, C cold front then post-frontal SW, D rain band, E onshore ridge. */
export const regime = { anticyclone: 0, preFrontal: 1, coldFront: 2, rainBand: 3, onshore: 4 } as const;
export type Regime = (typeof regime)[keyof typeof regime];

type Row = readonly [number, number, number, number, number];
const winterMatrix: readonly Row[] = [
  [0.45, 0.1, 0.15, 0.05, 0.25],
  [0.15, 0.3, 0.45, 0.05, 0.05],
  [0.35, 0.0, 0.35, 0.15, 0.15],
  [0.2, 0.0, 0.35, 0.3, 0.15],
  [0.35, 0.15, 0.2, 0.1, 0.2],
];
const summerMatrix: readonly Row[] = [
  [0.55, 0.2, 0.05, 0.02, 0.18],
  [0.1, 0.4, 0.4, 0.02, 0.08],
  [0.4, 0.0, 0.15, 0.05, 0.4],
  [0.3, 0.05, 0.2, 0.2, 0.25],
  [0.45, 0.25, 0.1, 0.02, 0.18],
];

/** Transition matrix for month 1–12: summer Nov–Mar, winter May–Sep, the mean in April and October. */
function transitionMatrix(month: number): readonly Row[] {
  if (month >= 5 && month <= 9) return winterMatrix;
  if (month === 4 || month === 10) {
    return winterMatrix.map((row, i) => row.map((p, j) => (p + (summerMatrix[i]?.[j] ?? 0)) / 2) as unknown as Row);
  }
  return summerMatrix;
}
const monthlyTransitionMatrices = Array.from({ length: 13 }, (_, month) => transitionMatrix(Math.max(1, month)));

/** Tomorrow's regime probabilities given today's regime, in month 1–12. */
export function transitionRow(month: number, from: Regime): readonly number[] {
  return (monthlyTransitionMatrices[month] ?? summerMatrix)[from] ?? [1, 0, 0, 0, 0];
}

export interface RegimeSpec {
  /** Air-mass temperature anomaly (°C), summer and winter values. */
  airmassC: readonly [number, number];
  dewPointC: readonly [number, number];
  cloud: readonly [number, number];
  windSummerMs: readonly [number, number];
  windWinterMs: readonly [number, number];
  /** Gradient-wind direction range (° from), summer and winter; ranges may pass 360. */
  dirSummerDeg: readonly [number, number];
  dirWinterDeg: readonly [number, number];
  mslpHpa: number;
}

/** Table of §6.3 (anomalies split into air mass here and cloud/wind-driven range in the station layer). */
export const regimeSpecs: readonly RegimeSpec[] = [
  {
    airmassC: [0.5, -0.5],
    dewPointC: [-2, -2],
    cloud: [0, 0.2],
    windSummerMs: [2.5, 5],
    windWinterMs: [1.5, 4],
    dirSummerDeg: [90, 135],
    dirWinterDeg: [0, 360],
    mslpHpa: 7,
  },
  {
    airmassC: [7, 3.5],
    dewPointC: [-8, -4],
    cloud: [0.1, 0.4],
    windSummerMs: [8, 14],
    windWinterMs: [8, 14],
    dirSummerDeg: [300, 360],
    dirWinterDeg: [300, 360],
    mslpHpa: -4,
  },
  {
    airmassC: [-3, -2.5],
    dewPointC: [1.5, 2],
    cloud: [0.5, 0.9],
    windSummerMs: [9, 15],
    windWinterMs: [9, 15],
    dirSummerDeg: [215, 270],
    dirWinterDeg: [215, 270],
    // Pressure rises behind the front; the trough at passage is added separately.
    mslpHpa: 3,
  },
  {
    airmassC: [-2.5, -1.5],
    dewPointC: [3, 4],
    cloud: [0.85, 1],
    windSummerMs: [5, 10],
    windWinterMs: [5, 10],
    dirSummerDeg: [0, 360],
    dirWinterDeg: [0, 360],
    mslpHpa: -8,
  },
  {
    airmassC: [-1, -0.5],
    dewPointC: [1, 1],
    cloud: [0.3, 0.6],
    windSummerMs: [4, 8],
    windWinterMs: [4, 8],
    dirSummerDeg: [135, 200],
    dirWinterDeg: [135, 200],
    mslpHpa: 4,
  },
];

/** Extra warmth on each further day of a hot northerly spell. */
export const heatBuildUpC = 1.5;
const meanTroughHpa = 7.5;
/** Time scale of the frontal pressure trough. */
export const troughScaleMs = 8 * hourMs;
/** Behind a front the pressure recovers over half a day rather than with the wind shift. */
export const postFrontalRiseMs = 12 * hourMs;

/** Nocturnal radiative-cooling factor k_rad = (1 − c)²·exp(−(U/U0)²), U from the gradient wind (§6.5–6.6). */
export function radiativeCoolingFactor(cloud: number, gradientWindMs: number): number {
  const clear = 1 - Math.min(1, Math.max(0, cloud));
  const u = 0.35 * gradientWindMs;
  return clear * clear * Math.exp(-(u * u) / 9);
}

/** A [summer, winter] pair weighted by the summer weight. */
export function seasonalMix(range: readonly [number, number], weight: number): number {
  return range[0] * weight + range[1] * (1 - weight);
}

export interface RegimeStatistics {
  stationary: readonly number[];
  /** Chance a day is a front day (C after a day that was not C). */
  frontChance: number;
  /** Chance a day is a second (or later) C day. */
  postFrontalChance: number;
  /** Chance a day is B and the next day brings a front. */
  preFrontalChance: number;
  /** Expected values used to centre anomalies, so monthly means match the climatology. */
  meanAirmassC: number;
  meanDewPointC: number;
  meanCloud: number;
  meanRadiativeCooling: number;
  meanMslpHpa: number;
}

function computeStatistics(month: number): RegimeStatistics {
  const m = monthlyTransitionMatrices[month] ?? summerMatrix;
  let p = [0.2, 0.2, 0.2, 0.2, 0.2];
  for (let i = 0; i < 200; i += 1) p = p.map((_, j) => p.reduce((sum, pi, r) => sum + pi * (m[r]?.[j] ?? 0), 0));
  const at = (r: number) => p[r] ?? 0;
  const pr = (from: number, to: number) => m[from]?.[to] ?? 0;
  const w = summerWeight(15 + 30.4 * (month - 1));
  let frontChance = 0;
  for (let r = 0; r < 5; r += 1) if (r !== regime.coldFront) frontChance += at(r) * pr(r, regime.coldFront);
  let meanAirmassC = at(regime.preFrontal) * pr(regime.preFrontal, regime.preFrontal) * heatBuildUpC;
  let meanDewPointC = 0;
  let meanCloud = 0;
  let meanRadiativeCooling = 0;
  let meanMslpHpa = -frontChance * meanTroughHpa * Math.sqrt(Math.PI) * (troughScaleMs / (24 * hourMs));
  regimeSpecs.forEach((spec, r) => {
    meanAirmassC += at(r) * seasonalMix(spec.airmassC, w);
    meanDewPointC += at(r) * seasonalMix(spec.dewPointC, w);
    meanCloud += (at(r) * (spec.cloud[0] + spec.cloud[1])) / 2;
    meanMslpHpa += at(r) * spec.mslpHpa;
    const wind = w > 0.5 ? spec.windSummerMs : spec.windWinterMs;
    let k = 0;
    for (let i = 0; i < 8; i += 1) {
      for (let j = 0; j < 8; j += 1) {
        const cloud = spec.cloud[0] + ((i + 0.5) / 8) * (spec.cloud[1] - spec.cloud[0]);
        k += radiativeCoolingFactor(cloud, wind[0] + ((j + 0.5) / 8) * (wind[1] - wind[0])) / 64;
      }
    }
    meanRadiativeCooling += at(r) * k;
  });
  return {
    stationary: p,
    frontChance,
    postFrontalChance: at(regime.coldFront) * pr(regime.coldFront, regime.coldFront),
    preFrontalChance: at(regime.preFrontal) * pr(regime.preFrontal, regime.coldFront),
    meanAirmassC,
    meanDewPointC,
    meanCloud,
    meanRadiativeCooling,
    meanMslpHpa,
  };
}

const statisticsByMonth = Array.from({ length: 13 }, (_, month) => computeStatistics(Math.max(1, month)));

/** Regime statistics of month 1–12 under its transition matrix. */
export function regimeStatistics(month: number): RegimeStatistics {
  return statisticsByMonth[month] ?? computeStatistics(month);
}

/** Signed shortest rotation from `fromDeg` to `toDeg`, in (−180, 180]. */
export function angleDeltaDeg(fromDeg: number, toDeg: number): number {
  const d = ((((toDeg - fromDeg) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}
