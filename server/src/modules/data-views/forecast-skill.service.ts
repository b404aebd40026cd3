/**
 * Each station's σw forecast skill over the last 30 days (metrics.md §4.12): every stored reading is
 * a forecast issue time, checked against the reading two hours later. Computed once per station per
 * UTC day and kept in memory, so a request never reads more than the cached answer.
 */
import { forecastSkill, skillWindowMs, verifiedPairs, type ForecastSkill } from '../metrics/calculators/forecast-skill';
import { forecastLeadMs } from '../metrics/calculators/sigma-w-forecast';
import type { DataViewsRepository } from './data-views.repository';
import { forecastsOf } from './forecast-points';

const dayMs = 86_400_000;

export interface ForecastSite {
  id: number;
  lat: number;
  lng: number;
  elevationM: number;
}

export function createForecastSkillService(deps: { repository: Pick<DataViewsRepository, 'readings'> }) {
  const cache = new Map<string, Promise<ForecastSkill>>();

  async function compute(site: ForecastSite, dayStartMs: number): Promise<ForecastSkill> {
    const fromMs = dayStartMs - skillWindowMs;
    const columns = await deps.repository.readings(
      site.id,
      ['sigmaw10', 'solar_rad', 'wind_speed_10m'],
      fromMs,
      dayStartMs,
    );
    const valuesOf = (field: 'sigmaw10' | 'solar_rad' | 'wind_speed_10m') => columns.values.get(field) ?? [];
    const readings = columns.timesMs.map((atMs, i) => ({
      atMs,
      sigmaWMs: valuesOf('sigmaw10')[i] ?? null,
      solarWm2: valuesOf('solar_rad')[i] ?? null,
      windSpeed10mMs: valuesOf('wind_speed_10m')[i] ?? null,
    }));
    const pairs = verifiedPairs(readings, forecastLeadMs);
    const forecasts = forecastsOf(
      pairs.map(({ issue }) => ({ ...issue, issuedAtMs: issue.atMs })),
      site,
    );
    return forecastSkill(
      pairs.map((pair, i) => ({
        pHazard: forecasts[i]!.pHazard,
        sigmaWAtIssueMs: pair.issue.sigmaWMs!,
        sigmaWAtValidMs: pair.sigmaWAtValidMs,
      })),
    );
  }

  return {
    /** The skill over the 30 days before the start of today (UTC), computed at most once a day. */
    skillAt(site: ForecastSite, nowMs: number): Promise<ForecastSkill> {
      const dayStartMs = Math.floor(nowMs / dayMs) * dayMs;
      const key = `${site.id}:${dayStartMs}`;
      let skill = cache.get(key);
      if (!skill) {
        for (const old of cache.keys()) if (old.startsWith(`${site.id}:`)) cache.delete(old);
        skill = compute(site, dayStartMs);
        skill.catch(() => cache.delete(key));
        cache.set(key, skill);
      }
      return skill;
    },
  };
}
export type ForecastSkillService = ReturnType<typeof createForecastSkillService>;
