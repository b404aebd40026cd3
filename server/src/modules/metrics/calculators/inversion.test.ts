import { describe, expect, it } from 'vitest';
import {
  hazardousInversionState,
  inversionLapseRatePer100m,
  inversionLikelyByRuleOfThumb,
  verticalTemperatureDifferenceC,
  type RuleOfThumbInput,
} from './inversion';

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
