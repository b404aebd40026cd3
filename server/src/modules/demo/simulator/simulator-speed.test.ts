import { describe, expect, it } from 'vitest';
import { dayIndexOfIsoDate, isoDateOfDayIndex } from './day-index';
import { demoStations } from '../demo-stations';
import { createWeatherSimulator } from './weather-simulator';

/**
 * Micro-benchmark, printed rather than asserted (timings depend on the machine): the first
 * start backfills two weeks of readings for the whole network and a year or more of daily
 * summaries per station.
 */
describe('simulator speed', () => {
  it('prints readings/s for a two-week backfill of the whole network', () => {
    const simulator = createWeatherSimulator({ seed: 1 });
    const toMs = Date.UTC(2025, 10, 20);
    const fromMs = toMs - 14 * 86_400_000;
    let readings = 0;
    const started = performance.now();
    for (const station of demoStations) {
      for (const t of simulator.reportTimes(station, fromMs, toMs)) {
        simulator.observation(station, t);
        readings += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[simulator] ${readings} readings in ${seconds.toFixed(2)} s: ${Math.round(readings / seconds)} readings/s (${((seconds / readings) * 1e6).toFixed(1)} µs each)`,
    );
    expect(readings).toBeGreaterThan(200_000);
  });

  it('prints dailySummary/s for a year of every station', () => {
    const simulator = createWeatherSimulator({ seed: 1 });
    const first = dayIndexOfIsoDate('2024-11-20');
    const dates = Array.from({ length: 365 }, (_, i) => isoDateOfDayIndex(first + i));
    let summaries = 0;
    const started = performance.now();
    for (const station of demoStations) {
      for (const date of dates) {
        simulator.dailySummary(station, date);
        summaries += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[simulator] ${summaries} daily summaries in ${seconds.toFixed(2)} s: ${Math.round(summaries / seconds)} summaries/s`,
    );
    expect(summaries).toBe(demoStations.length * 365);
  });
});
