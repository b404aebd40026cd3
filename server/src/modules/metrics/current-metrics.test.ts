import { describe, expect, it } from 'vitest';
import type { RawChannels, StationObservation, StationType } from '@mesonet/shared/stations/raw-channels';
import { accumulateVernalisation } from './calculators/vernalisation';
import { datesFromTo, localTimeMs } from '@mesonet/shared/time/local-time';
import { deltaTC } from './calculators/wet-bulb';
import {
  dailyHistoryStartDate,
  dailyWeatherFromObservations,
  deriveCurrentMetrics,
  deriveReadingMetrics,
  type DailyWeather,
  type StationContext,
} from './current-metrics';

const tz = 'Australia/Adelaide';
const minute = 60_000;
const hour = 60 * minute;
const station = (awsType: StationType = 'standard'): StationContext => ({
  slug: 'hamley-bridge',
  awsType,
  timezone: tz,
  lat: -34.35,
  lng: 138.68,
  elevationM: 100,
});

/** 10-min readings over the 8 days before `endMs` (inclusive), channels from a function of time. */
function readings(endMs: number, channels: (ms: number) => RawChannels, days = 8): StationObservation[] {
  const count = (days * 24 * 60) / 10;
  return Array.from({ length: count + 1 }, (_, i) => {
    const observedAtMs = endMs - (count - i) * 10 * minute;
    return { observedAtMs, channels: channels(observedAtMs) };
  });
}

/** A steady grey winter week: 12 °C, 70 %, westerly 4 m/s at 10 m, a weak inversion (+0.5 °C), no rain. */
const steady = (ms: number): RawChannels => ({
  air_temp_1_2m: 12,
  air_temp_10m: 12.5,
  rh_1_2m: 70,
  wind_speed_10m: 4,
  wind_dir_10m: 270,
  wind_gust_10m: 7,
  wind_speed_2m: 3,
  wind_dir_2m: 265,
  rain_mm: 0,
  solar_rad: Math.max(0, 400 * Math.sin(((ms / hour + 9.5 - 6.5) * Math.PI) / 11)),
  pressure_station: 1010,
});

/** Provided daily history: Tmax 15 / Tmin 5 (mean 10) and no rain from 17 Nov 2024. */
const history = (to: string): DailyWeather[] =>
  datesFromTo('2024-11-17', to).map((localDate) => ({ localDate, tMaxC: 15, tMinC: 5, rainMm: 0 }));

const now = localTimeMs('2025-07-15', 12, tz); // midday ACST, mid-July
const recent = readings(now, steady);

describe('deriveCurrentMetrics: a steady winter week at a standard mast', () => {
  const m = deriveCurrentMetrics({ station: station(), nowMs: now, recent, daily: history('2025-07-14') }).metrics;

  it.each<[string, number | null]>([
    ['temperature', 12],
    ['temperature_max_today', 12],
    ['temperature_min_today', 12],
    ['relative_humidity', 70],
    ['wind_speed_10m', 14.4], // display units: km/h (CONTRACT.md §6)
    ['wind_direction_10m', 270],
    ['wind_gust_10m', 25.2],
    ['wind_speed_2m', 10.8],
    ['pressure_station', 1010],
    ['vtd', 0.5],
    ['rainfall_since_9am', 0],
    ['rainfall_last_24h', 0],
    ['rainfall_last_7d', 0],
    ['hours_below_2', 0],
    ['hours_below_0', 0],
    ['hours_below_minus2', 0],
    ['downy_mildew', 0], // out of season in July (§4.24)
    ['ag360_flystrike', 0], // a 12 °C week: no fly population (§4.22)
    ['ag360_heat_chill_risk', -1], // chill index ≈ 959 (§4.23): moderate chill
    ['rlem', 0], // no autumn rain in the history: dormant (§4.21)
  ])('%s = %s', (key, value) => {
    expect(m[key as keyof typeof m]).toBeCloseTo(value!, 6);
  });

  it('psychrometrics from the barometer (§4.5, §4.4)', () => {
    expect(m.delta_t).toBeCloseTo(deltaTC(12, 70, 101.0)!, 9);
    expect(m.dew_point).toBeCloseTo(6.7, 1);
  });

  it('turbulence, inversion state and forecast are computed at a standard mast (§4.10–4.12)', () => {
    expect(m.sigmaw10).toBeGreaterThan(0.03);
    expect([1, 2]).toContain(m.hazardous_inversion);
    expect(m.ann_2hr_sigma_w).toBeGreaterThan(0);
  });

  it('ET₀ of yesterday by Penman–Monteith is a plausible July value (§4.8: ≈ 1–1.5 mm)', () => {
    expect(m.evapotranspiration).toBeGreaterThan(0.3);
    expect(m.evapotranspiration).toBeLessThan(2.5);
  });

  it('season accumulators: provided days, overridden by the days recomputed from readings (§4.16, §4.20)', () => {
    // 1 May–14 Jul: 68 provided days at mean 10 °C plus 8–14 Jul recomputed at 12 °C.
    expect(m.thermal_time).toBeCloseTo(68 * 10 + 7 * 12, 6);
    // Etiella since 21 June, base 7.5: 17 days × 2.5 + 7 days × 4.5.
    expect(m.etiella).toBeCloseTo(17 * 2.5 + 7 * 4.5, 6);
    const sinceEmergence = datesFromTo('2025-05-11', '2025-07-14').map((d) =>
      d >= '2025-07-08' ? { tMaxC: 12, tMinC: 12 } : { tMaxC: 15, tMinC: 5 },
    );
    expect(m.vernalisation_time).toBeCloseTo(Math.min(50, accumulateVernalisation(sinceEmergence)), 6);
    expect(m.adjusted_thermal_time).toBeGreaterThan(0);
    expect(m.adjusted_thermal_time!).toBeLessThan(m.thermal_time!);
  });

  it('gives a value for every supported key and a cattle comfort index', () => {
    expect(m.cci).not.toBeNull();
    expect(m.gfdi).toBeGreaterThan(0);
    expect(m.ghcop).toBeGreaterThan(0);
  });
});

