/** The shaping functions the generator's curves share. */

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** 0 below 0, 1 above 1, and an S-curve between with a flat start and end (Hermite 3x² − 2x³). */
export function smoothstep(x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return x * x * (3 - 2 * x);
}
