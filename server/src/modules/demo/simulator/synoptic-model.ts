import { hourMs } from '@mesonet/shared/time/local-time';
import { civilDate, dayOfYear, localDayIndex, localMidnightUtcMs } from './day-index';
import { summerWeight } from './climatology';
import { hash4, noiseChannel, normal4, uniform4, valueNoise } from './prng';
import {
  angleDeltaDeg,
  heatBuildUpC,
  transitionRow,
  postFrontalRiseMs,
  regime,
  regimeSpecs,
  regimeStatistics,
  seasonalMix,
  troughScaleMs,
  type Regime,
  type RegimeSpec,
} from './synoptic-regimes';
import { smoothstep } from './curves';

/**
 * The daily synoptic layer (metrics.md §6.3), shared by the whole network: runs the regime
 * Markov chain over real days, draws each day's parameters, and gives the state at any instant
 * with smooth (or, for cold fronts, sharp) changes between days.
 */

/** The synoptic state at an instant of "synoptic time" (station time minus its front delay). */
export interface SynopticState {
  /** Anomalies are centred on the month's expected value (so means follow the climatology). */
  airmassC: number;
  dewPointC: number;
  cloud: number;
  windMs: number;
  windDirDeg: number;
  mslpHpa: number;
}

/** One day of the synoptic layer, valid network-wide (times at the western edge, 137.8°E). */
export interface NetworkDay extends SynopticState {
  dayIndex: number;
  regime: Regime;
  /** A cold front crosses today (C after a day that was not C). */
  isFront: boolean;
  /** When today's regime takes over at the western edge, and over how long. */
  transitionUtcMs: number;
  transitionWidthMs: number;
  /** Depth of the frontal pressure trough (hPa), 0 without a front. */
  troughHpa: number;
  /**
   * Today's spatially correlated anomaly fields (§6.3): for each of three variables, three
   * cosine waves of 300 km wavelength as [kx, ky, phase] (per km, radians).
   */
  fieldWaves: Float64Array;
}

const fieldWavelengthKm = 300;

function buildFieldWaves(key: number, dayIndex: number): Float64Array {
  const waves = new Float64Array(27);
  const k = (2 * Math.PI) / fieldWavelengthKm;
  for (let i = 0; i < 9; i += 1) {
    const angle = 2 * Math.PI * uniform4(key, noiseChannel.spatialField, dayIndex, 2 * i);
    waves[3 * i] = k * Math.cos(angle);
    waves[3 * i + 1] = k * Math.sin(angle);
    waves[3 * i + 2] = 2 * Math.PI * uniform4(key, noiseChannel.spatialField, dayIndex, 2 * i + 1);
  }
  return waves;
}

export interface SynopticModel {
  regimeOf(dayIndex: number): Regime;
  day(dayIndex: number): NetworkDay;
  stateAt(synopticUtcMs: number): SynopticState;
  /** Only the air-mass anomaly of `stateAt` (cheaper, for daily summaries). */
  airmassAt(synopticUtcMs: number): number;
}

const blockDays = 64;
const warmUpDays = 32;

/** A network day: its regime, air mass, cloud, wind and pressure, and when it takes over from the day before. */
function buildDay(key: number, dayIndex: number, regimeOf: (dayIndex: number) => Regime): NetworkDay {
  const r = regimeOf(dayIndex);
  const previous = regimeOf(dayIndex - 1);
  const spec = regimeSpecs[r] ?? (regimeSpecs[0] as RegimeSpec);
  const doy = dayOfYear(dayIndex);
  const w = summerWeight(doy);
  const stats = regimeStatistics(civilDate(dayIndex).month);
  const draw = (param: number) => uniform4(key, noiseChannel.regimeParam, dayIndex, param);
  const isFront = r === regime.coldFront && previous !== regime.coldFront;
  const windRange = w > 0.5 ? spec.windSummerMs : spec.windWinterMs;
  const dirRange = w > 0.5 ? spec.dirSummerDeg : spec.dirWinterDeg;
  const buildUp = r === regime.preFrontal && previous === regime.preFrontal ? heatBuildUpC : 0;
  const transitionHour = isFront ? 2 + 20 * draw(1) : 3 + 6 * draw(1);
  return {
    dayIndex,
    regime: r,
    isFront,
    transitionUtcMs: localMidnightUtcMs(dayIndex) + transitionHour * hourMs,
    transitionWidthMs: (isFront ? 0.6 : 8) * hourMs,
    airmassC:
      seasonalMix(spec.airmassC, w) +
      buildUp +
      1.2 * normal4(key, noiseChannel.regimeParam, dayIndex, 2) -
      stats.meanAirmassC,
    dewPointC:
      seasonalMix(spec.dewPointC, w) + 1.2 * normal4(key, noiseChannel.regimeParam, dayIndex, 3) - stats.meanDewPointC,
    cloud: spec.cloud[0] + (spec.cloud[1] - spec.cloud[0]) * draw(4),
    windMs: windRange[0] + (windRange[1] - windRange[0]) * draw(5),
    windDirDeg: (dirRange[0] + (dirRange[1] - dirRange[0]) * draw(6)) % 360,
    mslpHpa: spec.mslpHpa + 1.5 * normal4(key, noiseChannel.regimeParam, dayIndex, 7) - stats.meanMslpHpa,
    troughHpa: isFront ? 5 + 5 * draw(8) : 0,
    fieldWaves: buildFieldWaves(key, dayIndex),
  };
}