describe('deriveCurrentMetrics: freshness, station types and edge cases', () => {
  it('everything is null once the latest reading is older than 3.5 h (spec §9), still shown at exactly 3.5 h', () => {
    const last = recent.at(-1)!.observedAtMs;
    const stale = deriveCurrentMetrics({ station: station(), nowMs: last + 12_600_001, recent, daily: [] }).metrics;
    expect(Object.values(stale).every((v) => v === null)).toBe(true);
    const edge = deriveCurrentMetrics({ station: station(), nowMs: last + 12_600_000, recent, daily: [] }).metrics;
    expect(edge.temperature).toBe(12);
    expect(edge.ann_2hr_sigma_w).toBeNull(); // forecast input older than 30 min (§4.12)
    expect(
      deriveCurrentMetrics({ station: station(), nowMs: now, recent: [], daily: [] }).metrics.temperature,
    ).toBeNull();
  });

  it('a BoM station has no 10 m temperature, no 2 m wind and no σw; ET₀ by Hargreaves; the inversion rule of thumb (§1.3, §4.10)', () => {
    const bom = readings(now, (ms) => {
      const { air_temp_1_2m, rh_1_2m, wind_speed_10m, wind_dir_10m, rain_mm, pressure_station } = steady(ms);
      return { air_temp_1_2m, rh_1_2m, wind_speed_10m, wind_dir_10m, rain_mm, pressure_station, wind_speed_2m: 3 };
    });
    const m = deriveCurrentMetrics({
      station: station('bom'),
      nowMs: now,
      recent: bom,
      daily: history('2025-07-14'),
    }).metrics;
    for (const key of ['vtd', 'sigmaw10', 'ann_2hr_sigma_w', 'ghcop', 'wind_speed_2m'] as const) {
      expect(m[key], key).toBeNull();
    }
    expect(m.gfdi).toBeGreaterThan(0);
    // Tmax = Tmin = 12 yesterday: Hargreaves gives 0 (√(Tmax − Tmin) = 0).
    expect(m.evapotranspiration).toBe(0);
    expect(m.cci).toBeNull(); // no pyranometer by day
    const night = localTimeMs('2025-07-15', 3, tz);
    const atNight = deriveCurrentMetrics({
      station: station('bom'),
      nowMs: night,
      recent: bom.filter((o) => o.observedAtMs <= night),
      daily: history('2025-07-14'),
    }).metrics;
    expect(atNight.cci).not.toBeNull(); // radiation is 0 at night
    // 4 m/s = 14.4 km/h all night: above GRDC's 11 km/h, so no inversion expected; none at midday either.
    expect(m.hazardous_inversion).toBe(3);
    expect(atNight.hazardous_inversion).toBe(3);
  });

  it('a greenbrain station has no 10 m wind or gfdi but has ghcop from its 2 m wind', () => {
    const m = deriveCurrentMetrics({ station: station('greenbrain'), nowMs: now, recent, daily: [] }).metrics;
    expect(m.wind_speed_10m).toBeNull();
    expect(m.gfdi).toBeNull();
    expect(m.ghcop).not.toBeNull();
    expect(m.thermal_time).toBeNull(); // no daily history: fewer than 80 % of the season's days
  });

  it('calm: direction null, speed shown (§2.5)', () => {
    const calm = readings(now, (ms) => ({ ...steady(ms), wind_speed_10m: 0.3 }));
    const m = deriveCurrentMetrics({ station: station(), nowMs: now, recent: calm, daily: [] }).metrics;
    expect(m.wind_direction_10m).toBeNull();
    expect(m.wind_speed_10m).toBeCloseTo(1.08, 9);
  });

  it('rain since 9am, last 24 h and 7 days (§4.7)', () => {
    const wet = readings(now, (ms) => ({
      ...steady(ms),
      rain_mm:
        ms > localTimeMs('2025-07-15', 10, tz) && ms <= localTimeMs('2025-07-15', 11, tz) // 6 readings today
          ? 0.2
          : ms > localTimeMs('2025-07-14', 8, tz) && ms <= localTimeMs('2025-07-14', 9, tz) // 6 readings yesterday
            ? 1
            : ms > localTimeMs('2025-07-09', 15, tz) && ms <= localTimeMs('2025-07-09', 16, tz)
              ? 0.4
              : 0,
    }));
    const m = deriveCurrentMetrics({ station: station(), nowMs: now, recent: wet, daily: [] }).metrics;
    expect(m.rainfall_since_9am).toBeCloseTo(1.2, 9);
    expect(m.rainfall_last_24h).toBeCloseTo(1.2, 9);
    expect(m.rainfall_last_7d).toBeCloseTo(1.2 + 6 + 2.4, 9);
  });

  it('at dawn the frost tiles count the night under way: the last 24 h, not the night to the previous 09:00', () => {
    // −1 °C from 02:00 to 06:00 local on 15 Jul, +3 °C otherwise; read at 07:00, before that day's 09:00.
    const dawn = localTimeMs('2025-07-15', 7, tz);
    const frost = readings(dawn, (ms) => ({
      ...steady(ms),
      air_temp_1_2m: ms >= localTimeMs('2025-07-15', 2, tz) && ms <= localTimeMs('2025-07-15', 6, tz) ? -1 : 3,
    }));
    const m = deriveCurrentMetrics({ station: station(), nowMs: dawn, recent: frost, daily: [] }).metrics;
    // 4 h flat plus two 10-min ramps (3 → −1) crossing 0 a quarter of the way: 2 × 2.5 min.
    expect(m.hours_below_0).toBeCloseTo(4 + 5 / 60, 6);
  });

  it('frost hours over the last 24 h, duration-weighted (§4.15)', () => {
    // −1 °C from 02:00 to 06:00 local on 15 Jul, +3 °C otherwise.
    const frost = readings(now, (ms) => ({
      ...steady(ms),
      air_temp_1_2m: ms >= localTimeMs('2025-07-15', 2, tz) && ms <= localTimeMs('2025-07-15', 6, tz) ? -1 : 3,
    }));
    const m = deriveCurrentMetrics({ station: station(), nowMs: now, recent: frost, daily: [] }).metrics;
    // 4 h flat plus two 10-min ramps crossing 0 at a quarter of the way (3 → −1): 2 × 2.5 min.
    expect(m.hours_below_0).toBeCloseTo(4 + 5 / 60, 6);
    expect(m.hours_below_2).toBeCloseTo(4 + 2 * (7.5 / 60), 6);
    expect(m.hours_below_minus2).toBe(0);
    expect(m.temperature_min_today).toBe(-1);
    expect(m.temperature_max_today).toBe(3);
  });
});

