import { describe, expect, it } from 'vitest';
import {
  hazardousInversionState,
  inversionLapseRatePer100m,
  inversionLikelyByRuleOfThumb,
  ruleOfThumbInversionState,
  verticalTemperatureDifferenceC,
  type RuleOfThumbInput,
} from './inversion';
import { localTimeMs } from '@mesonet/shared/time/local-time';
import { sunriseSunsetMs } from './sun-position';
import type { RawChannels, StationObservation } from '@mesonet/shared/stations/raw-channels';

describe('VTD = T(10 m) − T(1.2 m) (metrics.md §4.9)', () => {
  it.each<[number | null, number | null, number | null]>([
    [6.5, 2.5, 4], // clear calm night: warmer above = inversion, positive
    [30.95, 31.42, 30.95 - 31.42], // §5 sample record: daytime, negative
    [null, 2.5, null], // either sensor missing → null
    [6.5, null, null],
  ])('T10 %s, T1.2 %s → %s', (t10, t12, expected) => {
    const vtd = verticalTemperatureDifferenceC(t10, t12);
    if (expected === null) expect(vtd).toBeNull();
    else expect(vtd).toBeCloseTo(expected, 9);
  });

  it('lapse rate per 100 m = VTD / 8.8 × 100', () => {
    expect(inversionLapseRatePer100m(4.4)).toBeCloseTo(50, 9);
  });
});

describe('hazardous inversion, §4.10 proposed rule (0 none, 1 inversion, 2 hazardous)', () => {
  it.each<[number | null, number | null, number | null]>([
    [-0.8, 0.6, 0], // daytime mixing
    [0, 0.05, 0], // VTD ≤ 0 → none, whatever σw
    [0.01, 0.19, 2],
    [4, 0.03, 2], // §6.13 scenario 1: VTD +4, σw 0.03 → hazardous
    [1, 0.2, 1], // σw exactly 0.20 is not < 0.20
    [1, 0.207, 1], // §8.6: VTD 1, U10 3 m/s → σw 0.207
    [2, 0.148, 2], // §8.6: VTD 2, U10 3 m/s → σw 0.148
    [null, 0.1, null],
    [1, null, null], // inversion but no σw: cannot judge
    [-1, null, 0],
  ])('VTD %s, σw %s → %s', (vtd, sigma, expected) => {
    expect(hazardousInversionState(vtd, sigma)).toBe(expected);
  });
});

describe('rule of thumb for stations without VTD (GRDC / Cotton Australia, §4.10)', () => {
  const hour = 3_600_000;
  const sunset = Date.UTC(2025, 6, 1, 8, 0);
  const sunrise = sunset + 14 * hour;
  const calm: RuleOfThumbInput = {
    nowMs: sunset + 3 * hour,
    sunsetMs: sunset,
    sunriseMs: sunrise,
    windAbove11KmhAllNight: false,
    continuousRain: false,
    continuousOvercast: false,
    riseAboveMinimumC: 0,
  };
  it.each<[string, Partial<RuleOfThumbInput>, boolean]>([
    ['calm clear night', {}, true],
    ['1 h before sunset', { nowMs: sunset - hour }, true],
    ['3 h before sunset', { nowMs: sunset - 3 * hour }, false],
    ['windy all night', { windAbove11KmhAllNight: true }, false],
    ['raining', { continuousRain: true }, false],
    ['overcast', { continuousOvercast: true }, false],
    ['after sunrise, risen 3 °C', { nowMs: sunrise + hour, riseAboveMinimumC: 3 }, true],
    ['after sunrise, risen 6 °C', { nowMs: sunrise + hour, riseAboveMinimumC: 6 }, false],
    ['midday', { nowMs: sunrise + 6 * hour }, false],
  ])('%s → likely %s', (_label, change, expected) => {
    expect(inversionLikelyByRuleOfThumb({ ...calm, ...change })).toBe(expected);
  });
});

