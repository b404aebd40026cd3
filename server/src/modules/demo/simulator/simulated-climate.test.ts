import type { RawChannels } from '@mesonet/shared/stations/raw-channels';
import { describe, expect, it } from 'vitest';
import { hourMs } from '@mesonet/shared/time/local-time';
import {
  networkOffsetMs,
  civilDate,
  dayIndexOfIsoDate,
  isoDateOfDayIndex,
  localDayIndex,
  localMidnightUtcMs,
} from './day-index';
import { demoStations } from '../demo-stations';
import { solarDay, sinSunElevation } from './solar-geometry';
import { createWeatherSimulator, type SimulatedStation } from './weather-simulator';

/**
 * Physical plausibility of the generated weather (metrics.md §6), checked statistically over
 * weeks to years of simulated data rather than reading by reading.
 */

const simulator = createWeatherSimulator({ seed: 20251110 });
const station = (slug: string): SimulatedStation => {
  const found = demoStations.find((s) => s.slug === slug);
  if (!found) throw new Error(`No demo station ${slug}`);
  return found;
};
const ofType = (type: SimulatedStation['awsType']) => demoStations.filter((s) => s.awsType === type);

interface Sample {
  t: number;
  localHour: number;
  reading: RawChannels;
}

/** Readings of a station for `days` local days from `firstDate`, with the local hour of each interval's middle. */
function readings(s: SimulatedStation, firstDate: string, days: number): Sample[][] {
  const first = dayIndexOfIsoDate(firstDate);
  return Array.from({ length: days }, (_, i) => {
    const fromMs = localMidnightUtcMs(first + i);
    return simulator.reportTimes(s, fromMs, localMidnightUtcMs(first + i + 1)).flatMap((t) => {
      const reading = simulator.observation(s, t);
      const middleMs = t - 300_000;
      const localHour = ((((middleMs + networkOffsetMs(middleMs)) / hourMs) % 24) + 24) % 24;
      return reading ? [{ t, localHour, reading }] : [];
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

const novemberStandard = ofType('standard')
  .filter((_, i) => i % 9 === 0)
  .map((s) => ({ station: s, days: readings(s, '2025-11-01', 30) }));
const novemberHilltop = ofType('hilltop').map((s) => ({ station: s, days: readings(s, '2025-11-01', 30) }));

describe('diurnal cycle (§6.4–6.5)', () => {
  it('peaks mid-afternoon and bottoms out near dawn on average', () => {
    const byHour = Array.from({ length: 24 }, () => [] as number[]);
    for (const { days } of novemberStandard) {
      for (const day of days)
        for (const s of day) byHour[Math.floor(s.localHour)]?.push(s.reading.air_temp_1_2m ?? NaN);
    }
    const hourly = byHour.map(mean);
    const warmest = hourly.indexOf(Math.max(...hourly));
    const coolest = hourly.indexOf(Math.min(...hourly));
    // November sunrise is about 06:00–06:15 ACDT; solar noon about 13:15 ACDT.
    expect(warmest).toBeGreaterThanOrEqual(13);
    expect(warmest).toBeLessThanOrEqual(16);
    expect(coolest).toBeGreaterThanOrEqual(4);
    expect(coolest).toBeLessThanOrEqual(7);
    expect(Math.max(...hourly) - Math.min(...hourly)).toBeGreaterThan(8);
  });

  it('keeps solar radiation at zero with the sun down and under the clear-sky curve by day', () => {
    const { station: s, days } = novemberStandard[0] as (typeof novemberStandard)[number];
    let daylightMax = 0;
    for (const day of days) {
      for (const { t, reading } of day) {
        const middleMs = t - 300_000;
        const elevation = sinSunElevation(solarDay(s.lat, s.lng, localDayIndex(middleMs)), middleMs);
        if (elevation < -0.02) expect(reading.solar_rad).toBe(0);
        daylightMax = Math.max(daylightMax, reading.solar_rad ?? 0);
      }
    }
    expect(daylightMax).toBeGreaterThan(900);
    expect(daylightMax).toBeLessThan(1150);
  });

  it('moves RH against temperature while the dew point stays fairly steady within a day', () => {
    const correlations: number[] = [];
    const dewPointSpreads: number[] = [];
    for (const { days } of novemberStandard) {
      for (const day of days) {
        if (day.length < 100 || day.some((s) => (s.reading.rain_mm ?? 0) > 0)) continue;
        const t = day.map((s) => s.reading.air_temp_1_2m ?? 0);
        const rh = day.map((s) => s.reading.rh_1_2m ?? 0);
        const mt = mean(t);
        const mrh = mean(rh);
        const cov = mean(t.map((v, i) => (v - mt) * ((rh[i] ?? 0) - mrh)));
        const sd = (values: number[], m: number) => Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
        correlations.push(cov / (sd(t, mt) * sd(rh, mrh)));
        const dewPoints = t.map((temperature, i) => {
          const gamma = Math.log((rh[i] ?? 50) / 100) + (17.625 * temperature) / (243.04 + temperature);
          return (243.04 * gamma) / (17.625 - gamma);
        });
        dewPointSpreads.push(sd(dewPoints, mean(dewPoints)));
      }
    }
    expect(correlations.length).toBeGreaterThan(50);
    expect(median(correlations)).toBeLessThan(-0.7);
    expect(median(dewPointSpreads)).toBeLessThan(2);
  });
});

describe('inversions and the 10 m layer (§6.6, §6.11)', () => {
  const nightlyMaxVtd = (days: Sample[][]) =>
    days.flatMap((day) => {
      const night = day.filter((s) => s.localHour >= 1 && s.localHour <= 6 && s.reading.air_temp_10m !== undefined);
      return night.length
        ? [Math.max(...night.map((s) => (s.reading.air_temp_10m ?? 0) - (s.reading.air_temp_1_2m ?? 0)))]
        : [];
    });

  it('has calm clear nights with VTD above 2 °C at standard stations, but small VTD on hilltops', () => {
    let strongCalmNights = 0;
    for (const { days } of novemberStandard) {
      for (const day of days) {
        const strong = day.some(
          (s) =>
            s.localHour >= 1 &&
            s.localHour <= 6 &&
            (s.reading.air_temp_10m ?? 0) - (s.reading.air_temp_1_2m ?? 0) > 2 &&
            (s.reading.wind_speed_10m ?? 9) < 2,
        );
        if (strong) strongCalmNights += 1;
      }
    }
    const standardNights = novemberStandard.flatMap(({ days }) => nightlyMaxVtd(days));
    const hilltopNights = novemberHilltop.flatMap(({ days }) => nightlyMaxVtd(days));
    // Spring: a strong inversion on some nights (winter has more), hilltops above it.
    expect(strongCalmNights / standardNights.length).toBeGreaterThan(0.05);
    expect(median(hilltopNights)).toBeLessThan(0.5);
    expect(median(hilltopNights)).toBeLessThan(0.6 * median(standardNights));
    expect(Math.max(...standardNights)).toBeLessThan(8);
  });

  it('has a slightly negative VTD (lapse) on sunny afternoons', () => {
    const vtd = novemberStandard
      .flatMap(({ days }) =>
        days.flat().filter((s) => s.localHour >= 12 && s.localHour <= 16 && (s.reading.solar_rad ?? 0) > 600),
      )
      .map((s) => (s.reading.air_temp_10m ?? 0) - (s.reading.air_temp_1_2m ?? 0));
    expect(median(vtd)).toBeLessThan(-0.2);
    expect(median(vtd)).toBeGreaterThan(-1.5);
  });

  it('has research-station σw low at night and higher by day', () => {
    const night: number[] = [];
    const day: number[] = [];
    for (const s of ofType('research')) {
      for (const sample of readings(s, '2025-11-01', 14).flat()) {
        const sigmaW = sample.reading.sonic_w_sd_10m ?? NaN;
        if (sample.localHour >= 1 && sample.localHour <= 5) night.push(sigmaW);
        if (sample.localHour >= 11 && sample.localHour <= 15) day.push(sigmaW);
      }
    }
    expect(median(night)).toBeLessThan(0.2);
    expect(median(day)).toBeGreaterThan(0.4);
  });
});

describe('wind (§6.7)', () => {
  it('has 2 m wind about 0.7–0.8 of the 10 m wind by day, and gusts above the mean', () => {
    const ratios = novemberStandard
      .flatMap(({ days }) => days.flat())
      .filter((s) => s.localHour >= 11 && s.localHour <= 16 && (s.reading.wind_speed_10m ?? 0) > 2)
      .map((s) => (s.reading.wind_speed_2m ?? 0) / (s.reading.wind_speed_10m ?? 1));
    expect(median(ratios)).toBeGreaterThan(0.68);
    expect(median(ratios)).toBeLessThan(0.8);
  });

  it('brings a cool change with a wind shift to the west or south-west when a front passes', () => {
    const s = station('hamley-bridge');
    const drops: number[] = [];
    const afterDirections: number[] = [];
    const samples = readings(s, '2025-10-01', 120).flat();
    const byTime = new Map(samples.map((sample) => [sample.t, sample]));
    for (const now of samples) {
      const before = byTime.get(now.t - hourMs);
      if (before) {
        const drop = (before.reading.air_temp_1_2m ?? 0) - (now.reading.air_temp_1_2m ?? 0);
        const northerly = (before.reading.wind_dir_10m ?? 180) > 290 || (before.reading.wind_dir_10m ?? 180) < 60;
        if (drop > 5 && northerly && before.localHour > 9 && before.localHour < 17) {
          drops.push(drop);
          afterDirections.push(now.reading.wind_dir_10m ?? 0);
        }
      }
    }
    expect(drops.length).toBeGreaterThan(3);
    expect(median(afterDirections)).toBeGreaterThan(200);
    expect(median(afterDirections)).toBeLessThan(300);
  });
});

describe('climate (§6.2, §6.9, §6.10)', () => {
  const regions = ['Mid North', 'Riverland', 'Mallee', 'Limestone Coast', 'Langhorne Creek', 'McLaren Vale'];

  it.each([
    ['Riverland', 220, 320],
    ['Mallee', 280, 460],
    ['Mid North', 380, 560],
    ['Limestone Coast', 520, 800],
    ['Langhorne Creek', 300, 460],
    ['McLaren Vale', 460, 720],
  ])('rains a plausible amount a year in the %s (%i–%i mm, 5-year mean)', (region, low, high) => {
    const stations = demoStations.filter((s) => s.region === region).filter((_, i) => i % 2 === 0);
    const first = dayIndexOfIsoDate('2020-01-01');
    const last = dayIndexOfIsoDate('2025-01-01');
    let totalMm = 0;
    let winterMm = 0;
    for (const s of stations) {
      for (let day = first; day < last; day += 1) {
        const { rainMm } = simulator.dailySummary(s, isoDateOfDayIndex(day));
        totalMm += rainMm;
        const month = civilDate(day).month;
        if (month >= 5 && month <= 9) winterMm += rainMm;
      }
    }
    const annualMm = totalMm / stations.length / 5;
    expect(annualMm).toBeGreaterThan(low);
    expect(annualMm).toBeLessThan(high);
    expect(winterMm / totalMm).toBeGreaterThan(region === 'Riverland' ? 0.4 : 0.5);
  });

  it('is warmer in summer than in winter, hotter inland than on the coast, cooler on high ground', () => {
    const monthMean = (s: SimulatedStation, year: number, month: number, pick: 'tMaxC' | 'tMinC') => {
      const first = dayIndexOfIsoDate(`${year}-${String(month).padStart(2, '0')}-01`);
      return mean(Array.from({ length: 28 }, (_, i) => simulator.dailySummary(s, isoDateOfDayIndex(first + i))[pick]));
    };
    const twoYears = (s: SimulatedStation, month: number, pick: 'tMaxC' | 'tMinC') =>
      (monthMean(s, 2023, month, pick) + monthMean(s, 2024, month, pick)) / 2;
    for (const region of regions) {
      const s = demoStations.find((x) => x.region === region && x.awsType === 'standard') as SimulatedStation;
      expect(twoYears(s, 1, 'tMaxC'), region).toBeGreaterThan(twoYears(s, 7, 'tMaxC') + 9);
      expect(twoYears(s, 1, 'tMinC'), region).toBeGreaterThan(twoYears(s, 7, 'tMinC') + 5);
    }
    expect(twoYears(station('bom-renmark-aero'), 1, 'tMaxC')).toBeGreaterThan(
      twoYears(station('bom-robe'), 1, 'tMaxC') + 3,
    );
    expect(twoYears(station('mount-bryan'), 7, 'tMaxC')).toBeLessThan(
      twoYears(station('bom-snowtown'), 7, 'tMaxC') - 2.5,
    );
  });

  it('has higher station pressure in winter, and lower on high ground', () => {
    const meanPressure = (s: SimulatedStation, date: string) =>
      mean(
        readings(s, date, 14)
          .flat()
          .map((x) => x.reading.pressure_station ?? NaN),
      );
    const plainsJuly = meanPressure(station('bom-snowtown'), '2025-07-01');
    expect(plainsJuly).toBeGreaterThan(meanPressure(station('bom-snowtown'), '2026-01-05'));
    expect(meanPressure(station('mount-bryan'), '2025-07-01')).toBeLessThan(plainsJuly - 80);
  });
});

describe('vineyard stations (§1.2 greenbrain)', () => {
  it('report leaf wetness while it rains or dew forms, and dry leaves on dry afternoons', () => {
    const wetWhileRaining: number[] = [];
    const dryAfternoons: number[] = [];
    for (const s of ofType('greenbrain')) {
      for (const sample of readings(s, '2025-06-01', 30).flat()) {
        if ((sample.reading.rain_mm ?? 0) > 0) wetWhileRaining.push(sample.reading.leaf_wetness ?? 0);
        if (sample.localHour >= 13 && sample.localHour <= 16 && (sample.reading.rh_1_2m ?? 100) < 55) {
          dryAfternoons.push(sample.reading.leaf_wetness ?? 1);
        }
      }
    }
    expect(wetWhileRaining.length).toBeGreaterThan(20);
    expect(mean(wetWhileRaining)).toBeGreaterThan(0.9);
    expect(mean(dryAfternoons)).toBeLessThan(0.1);
  });
});