describe('deriveCurrentMetrics: downy mildew in a vineyard spring', () => {
  it('a warm night at 96 % with no rain is not a secondary infection night: the sensor is not plateauing (§4.24)', () => {
    // 20 Nov 2025, noon. 22:00–04:00 the night before at 16 °C and 96 %: below the 98 % of §4.24, and no rain
    // shows the sensor stops short of saturation, so the 95 % plateau threshold does not apply.
    const noon = localTimeMs('2025-11-20', 12, tz);
    const humidNight = (ms: number) => ms > localTimeMs('2025-11-19', 22, tz) && ms <= localTimeMs('2025-11-20', 4, tz);
    const week = readings(noon, (ms) => ({ ...steady(ms), air_temp_1_2m: 16, rh_1_2m: humidNight(ms) ? 96 : 70 }));
    const m = deriveCurrentMetrics({ station: station(), nowMs: noon, recent: week, daily: [] }).metrics;
    expect(m.downy_mildew).toBe(0);
  });
});

describe('deriveCurrentMetrics: the harvest code helpers of the dashboard (§4.13)', () => {
  it('a hot north-westerly from 12:30: stop wind for 40 °C / 8 % and hours at or above 35 since midnight', () => {
    // 15 Jan 2025, read at 15:00 ACDT. Until 12:30: 25 °C, 40 %, 2 m wind 20 km/h (GHCOP 9.7, §8.2); after: 40 °C,
    // 8 %, 24 km/h (GHCOP 42.6, §8.2).
    const now = localTimeMs('2025-01-15', 15, tz);
    const hot = (ms: number) => ms > localTimeMs('2025-01-15', 12, tz) + 30 * minute;
    const day = readings(
      now,
      (ms) => ({
        ...steady(ms),
        air_temp_1_2m: hot(ms) ? 40 : 25,
        rh_1_2m: hot(ms) ? 8 : 40,
        wind_speed_2m: (hot(ms) ? 24 : 20) / 3.6,
      }),
      2,
    );
    const m = deriveCurrentMetrics({ station: station(), nowMs: now, recent: day, daily: [] }).metrics;
    // U_stop = [(ln 17.5 + 0.528 − 0.0281·40 + 0.226·√8)/0.633]² = [(2.8622 + 0.5281 − 1.124 + 0.6392)/0.633]²
    //        = 4.5901² = 21.07 km/h
    expect(m.ghcop_stop_wind_2m).toBeCloseTo(21.07, 2);
    // 12:30 → 12:40 ramps 9.7 → 42.6 and crosses 35 at (35 − 9.7)/(42.6 − 9.7) = 0.769 of 10 min: 2.31 min above,
    // then 12:40 → 15:00 = 140 min. 142.31 min = 2.372 h.
    expect(Math.abs(m.ghcop_hours_35_today! - 2.372)).toBeLessThan(0.005);
  });

  it('no hot spell today: 0 hours; a BoM station (no 2 m wind) has neither', () => {
    const m = deriveCurrentMetrics({ station: station(), nowMs: now, recent, daily: [] }).metrics;
    expect(m.ghcop_hours_35_today).toBe(0);
    expect(m.ghcop_stop_wind_2m).toBeGreaterThan(0);
    const bom = deriveCurrentMetrics({ station: station('bom'), nowMs: now, recent, daily: [] }).metrics;
    expect(bom.ghcop_stop_wind_2m).toBeNull();
    expect(bom.ghcop_hours_35_today).toBeNull();
  });
});