describe('the rule of thumb from what a BoM or vineyard station measures (§4.10)', () => {
  // Hamley Bridge, 15–16 July 2025; the almanac puts sunset near 5:25 pm and sunrise near 7:20 am ACST.
  const lat = -34.35;
  const lng = 138.68;
  const tz = 'Australia/Adelaide';
  const minute = 60_000;
  const hour = 60 * minute;
  const sun15 = sunriseSunsetMs(lat, lng, localTimeMs('2025-07-15', 12, tz))!;
  const sun16 = sunriseSunsetMs(lat, lng, localTimeMs('2025-07-16', 12, tz))!;
  const kmh = (v: number) => v / 3.6;
  const likely = 4;
  const notExpected = 3;

  /** 10-min readings from 6 am on the 15th up to `nowMs`, channels by time. */
  function night(nowMs: number, channels: (ms: number) => RawChannels): StationObservation[] {
    const start = localTimeMs('2025-07-15', 6, tz);
    return Array.from({ length: Math.floor((nowMs - start) / (10 * minute)) + 1 }, (_, i) => {
      const observedAtMs = start + i * 10 * minute;
      return { observedAtMs, channels: channels(observedAtMs) };
    });
  }
  const calm = (): RawChannels => ({ air_temp_1_2m: 5, wind_speed_10m: kmh(7), rain_mm: 0 });
  const threeAm = localTimeMs('2025-07-16', 3, tz);

  it('takes sunset and sunrise from the sun (almanac check)', () => {
    expect(sun15.sunsetMs).toBeGreaterThan(localTimeMs('2025-07-15', 17, tz));
    expect(sun15.sunsetMs).toBeLessThan(localTimeMs('2025-07-15', 17, tz) + 45 * minute);
    expect(sun16.sunriseMs).toBeGreaterThan(localTimeMs('2025-07-16', 7, tz));
    expect(sun16.sunriseMs).toBeLessThan(localTimeMs('2025-07-16', 7, tz) + 45 * minute);
  });

  it.each<[string, number, (ms: number) => RawChannels, number]>([
    ['calm clear night, 3 am, 7 km/h', threeAm, calm, likely],
    ['wind exactly 11 km/h all night is calm enough', threeAm, () => ({ ...calm(), wind_speed_10m: kmh(11) }), likely],
    ['wind 11.5 km/h all night', threeAm, () => ({ ...calm(), wind_speed_10m: kmh(11.5) }), notExpected],
    [
      'windy all night but one lull to 10 km/h',
      threeAm,
      (ms) => ({ ...calm(), wind_speed_10m: kmh(ms === localTimeMs('2025-07-16', 1, tz) ? 10 : 20) }),
      likely,
    ],
    ['rain in every reading of the last hour', threeAm, () => ({ ...calm(), rain_mm: 0.2 }), notExpected],
    [
      'a shower, not continuous rain',
      threeAm,
      (ms) => ({ ...calm(), rain_mm: ms === threeAm - 30 * minute ? 0.2 : 0 }),
      likely,
    ],
    ['midday, calm', localTimeMs('2025-07-15', 13, tz), calm, notExpected],
    ['80 min before sunset, calm', sun15.sunsetMs - 80 * minute, calm, likely],
    ['100 min before sunset, calm', sun15.sunsetMs - 100 * minute, calm, notExpected],
    [
      '2 h after sunrise, 5.9 °C above the night’s minimum',
      sun16.sunriseMs + 2 * hour,
      (ms) => ({ ...calm(), air_temp_1_2m: ms > sun16.sunriseMs + 110 * minute ? 10.9 : 5 }),
      likely,
    ],
    [
      '2 h after sunrise, 6 °C above the night’s minimum',
      sun16.sunriseMs + 2 * hour,
      (ms) => ({ ...calm(), air_temp_1_2m: ms > sun16.sunriseMs + 110 * minute ? 11 : 5 }),
      notExpected,
    ],
    ['5 h after sunrise, calm', sun16.sunriseMs + 5 * hour, calm, notExpected],
    [
      'vineyard: no 10 m wind, calm at 2 m',
      threeAm,
      () => ({ air_temp_1_2m: 5, wind_speed_2m: kmh(5), rain_mm: 0 }),
      likely,
    ],
    [
      'vineyard: 2 m wind 15 km/h all night',
      threeAm,
      () => ({ air_temp_1_2m: 5, wind_speed_2m: kmh(15), rain_mm: 0 }),
      notExpected,
    ],
  ])('%s', (_label, nowMs, channels, expected) => {
    // Readings fall on 10-min marks; `nowMs` is the latest one's time.
    const recent = night(nowMs, channels);
    expect(ruleOfThumbInversionState(recent, recent.at(-1)!.observedAtMs, lat, lng)).toBe(expected);
  });
});
