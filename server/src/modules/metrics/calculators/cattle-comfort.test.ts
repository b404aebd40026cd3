import { describe, expect, it } from 'vitest';
import { cattleComfortWindMs, comprehensiveClimateIndex } from './cattle-comfort';

describe('Comprehensive Climate Index (Mader et al. 2010; metrics.md §4.19, §8.4 vectors)', () => {
  it('§4.19 / Oklahoma Mesonet check value: 30 °C, 50 %, 1 m/s, 500 W/m² → 37.93 (E_RH 1.84, E_WS 0.59, E_RAD 5.51)', () => {
    const result = comprehensiveClimateIndex({ tempC: 30, rhPct: 50, windSpeedMs: 1, solarRadiationWm2: 500 });
    expect(result.cci).toBeCloseTo(37.93, 1);
    expect(result.humidityC).toBeCloseTo(1.84, 2);
    expect(result.windC).toBeCloseTo(0.59, 2);
    expect(result.radiationC).toBeCloseTo(5.51, 2);
  });

  it.each([
    [20, 60, 3, 300, 19.38],
    [2, 90, 8, 0, -9.37],
    [41, 8, 6.7, 950, 41.3],
  ])('§8.4: T %f, RH %f, WS %f m/s, RAD %f W/m² → %f', (tempC, rhPct, windSpeedMs, solarRadiationWm2, expected) => {
    const { cci } = comprehensiveClimateIndex({ tempC, rhPct, windSpeedMs, solarRadiationWm2 });
    expect(Math.abs(cci - expected)).toBeLessThanOrEqual(0.05);
  });

  it('§4.19 edge cases: calm adds ≈ +3.3 °C; negative radiation and wind are clamped to 0', () => {
    const calm = comprehensiveClimateIndex({ tempC: 20, rhPct: 30, windSpeedMs: 0, solarRadiationWm2: 0 });
    expect(calm.windC).toBeCloseTo(3.3, 0);
    expect(comprehensiveClimateIndex({ tempC: 20, rhPct: 30, windSpeedMs: -1, solarRadiationWm2: -4 }).cci).toBeCloseTo(
      calm.cci,
      9,
    );
  });

  it.each<[number | null, number | null, number | null]>([
    [2, 4, 2],
    [null, 4, 3],
    [null, null, null],
  ])('wind: 2 m %s, 10 m %s → %s m/s', (w2, w10, expected) => {
    expect(cattleComfortWindMs(w2, w10)).toBe(expected);
  });
});