describe('deriveReadingMetrics: the per-reading series for graphs', () => {
  const at = localTimeMs('2025-01-15', 14, tz);
  const reading = (channels: RawChannels, atMs = at): StationObservation => ({ observedAtMs: atMs, channels });

  it('§8.1: 30 °C, 50 % at 1013.25 hPa → ΔT 7.94, Td 18.45', () => {
    const r = deriveReadingMetrics(station(), reading({ air_temp_1_2m: 30, rh_1_2m: 50, pressure_station: 1013.25 }));
    expect(r.delta_t).toBeCloseTo(7.94, 1);
    expect(r.dew_point).toBeCloseTo(18.45, 1);
  });

  it('§8.2: 35 °C, 14 %, 26 km/h → GHCOP (2 m) 34.1 and, in January (curing 100 %), GFDI (10 m) 34.1', () => {
    const wind = 26 / 3.6;
    const r = deriveReadingMetrics(
      station(),
      reading({ air_temp_1_2m: 35, rh_1_2m: 14, wind_speed_2m: wind, wind_speed_10m: wind }),
    );
    expect(r.ghcop).toBeCloseTo(34.1, 1);
    expect(r.gfdi).toBeCloseTo(34.1, 1);
    // July curing (30 %) makes the 10 m index far smaller; the harvest code keeps curing 100 %.
    const july = deriveReadingMetrics(
      station(),
      reading({ air_temp_1_2m: 35, rh_1_2m: 14, wind_speed_2m: wind, wind_speed_10m: wind }, now),
    );
    expect(july.ghcop).toBeCloseTo(34.1, 1);
    expect(july.gfdi).toBeLessThan(1);
  });

  it('borrows the previous reading’s barometer within 30 min, else uses the elevation (§2.3)', () => {
    const previous = reading({ pressure_station: 970 }, at - 10 * minute);
    const current = reading({ air_temp_1_2m: 30, rh_1_2m: 50 });
    expect(deriveReadingMetrics(station(), current, previous).delta_t).toBeCloseTo(deltaTC(30, 50, 97.0)!, 9);
    const old = reading({ pressure_station: 970 }, at - 40 * minute);
    expect(deriveReadingMetrics(station(), current, old).delta_t).not.toBeCloseTo(deltaTC(30, 50, 97.0)!, 3);
  });

  it('research stations use the sonic σw; the estimate stands in when it is missing or faulty (§4.11)', () => {
    const base = { air_temp_1_2m: 8, air_temp_10m: 10, wind_speed_10m: 1, rh_1_2m: 90 };
    expect(deriveReadingMetrics(station('research'), reading({ ...base, sonic_w_sd_10m: 0.08 })).sigmaw10).toBe(0.08);
    expect(
      deriveReadingMetrics(station('research'), reading({ ...base, sonic_w_sd_10m: 0.08 })).hazardous_inversion,
    ).toBe(2);
    expect(deriveReadingMetrics(station('research'), reading({ ...base, sonic_w_sd_10m: 0.01 })).sigmaw10).toBe(0.03);
    expect(deriveReadingMetrics(station('bom'), reading(base)).sigmaw10).toBeNull();
  });

  it('missing inputs give null, not 0', () => {
    const r = deriveReadingMetrics(station(), reading({ air_temp_1_2m: 20 }));
    expect(Object.values(r).every((v) => v === null)).toBe(true);
  });
});

