import { describe, expect, it } from 'vitest';
import {
  accumulateAdjustedThermalTime,
  emergenceThermalTimeCd,
  photoperiodFactor,
  vernalisationFactor,
  type PhenologyDay,
} from './adjusted-thermal-time';

describe('APSIM Classic wheat factors (metrics.md §4.18; §8.5 vectors)', () => {
  it.each([
    [0, 0.576],
    [10, 0.661],
    [25, 0.788],
    [40, 0.915],
    [50, 1],
    [60, 1], // clamped
  ])('§8.5: fV(V = %f, Rv 1.5) = %f', (v, f) => {
    expect(vernalisationFactor(v, 1.5)).toBeCloseTo(f, 3);
  });

  it('§8.5: fP(L 10.79 h, Rp 3) = 0.491; §4.18: long days → 1; very short days clamp at 0', () => {
    expect(photoperiodFactor(10.79, 3)).toBeCloseTo(0.491, 3);
    expect(photoperiodFactor(20, 3)).toBe(1);
    expect(photoperiodFactor(0, 4)).toBe(0);
  });

  it('§4.18: emergence at 40 + 1.5 × sowing depth (115 °C·d at 50 mm)', () => {
    expect(emergenceThermalTimeCd(50)).toBe(115);
  });
});

describe('accumulated adjusted thermal time (§4.18)', () => {
  const june: PhenologyDay = { tMaxC: 14, tMinC: 4, dayLengthHours: 10.79 };

  it('scales the juvenile phase by min(fV, fP)', () => {
    const { attCd, vernalDays } = accumulateAdjustedThermalTime([june]);
    // ΔTT 9; V after the day 0.700 → fV 0.582; fP 0.491 → ΔATT = 9 × 0.491
    expect(vernalDays).toBeCloseTo(0.7, 3);
    expect(attCd).toBeCloseTo(9 * photoperiodFactor(10.79, 3), 6);
  });

  it('stops scaling after floral initiation at 400 °C·d', () => {
    const longDay: PhenologyDay = { tMaxC: 30, tMinC: 20, dayLengthHours: 20 }; // fP = 1, ΔTT = 25
    const days = Array.from({ length: 60 }, () => longDay);
    const result = accumulateAdjustedThermalTime(days, { rv: 0, rp: 3 });
    expect(result.floralInitiationIndex).not.toBeNull();
    const fiIndex = result.floralInitiationIndex!;
    expect(result.attCd).toBeGreaterThan(400);
    // After initiation every day adds its full 25 °C·d.
    const before = accumulateAdjustedThermalTime(days.slice(0, fiIndex + 1), { rv: 0, rp: 3 }).attCd;
    expect(result.attCd - before).toBeCloseTo(25 * (60 - fiIndex - 1), 6);
  });

  it('a user-entered floral initiation date overrides the auto target', () => {
    const result = accumulateAdjustedThermalTime([june, june, june], undefined, 1);
    expect(result.floralInitiationIndex).toBe(1);
    expect(result.attCd).toBeCloseTo(9 * photoperiodFactor(10.79, 3) + 9 + 9, 6);
  });

  it('is 0 before emergence (no days)', () => {
    expect(accumulateAdjustedThermalTime([])).toEqual({ attCd: 0, vernalDays: 0, floralInitiationIndex: null });
  });
});
