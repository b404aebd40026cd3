import { describe, expect, it } from 'vitest';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { dailyWeatherRows, filledDailyTemperatures, mergeDailyRows } from './daily-weather';
import { localMidnightMs } from '@mesonet/shared/time/local-time';

const adelaide = 'Australia/Adelaide';
const minute = 60_000;

function day(date: string, temp: (minuteOfDay: number) => number, stepMin = 10, rain = 0): StationObservation[] {
  const start = localMidnightMs(date, adelaide);
  return Array.from({ length: (24 * 60) / stepMin }, (_, i) => ({
    observedAtMs: start + (i + 1) * stepMin * minute,
    channels: { air_temp_1_2m: temp((i + 1) * stepMin), rain_mm: rain },
  }));
}

describe('daily rows from readings (metrics.md §4.16 local calendar day, §0.4 9am rain day, §2.7 80 %)', () => {
  it('calendar-day Tmax/Tmin and 9am-day rain', () => {
    const readings = [...day('2025-07-01', (m) => 5 + m / 144, 10, 0.2), ...day('2025-07-02', () => 3)];
    const rows = dailyWeatherRows(readings, adelaide);
    // The last reading (00:00 of 3 Jul) closes 2 Jul, so the rows end on 2 Jul.
    expect(rows.map((r) => r.localDate)).toEqual(['2025-07-01', '2025-07-02']);
    expect(rows[0]).toMatchObject({ tMaxC: 15, tMinC: 5 + 10 / 144 });
    // 1 Jul's 9am-day holds only 00:10–09:00 of 1 Jul (54 readings × 0.2), 2 Jul's the rest of 1 Jul (90 × 0.2).
    expect(rows[0]!.rainMm).toBeCloseTo(54 * 0.2, 9);
    expect(rows[1]).toMatchObject({ tMaxC: 3, tMinC: 3 });
    expect(rows[1]!.rainMm).toBeCloseTo(90 * 0.2, 9);
  });

  it('a day with less than 80 % coverage has no Tmax/Tmin', () => {
    const gappy = day('2025-07-01', () => 8).filter((_, i) => i < 110); // 110 of 144 readings ≈ 76 %
    expect(dailyWeatherRows(gappy, adelaide)[0]).toMatchObject({ tMaxC: null, tMinC: null });
  });

  it('returns nothing without readings', () => {
    expect(dailyWeatherRows([], adelaide)).toEqual([]);
  });
});

describe('gap filling of daily temperatures (§4.16: 5-day mean; §2.7: ≥ 80 % own data)', () => {
  const row = (localDate: string, tMaxC: number | null, tMinC: number | null) => ({ localDate, tMaxC, tMinC });
  const rows = [
    row('2025-07-01', 10, 0),
    row('2025-07-02', 12, 2),
    row('2025-07-03', null, null),
    row('2025-07-04', 14, 4),
    row('2025-07-05', 16, 6),
    row('2025-07-06', 18, 8),
  ];

  it('fills a missing day with the mean of the 5 nearest valid days and flags it', () => {
    const filled = filledDailyTemperatures(rows, '2025-07-01', '2025-07-06')!;
    expect(filled[2]).toEqual({ localDate: '2025-07-03', tMaxC: 14, tMinC: 4, filled: true });
    expect(filled[0]).toEqual({ localDate: '2025-07-01', tMaxC: 10, tMinC: 0, filled: false });
  });

  it('treats an absent date like a missing one', () => {
    const filled = filledDailyTemperatures(
      rows.filter((r) => r.localDate !== '2025-07-03'),
      '2025-07-01',
      '2025-07-06',
    );
    expect(filled?.[2]?.filled).toBe(true);
  });

  it('null below 80 % own data; empty for an empty range', () => {
    expect(filledDailyTemperatures(rows, '2025-07-01', '2025-07-10')).toBeNull(); // 5 of 10
    expect(filledDailyTemperatures(rows, '2025-07-02', '2025-07-01')).toEqual([]);
  });
});

describe('merging stored daily rows with rows recomputed from recent readings', () => {
  const stored = [
    { localDate: '2025-07-01', tMaxC: 10, tMinC: 0, rainMm: 7 },
    { localDate: '2025-07-02', tMaxC: 11, tMinC: 1, rainMm: 0 },
  ];
  const recomputed = [
    { localDate: '2025-07-01', tMaxC: null, tMinC: null, rainMm: 0.4 }, // readings start mid-9am-day
    { localDate: '2025-07-02', tMaxC: 12, tMinC: 2, rainMm: 3 },
    { localDate: '2025-07-03', tMaxC: null, tMinC: null, rainMm: 1 },
  ];
  // First reading 12:00 local on 30 Jun: the 9am-day ending 1 Jul is only partly covered.
  const merged = mergeDailyRows(
    stored,
    recomputed,
    localMidnightMs('2025-06-30', adelaide) + 12 * 60 * minute,
    adelaide,
  );

  it('keeps a complete stored total over a partial recomputed one, and fresher values otherwise', () => {
    expect(merged).toEqual([
      { localDate: '2025-07-01', tMaxC: 10, tMinC: 0, rainMm: 7 },
      { localDate: '2025-07-02', tMaxC: 12, tMinC: 2, rainMm: 3 },
      { localDate: '2025-07-03', tMaxC: null, tMinC: null, rainMm: 1 },
    ]);
  });
});