describe('a spring dawn at a standard mast: the inversion stays hazardous until it erodes (metrics.md §4.11 errata)', () => {
  // 15 Sep 2025 at Hamley Bridge, sunrise ≈ 06:21 ACST (20:51 UTC; NOAA). 10-min readings from 05:50: before
  // sunrise VTD +3.0 °C in 1 m/s of wind; from 06:30 the sun (+40 W/m² a reading) warms the ground, VTD falls
  // 0.25 °C and the wind rises 0.1 m/s a reading, so VTD reaches 0 at 08:20.
  const startMs = localTimeMs('2025-09-15', 5, tz) + 50 * minute;
  const dawn = Array.from({ length: 22 }, (_, i): StationObservation => {
    const k = Math.max(0, i - 3);
    const screenC = 4 + 0.5 * k;
    return {
      observedAtMs: startMs + i * 10 * minute,
      channels: {
        air_temp_1_2m: screenC,
        air_temp_10m: screenC + 3 - 0.25 * k,
        wind_speed_10m: 1 + 0.1 * k,
        wind_speed_2m: 0.6 + 0.05 * k,
        solar_rad: 40 * k,
        rh_1_2m: 90,
      },
    };
  });
  const vtdOf = (o: StationObservation) => o.channels.air_temp_10m! - o.channels.air_temp_1_2m!;

  it('errata vector: VTD +3 °C, U10 1 m/s, 100 W/m² of sun → σw 0.03 m/s, hazardous (was ≈ 0.37, turbulent)', () => {
    // Rib = (9.81/T̄)·(3 + 0.086)·8.8/1² ≈ 0.93 ≥ 0.25, so σw_mech = 0; Δθ > 0, so no convective term.
    const r = deriveReadingMetrics(station(), {
      observedAtMs: localTimeMs('2025-09-15', 7, tz),
      channels: { air_temp_1_2m: 13.35, air_temp_10m: 16.35, wind_speed_10m: 1, solar_rad: 100 },
    });
    expect(r.sigmaw10).toBeCloseTo(0.03, 6);
    expect(r.hazardous_inversion).toBe(2);
  });

  it('hazardous at every reading while VTD > 0, through sunrise and the first two hours of sun; none once VTD ≤ 0', () => {
    // The weakest-mixed inversion reading is the last (08:10): VTD 0.25, U10 2.1 m/s, T̄ ≈ 282.8 K:
    // Rib = 0.03469·0.336·8.8/4.41 = 0.0233; u*N = 0.4·2.1/ln(200) = 0.1585; σw = 1.25·0.1585·(1 − 0.0233/0.25)²
    // = 0.163 m/s < 0.20. Before the errata the sun's convective term alone made every reading from 06:30 'turbulent'
    // (40 W/m²: H = 10 W/m², w* = 0.664 m/s, σw_conv = 1.9·0.664·0.01^(1/3) = 0.27 m/s).
    const states = dawn.map((o) => deriveReadingMetrics(station(), o).hazardous_inversion);
    const expected = dawn.map((o) => (vtdOf(o) > 0 ? 2 : 0));
    expect(states).toEqual(expected);
    expect(expected.lastIndexOf(2)).toBe(14); // 08:10, almost two hours after sunrise
    expect(dawn[4]!.channels.solar_rad).toBe(40);
  });

  it('the +2 h forecast starts from the corrected σw', () => {
    // Issued 06:30 (sun ≈ 2°: clearness unknown, no sunny-morning floor), valid 08:30 (sun ≈ 26° > 10°: σ_clim 0.60).
    // ln σ̂ = 0.513417·ln 0.03 + 0.486583·ln 0.60 = 0.513417·(−3.506558) + 0.486583·(−0.510826)
    //      = −1.800327 − 0.248559 = −2.048886 → σ̂ = 0.1289 m/s (hazardous); from the old 0.27 it was ≈ 0.40.
    const m = deriveCurrentMetrics({
      station: station(),
      nowMs: dawn[4]!.observedAtMs,
      recent: dawn.slice(0, 5),
      daily: [],
    }).metrics;
    expect(m.sigmaw10).toBeCloseTo(0.03, 6);
    expect(m.ann_2hr_sigma_w).toBeCloseTo(0.1289, 4);
  });
});

