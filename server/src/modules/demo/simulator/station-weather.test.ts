import { describe, expect, it } from 'vitest';
import { hourMs } from '@mesonet/shared/time/local-time';
import { dayIndexOfIsoDate } from './day-index';
import { hash4, hashString } from './prng';
import { demoStations } from '../demo-stations';
import { createStationContext, stationDay, type StationContext } from './station-day';
import { stationProfile } from './station-profile';
import { dayWindow } from './day-window';
import { partonLoganC } from './screen-temperature';
import { weatherAt } from './station-weather';
import { createSynopticModel } from './synoptic-model';
import { angleDeltaDeg } from './synoptic-regimes';

const seed = 77;
const synoptic = createSynopticModel(seed);
const contextOf = (slug: string): StationContext => {
  const station = demoStations.find((s) => s.slug === slug);
  if (!station) throw new Error(`No demo station ${slug}`);
  return createStationContext(stationProfile(station), hash4(seed, hashString(slug), 0, 0), synoptic);
};
const summerDays = Array.from({ length: 90 }, (_, i) => dayIndexOfIsoDate('2025-12-01') + i);

describe('station weather (metrics.md §6.5–6.7)', () => {
  it('joins the Parton–Logan day and night curves without jumps', () => {
    const context = contextOf('hamley-bridge');
    const first = dayIndexOfIsoDate('2025-07-01');
    let previous = partonLoganC(dayWindow(context, first), stationDay(context, first).dayStartUtcMs);
    for (let day = first; day < first + 10; day += 1) {
      const days = dayWindow(context, day);
      for (let t = days.today.dayStartUtcMs; t < days.after.dayStartUtcMs; t += 60_000) {
        const temperature = partonLoganC(days, t);
        expect(Math.abs(temperature - previous)).toBeLessThan(0.1);
        previous = temperature;
      }
    }
  });

  it.each([
    ['aldinga', 0.15],
    ['kingston-se', 0.1],
  ])('gives %s sea breezes on at least %f of summer days, from the sea, cooler after arrival', (slug, share) => {
    const context = contextOf(slug);
    const exposure = context.profile.seaBreeze;
    expect(exposure).not.toBeNull();
    let breezeDays = 0;
    const turns: number[] = [];
    const coolings: number[] = [];
    for (const day of summerDays) {
      const today = stationDay(context, day);
      if (!today.seaBreeze) continue;
      breezeDays += 1;
      const days = dayWindow(context, day);
      const before = weatherAt(context, days, today.seaBreeze.arrivalUtcMs - 0.25 * hourMs, 600_000);
      const after = weatherAt(context, days, today.seaBreeze.arrivalUtcMs + hourMs, 600_000);
      turns.push(Math.abs(angleDeltaDeg(exposure?.onshoreDirDeg ?? 0, after.windDir10mDeg)));
      coolings.push(before.screenTemperatureC - after.screenTemperatureC);
    }
    expect(breezeDays / summerDays.length).toBeGreaterThan(share);
    const sortedTurns = [...turns].sort((a, b) => a - b);
    expect(sortedTurns[Math.floor(turns.length / 2)]).toBeLessThan(45);
    expect(coolings.reduce((sum, c) => sum + c, 0) / coolings.length).toBeGreaterThan(0.8);
  });

  it('gives inland sites no sea breeze', () => {
    const context = contextOf('bom-renmark-aero');
    expect(context.profile.seaBreeze).toBeNull();
    expect(summerDays.some((day) => stationDay(context, day).seaBreeze !== null)).toBe(false);
  });

  it('keeps hilltops in the thermal belt: warmer than the valley on calm clear nights, cooler by day', () => {
    const hilltop = contextOf('mount-bryan');
    const valley = contextOf('booborowie');
    const winter = Array.from({ length: 92 }, (_, i) => dayIndexOfIsoDate('2025-06-01') + i);
    const calmNightGaps: number[] = [];
    const afternoonGaps: number[] = [];
    for (const day of winter) {
      const valleyDays = dayWindow(valley, day);
      const hilltopDays = dayWindow(hilltop, day);
      const dawn = valleyDays.today.sun.sunriseUtcMs - 0.5 * hourMs;
      const valleyDawn = weatherAt(valley, valleyDays, dawn, 600_000);
      const hilltopDawn = weatherAt(hilltop, hilltopDays, dawn, 600_000);
      if (valleyDawn.inversion > 0.6)
        calmNightGaps.push(hilltopDawn.screenTemperatureC - valleyDawn.screenTemperatureC);
      const afternoon = valleyDays.today.sun.solarNoonUtcMs + 2 * hourMs;
      afternoonGaps.push(
        weatherAt(hilltop, hilltopDays, afternoon, 600_000).screenTemperatureC -
          weatherAt(valley, valleyDays, afternoon, 600_000).screenTemperatureC,
      );
    }
    const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(calmNightGaps.length).toBeGreaterThanOrEqual(4);
    expect(average(calmNightGaps)).toBeGreaterThan(0.5);
    expect(average(afternoonGaps)).toBeLessThan(-1.5);
  });
});
