import { describe, expect, it } from 'vitest';
import { accumulateAdjustedThermalTime, type PhenologyDay } from '../metrics/calculators/adjusted-thermal-time';
import { addDays, dayOfYear, localTimeMs } from '@mesonet/shared/time/local-time';
import { civilDayLengthHours } from '../metrics/calculators/sun-position';
import { frostNightHours } from './season-charts';
import { emergenceTargetCd, hourBelowThreshold, seasonClock } from './season-phenology';

const latitude = -34.08;
/** `count` days from 1 May 2026 averaging 10 °C (Tmax 15, Tmin 5): 10 °C·d a day. */
const days = (count: number, tMaxC = 15, tMinC = 5) =>
  Array.from({ length: count }, (_, i) => ({ localDate: addDays('2026-05-01', i), tMaxC, tMinC }));

describe('seasonClock', () => {
  it('calculates emergence on the first day thermal time since sowing reaches 115 °C·d', () => {
    expect(emergenceTargetCd).toBe(115);
    const clock = seasonClock({
      days: days(20),
      enteredEmergenceDate: null,
      enteredFloralInitiationDate: null,
      latitudeDeg: latitude,
    });
    // 11 days give 110 °C·d, the 12th 120.
    expect(clock.emergenceDate).toBe('2026-05-12');
    expect(clock.days[11]!.thermalTimeCd).toBe(120);
    expect(clock.days[10]).toMatchObject({ vernalDays: 0, adjustedThermalTimeCd: 0 });
    expect(clock.floralInitiationDate).toBeNull();
  });

  it('accumulates vernalisation and adjusted thermal time from emergence as the calculator does', () => {
    const all = days(150);
    const clock = seasonClock({
      days: all,
      enteredEmergenceDate: null,
      enteredFloralInitiationDate: null,
      latitudeDeg: latitude,
    });
    const fromEmergence: PhenologyDay[] = all.slice(11).map((d) => ({
      ...d,
      dayLengthHours: civilDayLengthHours(latitude, dayOfYear(d.localDate)),
    }));
    const expected = accumulateAdjustedThermalTime(fromEmergence);
    expect(clock.floralInitiationDate).toBe(all[11 + expected.floralInitiationIndex!]!.localDate);
    expect(clock.days.at(-1)!.adjustedThermalTimeCd).toBeCloseTo(expected.attCd, 6);
    // A 1 May sowing reaches floral initiation in winter (metrics.md §4.18: late July to mid August).
    expect(clock.floralInitiationDate! > '2026-07-01' && clock.floralInitiationDate! < '2026-09-15').toBe(true);
  });

  it('uses entered dates instead of calculating them', () => {
    const clock = seasonClock({
      days: days(60),
      enteredEmergenceDate: '2026-05-05',
      enteredFloralInitiationDate: '2026-06-01',
      latitudeDeg: latitude,
    });
    expect(clock.emergenceDate).toBe('2026-05-05');
    expect(clock.floralInitiationDate).toBe('2026-06-01');
    expect(clock.days[3]!.adjustedThermalTimeCd).toBe(0);
    expect(clock.days[4]!.adjustedThermalTimeCd).toBeGreaterThan(0);
    // After floral initiation vernalisation stops and adjusted thermal time runs at the full rate.
    const june = clock.days.findIndex((d) => d.localDate === '2026-06-01');
    expect(clock.days[june + 5]!.vernalDays).toBe(clock.days[june]!.vernalDays);
    expect(clock.days[june + 5]!.adjustedThermalTimeCd - clock.days[june + 4]!.adjustedThermalTimeCd).toBe(10);
  });

  it('is empty before any day has passed', () => {
    expect(
      seasonClock({ days: [], enteredEmergenceDate: null, enteredFloralInitiationDate: null, latitudeDeg: latitude }),
    ).toEqual({ days: [], emergenceDate: null, floralInitiationDate: null });
  });
});

describe('frost hours from hourly extremes', () => {
  it.each([
    ['all below', { minC: -1, maxC: 1.5 }, 2, 1],
    ['all above', { minC: 2, maxC: 6 }, 2, 0],
    ['a quarter below', { minC: 1, maxC: 5 }, 2, 0.25],
    ['half below zero', { minC: -1, maxC: 1 }, 0, 0.5],
  ])('%s', (_name, hour, threshold, expected) => {
    expect(hourBelowThreshold(hour, threshold)).toBe(expected);
  });

  it('sums a frost night to 09:00 and leaves a night with too few hours empty', () => {
    const tz = 'Australia/Adelaide';
    const start = localTimeMs('2026-06-01', 9, tz);
    const hours = Array.from({ length: 24 }, (_, i) => ({
      hourEndMs: start + (i + 1) * 3_600_000,
      // Six cold hours before dawn.
      minC: i >= 16 && i < 22 ? -3 : 4,
      maxC: i >= 16 && i < 22 ? -1 : 8,
    }));
    expect(frostNightHours(['2026-06-02'], hours, tz, 0)).toEqual([6]);
    expect(frostNightHours(['2026-06-02'], hours.slice(0, 18), tz, 0)).toEqual([null]);
    expect(frostNightHours(['2026-06-03'], hours, tz, 0)).toEqual([null]);
  });
});
