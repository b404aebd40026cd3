/**
 * Counter-based randomness for the weather simulator (metrics.md §6.1).
 *
 * Every draw is a pure function of its key (seed, station, channel, time counter), so any
 * timestamp can be regenerated without stored state and the order of calls never matters.
 * The mixing is MurmurHash3's (x86_32) block and finaliser steps: fast, integer-only and
 * well distributed, which is all a demo generator needs (not cryptographic).
 */

const c1 = 0xcc9e2d51;
const c2 = 0x1b873593;
const twoPow32 = 4294967296;
/** Standard deviation of the sum of four independent bytes: √(4·(256² − 1)/12). */
const byteSumSd = 147.80138;

function mixIn(hash: number, value: number): number {
  let k = Math.imul(value | 0, c1);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, c2);
  let h = hash ^ k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function finalise(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Unsigned 32-bit hash of four integers (non-integers are truncated to int32). */
export function hash4(a: number, b: number, c: number, d: number): number {
  return finalise(mixIn(mixIn(mixIn(mixIn(0x2545f491, a), b), c), d));
}

/** Unsigned 32-bit hash of a string (FNV-1a over UTF-16 code units, then the Murmur finaliser). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return finalise(h);
}

/** Uniform draw in [0, 1) for the key (a, b, c, d). */
export function uniform4(a: number, b: number, c: number, d: number): number {
  return hash4(a, b, c, d) / twoPow32;
}

/**
 * Approximately standard normal draw for the key: the Irwin–Hall sum of the hash's four bytes,
 * rescaled to unit variance (tails stop at ±3.45σ, which suits sensor noise).
 */
export function normal4(a: number, b: number, c: number, d: number): number {
  const h = hash4(a, b, c, d);
  return ((h & 255) + ((h >>> 8) & 255) + ((h >>> 16) & 255) + (h >>> 24) - 510) / byteSumSd;
}

/** Linear interpolation of `low`…`high` by a uniform draw. */
export function uniformBetween(low: number, high: number, a: number, b: number, c: number, d: number): number {
  return low + (high - low) * uniform4(a, b, c, d);
}

/** Exponential draw with mean 1 (inverse CDF of a uniform). */
export function exponential4(a: number, b: number, c: number, d: number): number {
  return -Math.log(1 - uniform4(a, b, c, d));
}

/**
 * Smooth unit-variance noise in time: independent normal values at knots `knotMs` apart, joined
 * by a smoothstep and renormalised so the variance stays 1 between knots. Continuous everywhere,
 * so readings built from it never jump; the knot spacing sets the correlation time.
 */
export function valueNoise(key: number, channel: number, timeMs: number, knotMs: number): number {
  const x = timeMs / knotMs;
  const i = Math.floor(x);
  const f = x - i;
  const s = f * f * (3 - 2 * f);
  const a = normal4(key, channel, i, 0x51ed);
  const b = normal4(key, channel, i + 1, 0x51ed);
  return (a * (1 - s) + b * s) / Math.sqrt((1 - s) * (1 - s) + s * s);
}

/** Noise channel ids: one per independent random stream, so streams never share a key. */
export const noiseChannel = {
  regime: 1,
  regimeParam: 2,
  transition: 3,
  spatialField: 4,
  stationDay: 5,
  networkCloud: 6,
  networkWind: 7,
  networkPressure: 8,
  rainEvent: 10,
  rainShape: 11,
  seaBreeze: 12,
  temperatureFast: 20,
  temperatureSlow: 21,
  temperature10m: 22,
  dewPointSlow: 23,
  dewPointFast: 24,
  stationCloud: 25,
  windFast: 26,
  windSlow: 27,
  windDirSlow: 28,
  windDirFast: 29,
  gust: 30,
  gust2m: 31,
  windRatio: 32,
  solarFlicker: 33,
  pressureStation: 34,
  mixingBurst: 35,
  sigmaW: 36,
  battery: 37,
  windDirSd: 38,
  windDir2m: 39,
  dropOut: 40,
  dropOutGap: 41,
  outageLane: 42,
  outageFallback: 43,
  sensorFault: 44,
} as const;
