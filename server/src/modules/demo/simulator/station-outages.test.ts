import { describe, expect, it } from 'vitest';
import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import { hashString } from './prng';
import { demoStations } from '../demo-stations';
import { createOutageSchedule } from './station-outages';

const slugs = demoStations.map((station) => station.slug);
const keyOf = (slug: string) => hashString(slug);
const yearStartMs = Date.UTC(2025, 0, 1);

describe('station outages (metrics.md §6.12)', () => {
  it.each([[1], [42], [2025]])('keeps 2–4 network stations offline at any time (seed %i)', (seed) => {
    const schedule = createOutageSchedule(seed, slugs);
    const seen = new Set<number>();
    for (let t = yearStartMs; t < yearStartMs + 365 * 24 * hourMs; t += 37 * minuteMs) {
      const offline = slugs.filter((slug) => schedule.isOffline(slug, keyOf(slug), t)).length;
      expect(offline).toBeGreaterThanOrEqual(2);
      expect(offline).toBeLessThanOrEqual(4);
      seen.add(offline);
    }
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });

  it('never takes an always-reporting station offline, and still keeps 2–4 others offline', () => {
    const alwaysReporting = new Set(['jamestown', 'saddleworth']);
    const schedule = createOutageSchedule(7, slugs, alwaysReporting);
    for (let t = yearStartMs; t < yearStartMs + 365 * 24 * hourMs; t += 37 * minuteMs) {
      expect(schedule.isOffline('jamestown', keyOf('jamestown'), t)).toBe(false);
      expect(schedule.isOffline('saddleworth', keyOf('saddleworth'), t)).toBe(false);
      const offline = slugs.filter((slug) => schedule.isOffline(slug, keyOf(slug), t)).length;
      expect(offline).toBeGreaterThanOrEqual(2);
      expect(offline).toBeLessThanOrEqual(4);
    }
  });

  it('makes outages multi-hour, so stations go stale (> 60 min)', () => {
    const schedule = createOutageSchedule(7, slugs);
    const runs: number[] = [];
    for (const slug of slugs.slice(0, 40)) {
      let runMin = 0;
      for (let t = yearStartMs; t < yearStartMs + 120 * 24 * hourMs; t += 10 * minuteMs) {
        if (schedule.isOffline(slug, keyOf(slug), t)) runMin += 10;
        else if (runMin > 0) {
          runs.push(runMin);
          runMin = 0;
        }
      }
    }
    expect(runs.length).toBeGreaterThan(20);
    expect(Math.min(...runs)).toBeGreaterThanOrEqual(4 * 60);
  });

  it('gives stations outside the roster outages at a similar rate', () => {
    const schedule = createOutageSchedule(7, slugs);
    let offline = 0;
    let total = 0;
    for (let i = 0; i < 50; i += 1) {
      for (let t = yearStartMs; t < yearStartMs + 60 * 24 * hourMs; t += hourMs) {
        total += 1;
        if (schedule.isOffline(`new-site-${i}`, keyOf(`new-site-${i}`), t)) offline += 1;
      }
    }
    expect(offline / total).toBeGreaterThan(0.01);
    expect(offline / total).toBeLessThan(0.05);
  });

  it('drops a few per cent of readings, partly in short gaps', () => {
    const schedule = createOutageSchedule(7, slugs);
    let dropped = 0;
    let total = 0;
    let longestGapMin = 0;
    for (const slug of slugs.slice(0, 30)) {
      let gapMin = 0;
      for (let t = yearStartMs; t < yearStartMs + 60 * 24 * hourMs; t += 10 * minuteMs) {
        total += 1;
        if (schedule.isDroppedOut(keyOf(slug), t, 10 * minuteMs)) {
          dropped += 1;
          gapMin += 10;
          longestGapMin = Math.max(longestGapMin, gapMin);
        } else gapMin = 0;
      }
    }
    expect(dropped / total).toBeGreaterThan(0.01);
    expect(dropped / total).toBeLessThan(0.04);
    expect(longestGapMin).toBeGreaterThanOrEqual(30);
    expect(longestGapMin).toBeLessThanOrEqual(70);
  });
});
