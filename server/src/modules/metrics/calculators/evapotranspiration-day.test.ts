import { describe, expect, it } from 'vitest';
import type { RawChannels, StationObservation } from '@mesonet/shared/stations/raw-channels';
import { referenceEt0ForDay } from './evapotranspiration-day';
import { et0HargreavesMm } from './reference-evapotranspiration';
import { calendarDayBoundsMs, dayOfYear } from '@mesonet/shared/time/local-time';
import { extraterrestrialRadiationDailyMJ, sunElevationDeg } from './sun-position';

const tz = 'Australia/Adelaide';
const station = { latitudeDeg: -34.3, longitudeDeg: 138.7, elevationM: 300 };

/** 10-min readings over one local day; solar follows the sun (clear sky ≈ 1000·sin h). */
function dayOfReadings(date: string, channels: (ms: number) => RawChannels): StationObservation[] {
  const { startMs, endMs } = calendarDayBoundsMs(date, tz);
  const out: StationObservation[] = [];
  for (let ms = startMs + 600_000; ms <= endMs; ms += 600_000) out.push({ observedAtMs: ms, channels: channels(ms) });
  return out;
}
const clearSky = (ms: number) =>
  Math.max(0, 1000 * Math.sin((sunElevationDeg(station.latitudeDeg, station.longitudeDeg, ms) * Math.PI) / 180));

describe('ET₀ of a local day from readings (metrics.md §4.8, §1.3)', () => {
  it('hourly Penman–Monteith with a pyranometer: a hot, dry, breezy mid-January day is in the 7–9 mm SA range', () => {
    const readings = dayOfReadings('2025-01-15', (ms) => ({
      air_temp_1_2m: 24 + 8 * Math.sin(((ms / 3_600_000 + 10.5 - 9) * Math.PI) / 12),
      rh_1_2m: 35,
      wind_speed_2m: 3,
      solar_rad: clearSky(ms),
    }));
    const result = referenceEt0ForDay({
      observations: readings,
      date: '2025-01-15',
      timezone: tz,
      ...station,
      tMaxC: 32,
      tMinC: 16,
    });
    expect(result?.method).toBe('penman-monteith');
    expect(result!.et0Mm).toBeGreaterThan(7);
    expect(result!.et0Mm).toBeLessThan(10);
  });

  it('Hargreaves (FAO-56 Eq. 52) from the day’s extremes without a pyranometer (BoM)', () => {
    const readings = dayOfReadings('2025-01-15', () => ({ air_temp_1_2m: 25, rh_1_2m: 35, wind_speed_10m: 4 }));
    const result = referenceEt0ForDay({
      observations: readings,
      date: '2025-01-15',
      timezone: tz,
      ...station,
      tMaxC: 32,
      tMinC: 16,
    });
    const ra = extraterrestrialRadiationDailyMJ(station.latitudeDeg, dayOfYear('2025-01-15'));
    expect(result).toEqual({ et0Mm: et0HargreavesMm(32, 16, ra), method: 'hargreaves' });
  });

  it('falls back to Hargreaves when fewer than 20 hours are valid, and is null without extremes', () => {
    const readings = dayOfReadings('2025-01-15', (ms) => ({
      air_temp_1_2m: 25,
      rh_1_2m: 35,
      wind_speed_2m: 3,
      ...(ms % (3 * 3_600_000) < 600_000 ? { solar_rad: clearSky(ms) } : {}),
    }));
    const input = { observations: readings, date: '2025-01-15', timezone: tz, ...station };
    expect(referenceEt0ForDay({ ...input, tMaxC: 30, tMinC: 18 })?.method).toBe('hargreaves');
    expect(referenceEt0ForDay({ ...input, tMaxC: null, tMinC: null })).toBeNull();
  });

  it('sums a 23-hour day at the October daylight-saving change', () => {
    const readings = dayOfReadings('2025-10-05', (ms) => ({
      air_temp_1_2m: 18,
      rh_1_2m: 60,
      wind_speed_2m: 2,
      solar_rad: clearSky(ms) * 0.8,
    }));
    expect(readings).toHaveLength(23 * 6);
    const result = referenceEt0ForDay({
      observations: readings,
      date: '2025-10-05',
      timezone: tz,
      ...station,
      tMaxC: 18,
      tMinC: 18,
    });
    expect(result?.method).toBe('penman-monteith');
    expect(result!.et0Mm).toBeGreaterThan(2);
    expect(result!.et0Mm).toBeLessThan(6);
  });
});