describe('daily rows and history requirements', () => {
  it('builds calendar-day rows from readings', () => {
    const rows = dailyWeatherFromObservations(station(), recent);
    expect(rows.find((r) => r.localDate === '2025-07-10')).toEqual({
      localDate: '2025-07-10',
      tMaxC: 12,
      tMinC: 12,
      rainMm: 0,
    });
  });

  it.each([
    ['2025-07-15', '2024-11-17'], // RLEM: 1 Dec 2024 minus the 14-day rain look-back
    ['2025-04-15', '2024-05-01'], // thermal time: since 1 May 2024
    ['2025-12-10', '2025-05-01'],
  ])('on %s the daily history must start by %s', (date, start) => {
    expect(dailyHistoryStartDate(localTimeMs(date, 12, tz), tz)).toBe(start);
  });
});

describe('deriveCurrentMetrics: which values an estimate worked out, by the method used (shown est.)', () => {
  const daily = history('2025-07-14');
  const estimatedAt = (awsType: StationType, channels: (ms: number) => RawChannels) =>
    [
      ...deriveCurrentMetrics({ station: station(awsType), nowMs: now, recent: readings(now, channels), daily })
        .estimated,
    ].sort();

  it('marks σw at a research station only while its sonic reading is missing', () => {
    expect(estimatedAt('research', (ms) => ({ ...steady(ms), sonic_w_sd_10m: 0.4 }))).toEqual([]);
    expect(estimatedAt('research', steady)).toEqual(['sigmaw10']);
    // Missing in the newest reading only: that is the value shown.
    expect(estimatedAt('research', (ms) => (ms === now ? steady(ms) : { ...steady(ms), sonic_w_sd_10m: 0.4 }))).toEqual(
      ['sigmaw10'],
    );
    expect(estimatedAt('standard', steady)).toEqual(['sigmaw10']);
  });

  it("marks ET₀ where yesterday's solar radiation was missing (Hargreaves), not where it was measured", () => {
    const yesterday = (ms: number) => ms >= localTimeMs('2025-07-14', 0, tz) && ms < localTimeMs('2025-07-15', 0, tz);
    const noSolarYesterday = (ms: number): RawChannels => {
      const { solar_rad: _solar, ...rest } = steady(ms);
      return yesterday(ms) ? rest : steady(ms);
    };
    expect(estimatedAt('standard', noSolarYesterday)).toEqual(['evapotranspiration', 'sigmaw10']);
    // A BoM station that does report solar radiation gets Penman–Monteith: measured.
    const bomWithSolar = (ms: number): RawChannels => {
      const { air_temp_10m: _t10, wind_speed_2m: _u2, ...rest } = steady(ms);
      return rest;
    };
    expect(estimatedAt('bom', bomWithSolar)).toEqual([]);
  });
});
