import { describe, expect, it } from 'vitest';
import { hash4, hashString, normal4, uniform4, valueNoise } from './prng';

describe('counter-based PRNG', () => {
  it('is a pure function of its key', () => {
    expect(hash4(1, 2, 3, 4)).toBe(hash4(1, 2, 3, 4));
    expect(hashString('hamley-bridge')).toBe(hashString('hamley-bridge'));
  });

  it.each([
    ['seed', [2, 2, 3, 4]],
    ['second word', [1, 3, 3, 4]],
    ['third word', [1, 2, 4, 4]],
    ['fourth word', [1, 2, 3, 5]],
  ])('changes when the %s changes', (_label, key) => {
    const [a, b, c, d] = key as [number, number, number, number];
    expect(hash4(a, b, c, d)).not.toBe(hash4(1, 2, 3, 4));
  });

  it('gives uniform draws in [0, 1) with mean ½ and variance 1/12', () => {
    const draws = Array.from({ length: 50_000 }, (_, i) => uniform4(7, 1, i, 0));
    const mean = draws.reduce((sum, u) => sum + u, 0) / draws.length;
    const variance = draws.reduce((sum, u) => sum + (u - mean) ** 2, 0) / draws.length;
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(mean).toBeCloseTo(0.5, 2);
    expect(variance).toBeCloseTo(1 / 12, 2);
  });

  it('gives approximately standard normal draws', () => {
    const draws = Array.from({ length: 50_000 }, (_, i) => normal4(7, 2, i, 0));
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / draws.length);
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(sd).toBeCloseTo(1, 1);
    expect(draws.filter((x) => Math.abs(x) > 1.96).length / draws.length).toBeCloseTo(0.05, 1);
  });

  it('makes value noise continuous in time with unit variance', () => {
    const knotMs = 600_000;
    let maxJump = 0;
    let sumSquares = 0;
    const steps = 20_000;
    for (let i = 0; i < steps; i += 1) {
      const t = i * 60_000;
      const value = valueNoise(3, 9, t, knotMs);
      sumSquares += value * value;
      maxJump = Math.max(maxJump, Math.abs(valueNoise(3, 9, t + 1000, knotMs) - value));
    }
    expect(maxJump).toBeLessThan(0.05);
    expect(sumSquares / steps).toBeGreaterThan(0.8);
    expect(sumSquares / steps).toBeLessThan(1.2);
  });
});
