import { describe, expect, it } from 'vitest';
import { deriveReadingMetrics } from '../../metrics/current-metrics';
import { hazardousInversionStates } from '../../metrics/calculators/inversion';
import { sunriseSunsetMs } from '../../metrics/calculators/sun-position';
import { demoStations } from '../demo-stations';
import { hourMs } from '@mesonet/shared/time/local-time';
import { createWeatherSimulator } from './weather-simulator';

describe('the demo shows hazardous inversions under the first sun (metrics.md §4.11 errata, §6.13 scenario 4)', () => {
  it('most September mornings at a valley mast keep a hazardous inversion after the sun is up', () => {
    const simulator = createWeatherSimulator({ seed: 1 });
    const station = demoStations.find((s) => s.slug === 'hamley-bridge')!;
    const context = { ...station, timezone: 'Australia/Adelaide' };
    let mornings = 0;
    let hazardousInSun = 0;
    for (let day = 1; day <= 14; day++) {
      const sun = sunriseSunsetMs(station.lat, station.lng, Date.UTC(2025, 8, day, 0));
      if (!sun) continue;
      mornings += 1;
      const times = simulator.reportTimes(station, sun.sunriseMs, sun.sunriseMs + 3 * hourMs);
      const sunnyHazard = times.some((t) => {
        const channels = simulator.observation(station, t);
        if (!channels || (channels.solar_rad ?? 0) < 20) return false;
        const derived = deriveReadingMetrics(context, { observedAtMs: t, channels });
        return derived.hazardous_inversion === hazardousInversionStates.hazardous;
      });
      if (sunnyHazard) hazardousInSun += 1;
    }
    expect(mornings).toBe(14);
    expect(hazardousInSun).toBeGreaterThanOrEqual(7);
  });
});
