import { describe, expect, it } from 'vitest';
import {
  defaultTimeriteDate,
  meanDaytimeTemperatureC,
  rlemFirstDataDate,
  rlemStatus,
  type RlemDay,
} from './red-legged-earth-mite';
import { addDays, datesFromTo } from '@mesonet/shared/time/local-time';

const timerite = { month: 9, day: 25 };
/** Daily weather from `from` to `to`, hot and dry unless changed. */
const season = (from: string, to: string, change: (date: string) => Partial<RlemDay> = () => ({})): RlemDay[] =>
  datesFromTo(from, to).map((localDate) => ({ localDate, tMaxC: 30, tMinC: 15, rainMm: 0, ...change(localDate) }));

describe('RLEM hatch and status (metrics.md §4.21; cesar RLEM-hatch calc_hatch, McDonald et al. 2015)', () => {
  it('MDT = Tmax − (Tmax − Tmin)/4', () => {
    expect(meanDaytimeTemperatureC(20, 8)).toBe(17);
  });

  // Autumn break: 8 mm on 1–2 April 2025, then cool days (MDT 14.5 < 16) from 1 April.
  const autumn = (date: string): Partial<RlemDay> => ({
    ...(date === '2025-04-01' || date === '2025-04-02' ? { rainMm: 4 } : {}),
    ...(date >= '2025-04-01' ? { tMaxC: 16, tMinC: 10 } : {}),
  });
  const days = season('2024-11-17', '2025-09-30', autumn);
  const upTo = (today: string) => days.filter((d) => d.localDate < today);

  it.each<[string, number]>([
    ['2025-03-20', 0], // dormant: no rain trigger yet
    ['2025-04-03', 1], // > 5 mm over ≤ 5 days: hatch trigger met, waiting for cool
    // The rain window d−14…d−10 holds both 1 and 2 April from d = 12 April; the cold window is already
    // cool, so hatch is predicted for that day (P = 0), known from the next day (data up to yesterday).
    ['2025-04-12', 1],
    ['2025-04-13', 2],
    ['2025-05-02', 2],
    ['2025-05-03', 3], // 21 days after the predicted hatch: mites active
    ['2025-09-10', 3],
    ['2025-09-11', 4], // TIMERITE 25 Sep − 14 d
    ['2025-09-25', 4],
    ['2025-09-26', 5], // diapause eggs being laid
    ['2025-11-30', 5],
  ])('on %s → %i', (today, status) => {
    expect(rlemStatus(upTo(today), today, timerite)).toBe(status);
  });

  it('restarts dormant on 1 December', () => {
    expect(rlemStatus(season('2025-11-17', '2025-12-01'), '2025-12-02', timerite)).toBe(0);
  });

  it('a false break (rain then heat) stays at 1, then resets after 30 days', () => {
    const falseBreak = season('2024-11-17', '2025-04-30', (date) => (date === '2025-03-01' ? { rainMm: 6 } : {}));
    expect(
      rlemStatus(
        falseBreak.filter((d) => d.localDate < '2025-03-20'),
        '2025-03-20',
        timerite,
      ),
    ).toBe(1);
    expect(
      rlemStatus(
        falseBreak.filter((d) => d.localDate < '2025-04-05'),
        '2025-04-05',
        timerite,
      ),
    ).toBe(0);
  });

  it('pushes the hatch later by 8·P/10 days when the window had warm days (P = Σ max(0, MDT − 19))', () => {
    // Two warm days (MDT 25) inside an otherwise cold window: mean MDT (8 × 10 + 2 × 25)/10 = 13 < 16, P = 12 → +10 days.
    const warmish = season('2024-11-17', '2025-06-30', (date) => ({
      ...(date === '2025-04-01' || date === '2025-04-02' ? { rainMm: 4 } : {}),
      ...(date >= '2025-04-01' ? { tMaxC: 10, tMinC: 2 } : {}),
      ...(date === '2025-04-05' || date === '2025-04-06' ? { tMaxC: 28, tMinC: 16 } : {}),
    }));
    const status = (today: string) =>
      rlemStatus(
        warmish.filter((d) => d.localDate < today),
        today,
        timerite,
      );
    expect(status('2025-04-21')).toBe(1); // triggered on 12 April (P = 12), hatch predicted for 22 April
    expect(status('2025-04-22')).toBe(2);
  });

  it.each([
    [-33.2, 138.6, { month: 9, day: 25 }], // Mid North
    [-34.2, 140.6, { month: 9, day: 25 }], // Riverland
    [-35.13, 139.27, { month: 9, day: 25 }], // BOM Murray Bridge (Mallee)
    [-37.8, 140.8, { month: 10, day: 5 }], // Limestone Coast
    [-35.22, 138.55, { month: 10, day: 5 }], // McLaren Vale
    [-35.29, 139.39, { month: 10, day: 5 }], // Wellington (Langhorne Creek)
  ])('default TIMERITE date at %f, %f → %j', (lat, lng, expected) => {
    expect(defaultTimeriteDate(lat, lng)).toEqual(expected);
  });

  it('needs data from 14 days before 1 December', () => {
    expect(rlemFirstDataDate('2025-06-15')).toBe(addDays('2024-12-01', -14));
  });
});
