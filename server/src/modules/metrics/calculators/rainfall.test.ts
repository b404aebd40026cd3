import { describe, expect, it } from 'vitest';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import {
  nineAmDayRainfallMm,
  rainfallLast24hMm,
  rainfallLast7DaysMm,
  rainfallSince9amMm,
  rainfallTotalMm,
} from './rainfall';

const adelaide = 'Australia/Adelaide';
const minute = 60_000;
const at = (iso: string, rain?: number): StationObservation => ({
  observedAtMs: Date.parse(iso),
  channels: rain === undefined ? { air_temp_1_2m: 10 } : { rain_mm: rain },
});

describe('rainfall totals (metrics.md §4.7, §0.4 rain day, BoM 9 am convention)', () => {
  // ACST (UTC+9:30): 09:00 local = 23:30 UTC the day before.
  const readings = [
    at('2025-06-30T23:20:00Z', 1.0), // 08:50 local 1 Jul
    at('2025-06-30T23:30:00Z', 0.4), // 09:00 local: still the 9am-day ending 1 Jul
    at('2025-06-30T23:40:00Z', 0.2), // 09:10 local: since 9am
    at('2025-07-01T02:30:00Z', 0.6), // 12:00 local
    at('2025-07-01T02:40:00Z'), // a reading without rain is not zero rain
  ];
  const now = Date.parse('2025-07-01T02:45:00Z');

  it('since 9am: readings after the 09:00 reset only', () => {
    expect(rainfallSince9amMm(readings, now, adelaide)).toBeCloseTo(0.8, 9);
  });

  it('9am-day totals are credited to the date of the 09:00 that ends them', () => {
    const totals = nineAmDayRainfallMm(readings, adelaide);
    expect(totals.get('2025-07-01')).toBeCloseTo(1.4, 9);
    expect(totals.get('2025-07-02')).toBeCloseTo(0.8, 9);
  });

  it('missing is not zero: no rain readings → null', () => {
    expect(rainfallTotalMm([at('2025-07-01T02:40:00Z')], 0, now)).toBeNull();
    expect(rainfallLast24hMm([], now)).toBeNull();
  });

  it('just after the reset with no reading yet: 0 if the station has a gauge, else null', () => {
    const justAfter = Date.parse('2025-06-30T23:35:00Z');
    expect(rainfallSince9amMm(readings.slice(0, 2), justAfter, adelaide)).toBe(0);
    expect(rainfallSince9amMm([at('2025-06-30T23:20:00Z')], justAfter, adelaide)).toBeNull();
    expect(rainfallSince9amMm(readings.slice(0, 2), justAfter + 40 * minute, adelaide)).toBeNull();
  });

  it('rolling 24 h ends at the newest reading', () => {
    const series = [at('2025-06-30T02:40:00Z', 5), at('2025-06-30T02:50:00Z', 2), at('2025-07-01T02:40:00Z', 1)];
    expect(rainfallLast24hMm(series, Date.parse('2025-07-01T02:40:00Z'))).toBe(3);
  });

  it('7 days = seven completed 9am-days plus since 9am, across the DST change (a 23 h 9am-day)', () => {
    // now 10:00 ACDT on 8 Oct 2025; window from 09:00 local on 1 Oct (ACST, 23:30 UTC 30 Sep).
    const nowDst = Date.parse('2025-10-07T23:30:00Z');
    const series = [
      at('2025-09-30T23:30:00Z', 50), // 09:00 local 1 Oct: belongs to the 9am-day ending 1 Oct, outside
      at('2025-09-30T23:40:00Z', 1), // first reading inside
      at('2025-10-04T16:00:00Z', 2), // 01:30 ACST 5 Oct
      at('2025-10-07T22:40:00Z', 3), // 09:10 ACDT 8 Oct: since 9am
    ];
    expect(rainfallLast7DaysMm(series, nowDst, adelaide)).toBe(6);
  });
});