/** The synoptic state at an instant, blended smoothly across the days' transitions, with slow noise. */
function synopticStateAt(key: number, day: (dayIndex: number) => NetworkDay, synopticUtcMs: number): SynopticState {
  const d = localDayIndex(synopticUtcMs);
  const base = day(d - 2);
  let airmassC = base.airmassC;
  let dewPointC = base.dewPointC;
  let cloud = base.cloud;
  let windMs = base.windMs;
  let windDirDeg = base.windDirDeg;
  let mslpHpa = base.mslpHpa;
  let previous = base;
  for (let k = d - 1; k <= d + 1; k += 1) {
    const current = day(k);
    const since = synopticUtcMs - current.transitionUtcMs;
    const s = smoothstep(since / current.transitionWidthMs + 0.5);
    airmassC += (current.airmassC - previous.airmassC) * s;
    dewPointC += (current.dewPointC - previous.dewPointC) * s;
    cloud += (current.cloud - previous.cloud) * s;
    windMs += (current.windMs - previous.windMs) * s;
    windDirDeg += angleDeltaDeg(previous.windDirDeg, current.windDirDeg) * s;
    if (current.troughHpa > 0) {
      mslpHpa +=
        (current.mslpHpa - previous.mslpHpa) * smoothstep((since - postFrontalRiseMs / 2) / postFrontalRiseMs + 0.5);
      mslpHpa -= current.troughHpa * Math.exp(-((since / troughScaleMs) ** 2));
    } else {
      mslpHpa += (current.mslpHpa - previous.mslpHpa) * s;
    }
    previous = current;
  }
  cloud += 0.08 * valueNoise(key, noiseChannel.networkCloud, synopticUtcMs, 3 * hourMs);
  windMs *= 1 + 0.12 * valueNoise(key, noiseChannel.networkWind, synopticUtcMs, 4 * hourMs);
  mslpHpa += 1.2 * valueNoise(key, noiseChannel.networkPressure, synopticUtcMs, 8 * hourMs);
  return {
    airmassC,
    dewPointC,
    cloud: Math.min(1, Math.max(0, cloud)),
    windMs: Math.max(0.5, windMs),
    windDirDeg: ((windDirDeg % 360) + 360) % 360,
    mslpHpa,
  };
}

export function createSynopticModel(seed: number): SynopticModel {
  const key = hash4(seed, 0x5e1, 0, 0);
  const blocks = new Map<number, Uint8Array>();
  const days = new Map<number, NetworkDay>();

  /**
   * Regimes are run in 64-day blocks, each started 32 days early from a fixed state with the same
   * per-day uniforms: chains sharing their random numbers coalesce within days, so a block's first
   * day follows on from the previous block as a Markov step, yet any day is computable on its own.
   */
  function regimeOf(dayIndex: number): Regime {
    const block = Math.floor(dayIndex / blockDays);
    let regimes = blocks.get(block);
    if (!regimes) {
      regimes = new Uint8Array(blockDays);
      let r: number = regime.anticyclone;
      for (let d = block * blockDays - warmUpDays; d < (block + 1) * blockDays; d += 1) {
        const row = transitionRow(civilDate(d).month, r as Regime);
        const u = uniform4(key, noiseChannel.regime, d, 0);
        let next = 0;
        let cumulative = row[0] ?? 1;
        while (u >= cumulative && next < 4) {
          next += 1;
          cumulative += row[next] ?? 0;
        }
        r = next;
        if (d >= block * blockDays) regimes[d - block * blockDays] = r;
      }
      if (blocks.size > 256) blocks.clear();
      blocks.set(block, regimes);
    }
    return (regimes[dayIndex - block * blockDays] ?? 0) as Regime;
  }

  function day(dayIndex: number): NetworkDay {
    let found = days.get(dayIndex);
    if (!found) {
      found = buildDay(key, dayIndex, regimeOf);
      if (days.size > 8192) days.clear();
      days.set(dayIndex, found);
    }
    return found;
  }

  const stateAt = (synopticUtcMs: number): SynopticState => synopticStateAt(key, day, synopticUtcMs);

  function airmassAt(synopticUtcMs: number): number {
    const d = localDayIndex(synopticUtcMs);
    let previous = day(d - 2);
    let airmassC = previous.airmassC;
    for (let k = d - 1; k <= d + 1; k += 1) {
      const current = day(k);
      airmassC +=
        (current.airmassC - previous.airmassC) *
        smoothstep((synopticUtcMs - current.transitionUtcMs) / current.transitionWidthMs + 0.5);
      previous = current;
    }
    return airmassC;
  }

  return { regimeOf, day, stateAt, airmassAt };
}
