import { describe, expect, it } from 'vitest';
import { mapSeasonAccumulators, seasonFirstDataDate } from './season-accumulators';
import { datesFromTo } from '@mesonet/shared/time/local-time';

// Map starts [P] of metrics.md §4.16–4.18, §4.20: thermal time since 1 May, vernalisation and adjusted
// thermal time since 11 May, Etiella since 21 June (shown until 31 December).
const rows = (from: string, to: string, tMaxC = 15, tMinC = 5) =>
  datesFromTo(from, to).map((localDate) => ({ localDate, tMaxC, tMinC }));
const lat = -34.3;

describe('map season accumulators', () => {
  it('on 1 July: 61 days of thermal time, vernalisation since 11 May, Etiella since 21 June', () => {
    const result = mapSeasonAccumulators(rows('2025-04-01', '2025-06-30'), '2025-07-01', lat);
    expect(result.thermalTimeCd).toBe(61 * 10);
    expect(result.vernalDays).toBeGreaterThan(20);
    expect(result.vernalDays).toBeLessThanOrEqual(50);
    expect(result.adjustedThermalTimeCd).toBeGreaterThan(0);
    expect(result.adjustedThermalTimeCd!).toBeLessThan(51 * 10);
    expect(result.etiellaCd).toBeCloseTo(10 * 2.5, 9); // 21–30 June at base 7.5
  });

  it('on 1 May everything restarts at 0; Etiella is not shown before 21 June', () => {
    expect(mapSeasonAccumulators(rows('2024-05-01', '2025-04-30'), '2025-05-01', lat)).toEqual({
      thermalTimeCd: 0,
      vernalDays: 0,
      adjustedThermalTimeCd: 0,
      etiellaCd: null,
    });
  });

  it('vernalisation saturates at 50 for display (§4.17)', () => {
    const result = mapSeasonAccumulators(rows('2025-05-01', '2025-11-30', 10, 2), '2025-12-01', lat);
    expect(result.vernalDays).toBe(50);
  });

  it('null when fewer than 80 % of the days have data (§2.7)', () => {
    const sparse = rows('2025-05-01', '2025-06-30').filter((_, i) => i % 3 !== 0);
    expect(mapSeasonAccumulators(sparse, '2025-07-01', lat).thermalTimeCd).toBeNull();
  });

  it.each([
    ['2025-04-15', '2024-05-01'],
    ['2025-05-01', '2025-05-01'],
  ])('on %s the season needs days from %s', (today, start) => {
    expect(seasonFirstDataDate(today)).toBe(start);
  });
});
