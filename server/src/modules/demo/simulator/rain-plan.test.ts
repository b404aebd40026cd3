import { describe, expect, it } from 'vitest';
import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import { hoursSinceRain, rainMmBetween, rainWetness, type RainEvent } from './rain-plan';

const startMs = Date.UTC(2025, 5, 1, 0, 0);

function event(totalMm: number, durationH: number, offsetH = 0): RainEvent {
  return {
    startMs: startMs + offsetH * hourMs,
    endMs: startMs + (offsetH + durationH) * hourMs,
    totalMm,
    // Bursty profile: most of the rain in the middle third.
    cumulative: Float64Array.from([0, 0.1, 0.8, 1]),
    intensity: 1,
  };
}

describe('tipping-bucket rain (metrics.md §6.9)', () => {
  it.each([
    [0.15, 0],
    [0.2, 0.2],
    [1.39, 1.2],
    [12.5, 12.4],
  ])('records %f mm of rain as %f mm of whole tips', (totalMm, recordedMm) => {
    expect(rainMmBetween([event(totalMm, 3)], startMs - hourMs, startMs + 4 * hourMs)).toBe(recordedMm);
  });

  it('adds up over any partition of time, in multiples of 0.2 mm', () => {
    const events = [event(7.3, 4), event(2.1, 0.5, 1.2), event(0.9, 2, 6)];
    for (const stepMin of [5, 10, 15, 60]) {
      let total = 0;
      for (let t = startMs; t < startMs + 10 * hourMs; t += stepMin * minuteMs) {
        const mm = rainMmBetween(events, t, t + stepMin * minuteMs);
        expect(Math.round(mm * 5) / 5).toBeCloseTo(mm, 9);
        total += mm;
      }
      expect(total).toBeCloseTo(rainMmBetween(events, startMs, startMs + 10 * hourMs), 9);
    }
    expect(rainMmBetween(events, startMs, startMs + 10 * hourMs)).toBeCloseTo(7.2 + 2 + 0.8, 9);
  });

  it('rains hardest where the profile is steepest', () => {
    const events = [event(6, 3)];
    const first = rainMmBetween(events, startMs, startMs + hourMs);
    const middle = rainMmBetween(events, startMs + hourMs, startMs + 2 * hourMs);
    expect(middle).toBeGreaterThan(first);
  });

  it('tracks wetness and the time since rain', () => {
    const events = [event(4, 2)];
    expect(rainWetness(events, startMs - minuteMs)).toBe(0);
    expect(rainWetness(events, startMs + hourMs)).toBe(1);
    expect(rainWetness(events, startMs + 2 * hourMs + 60 * minuteMs)).toBe(0);
    expect(hoursSinceRain(events, startMs + hourMs)).toBe(0);
    expect(hoursSinceRain(events, startMs + 5 * hourMs)).toBeCloseTo(3, 9);
    expect(hoursSinceRain(events, startMs - hourMs)).toBe(Infinity);
  });
});
