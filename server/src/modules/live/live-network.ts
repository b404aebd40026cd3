import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { catalogueLegendBands, type LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import type { Logger } from '../../http/logger';
import type { ForecastSkillService, StationForecaster } from '../data-views/forecast-skill.service';
import type { ForecastSkill } from '../metrics/calculators/forecast-skill';
import { forecastSigmaWModelA, type ModelA } from '../metrics/calculators/sigma-w-forecast';
import { modelAFeaturesOf, type ModelAReading } from '../data-views/model-a-features';
import {
  deriveCurrentMetrics,
  deriveReadingMetrics,
  dailyHistoryStartDate,
  type CurrentMetrics,
  type DailyWeather,
} from '../metrics/current-metrics';
import type { ReadingsRepository } from '../stations/readings.repository';
import type { SitesRepository } from '../stations/sites.repository';
import type { SiteRow } from '../stations/stations.tables';
import { stationContext } from './reading-metrics';

/** Readings kept in memory per station: enough for rain over 7 days and yesterday's ET₀. */
export const liveWindowMs = 8 * 86_400_000;

/** True when the times rise strictly, all after `afterMs`. */
function ascendingAfter(observations: readonly StationObservation[], afterMs: number): boolean {
  let previousMs = afterMs;
  for (const { observedAtMs } of observations) {
    if (observedAtMs <= previousMs) return false;
    previousMs = observedAtMs;
  }
  return true;
}

/** `recent` (ascending, one reading per time) and `arrived` merged by time; an arrival replaces a reading at its time, the last arrival at a time wins. */
function mergeByTime(
  recent: readonly StationObservation[],
  arrived: readonly StationObservation[],
): StationObservation[] {
  // A stable sort keeps arrivals at the same time in arrival order.
  const incoming = [...arrived].sort((a, b) => a.observedAtMs - b.observedAtMs);
  const merged: StationObservation[] = [];
  let r = 0;
  for (let a = 0; a < incoming.length; a += 1) {
    const arrival = incoming[a] as StationObservation;
    if (incoming[a + 1]?.observedAtMs === arrival.observedAtMs) continue;
    while (r < recent.length && (recent[r] as StationObservation).observedAtMs < arrival.observedAtMs) {
      merged.push(recent[r] as StationObservation);
      r += 1;
    }
    if (recent[r]?.observedAtMs === arrival.observedAtMs) r += 1;
    merged.push(arrival);
  }
  for (; r < recent.length; r += 1) merged.push(recent[r] as StationObservation);
  return merged;
}

/**
 * The window's readings with newly stored ones folded in, ascending, none at or before `sinceMs`. A
 * station's next batch follows its last reading, so it is appended; anything else (a late file, a
 * re-sent hour) is merged by time.
 */
export function foldIn(
  recent: readonly StationObservation[],
  arrived: readonly StationObservation[],
  sinceMs: number,
): StationObservation[] {
  const merged = ascendingAfter(arrived, recent.at(-1)?.observedAtMs ?? -Infinity)
    ? [...recent, ...arrived]
    : mergeByTime(recent, arrived);
  const first = merged.findIndex((o) => o.observedAtMs > sinceMs);
  return first === -1 ? [] : merged.slice(first);
}

/**
 * The station's last reading time once `arrived` are stored: the latest of both. A datalogger file older
 * than what the station last sent does not move it back, and one older than the live window still counts.
 */
export function latestReadingMs(lastMs: number | null, arrived: readonly StationObservation[]): number | null {
  let latest = lastMs;
  for (const { observedAtMs } of arrived) if (latest === null || observedAtMs > latest) latest = observedAtMs;
  return latest;
}

/** The station's days with rewritten ones replacing theirs, ascending, none before `fromDate`. */
export function foldInDays(
  daily: readonly DailyWeather[],
  refreshed: readonly DailyWeather[],
  fromDate: string,
): DailyWeather[] {
  const byDate = new Map(daily.map((day) => [day.localDate, day]));
  for (const day of refreshed) byDate.set(day.localDate, day);
  return [...byDate.values()]
    .filter((day) => day.localDate >= fromDate)
    .sort((a, b) => a.localDate.localeCompare(b.localDate));
}

export interface LiveSite {
  site: SiteRow;
  recent: StationObservation[];
  daily: DailyWeather[];
  current: CurrentMetrics | null;
  /** The current metrics an estimate worked out rather than the station's instruments ('est.'). */
  estimated: ReadonlySet<MetricKey>;
  /** The station's latest reading however old, not only the window's: the sites list shows its age. */
  lastReadingMs: number | null;
  /** True while new readings for the site are being stored and its metrics recomputed. */
  processing: boolean;
  computedAtMs: number;
  /** New readings arrived since `current` was computed; the next read recomputes it. */
  outdated: boolean;
  /** The σw forecast's skill against persistence over the last 30 days; null until first judged. */
  forecastSkill: ForecastSkill | null;
  /** Model A as fitted for the station; null while it forecasts with Model B. */
  forecastFit: ModelA | null;
}

const hourMs = 3_600_000;

/**
 * The tile's σw forecast by Model A from the newest reading and the one an hour before it, where the
 * station has a fit; null where those readings lack a feature (the Model B value then stands).
 */
function modelAForecastMps(entry: LiveSite, fit: ModelA): number | null {
  const latest = entry.recent.at(-1);
  if (!latest) return null;
  const hourBefore = entry.recent.find((o) => Math.abs(o.observedAtMs - (latest.observedAtMs - hourMs)) < 60_000);
  if (!hourBefore) return null;
  const context = stationContext(entry.site);
  const rows: ModelAReading[] = [hourBefore, latest].map((o) => {
    const derived = deriveReadingMetrics(context, o);
    return {
      atMs: o.observedAtMs,
      sigmaWMs: derived.sigmaw10,
      vtdC: derived.vtd,
      windSpeed10mMs: o.channels.wind_speed_10m ?? null,
      rhPct: o.channels.rh_1_2m ?? null,
      solarWm2: o.channels.solar_rad ?? null,
    };
  });
  const features = modelAFeaturesOf(rows, entry.site)[1];
  return features ? forecastSigmaWModelA(fit, features, latest.observedAtMs).valueMps : null;
}

/**
 * The network's current state, in memory: each station's recent readings and current metrics,
 * rebuilt when readings arrive, and the legend bands they are coloured with. `version` changes whenever anything a viewer could see changes.
 */
export interface LiveNetworkDeps {
  readings: ReadingsRepository;
  sites: SitesRepository;
  forecastSkills: ForecastSkillService;
  clock: () => Date;
  log: Logger;
}

export function createLiveNetwork(deps: LiveNetworkDeps) {
  const { forecastSkills, readings, sites: sitesRepo } = deps;
  const live = new Map<number, LiveSite>();
  /**
   * Stations the last sync found disabled. Readings accepted before a station was disabled may have
   * their follow-up after it, carrying the station's row as it was then; they must not bring it back.
   */
  const disabledSiteIds = new Set<number>();
  let legends: LegendBands = catalogueLegendBands;
  let version = 1;

  function recompute(entry: LiveSite, nowMs: number): void {
    const derived =
      entry.recent.length === 0
        ? null
        : deriveCurrentMetrics({
            station: stationContext(entry.site),
            nowMs,
            recent: entry.recent,
            daily: entry.daily,
          });
    entry.current = derived?.metrics ?? null;
    entry.estimated = derived?.estimated ?? new Set();
    if (entry.current && entry.current.ann_2hr_sigma_w !== null && entry.forecastFit) {
      entry.current.ann_2hr_sigma_w = modelAForecastMps(entry, entry.forecastFit) ?? entry.current.ann_2hr_sigma_w;
    }
    entry.computedAtMs = nowMs;
    entry.outdated = false;
  }

  async function loadSite(site: SiteRow, nowMs: number): Promise<LiveSite> {
    const recent = await readings.readingsSince(site.id, nowMs - liveWindowMs);
    const daily = await readings.dailyWeatherSince(site.id, dailyHistoryStartDate(nowMs, site.timezoneName));
    const entry: LiveSite = {
      site,
      recent,
      daily,
      current: null,
      estimated: new Set(),
      // A station silent for longer than the window: one index lookup for its last reading.
      lastReadingMs: recent.at(-1)?.observedAtMs ?? (await readings.latestReadingMs(site.id)),
      processing: false,
      computedAtMs: 0,
      outdated: false,
      forecastSkill: null,
      forecastFit: null,
    };
    recompute(entry, nowMs);
    return entry;
  }

  return {
    get version() {
      return version;
    },

    /** Every station, its metrics current: those with new readings are recomputed here, once per batch of arrivals. */
    sites(): LiveSite[] {
      let nowMs: number | undefined;
      for (const entry of live.values()) {
        if (entry.outdated) recompute(entry, (nowMs ??= deps.clock().getTime()));
      }
      return [...live.values()];
    },

    /**
     * Loads every enabled site from the database (start-up, and after stations are added, disabled or
     * enabled). A disabled station leaves the network: the map, data views and nearest-station choices
     * read only what is here.
     */
    async syncSites(): Promise<void> {
      const nowMs = deps.clock().getTime();
      for (const site of await sitesRepo.listAll()) {
        if (site.disabledAt !== null) {
          live.delete(site.id);
          disabledSiteIds.add(site.id);
          continue;
        }
        disabledSiteIds.delete(site.id);
        const existing = live.get(site.id);
        if (existing) existing.site = site;
        else live.set(site.id, await loadSite(site, nowMs));
      }
      version += 1;
    },

    /** The metric display statuses readings are coloured with: the catalogue's with the operator's edits. */
    legends(): LegendBands {
      return legends;
    },

    /** The operator changed the display statuses: every snapshot is rebuilt with them. */
    setLegends(next: LegendBands): void {
      legends = next;
      version += 1;
    },

    markProcessing(siteId: number, processing: boolean): void {
      const entry = live.get(siteId);
      if (entry && entry.processing !== processing) {
        entry.processing = processing;
        version += 1;
      }
    },

    /**
     * New readings were stored: fold them, and the days their daily aggregates rewrote, into the
     * station's window. Its metrics are recomputed when next read, not here: a station posting several
     * batches before anyone looks costs one recompute, and ingestion does not wait for it.
     */
    async readingsStored(
      site: SiteRow,
      observations: readonly StationObservation[],
      refreshedDays: readonly DailyWeather[],
    ): Promise<void> {
      // A datalogger file imported for a disabled station is kept, but the station stays off the map.
      if (site.disabledAt !== null || disabledSiteIds.has(site.id)) return;
      const nowMs = deps.clock().getTime();
      const existing = live.get(site.id);
      const entry = existing ?? (await loadSite(site, nowMs));
      live.set(site.id, entry);
      entry.recent = foldIn(entry.recent, observations, nowMs - liveWindowMs);
      entry.lastReadingMs = latestReadingMs(entry.lastReadingMs, observations);
      if (existing)
        entry.daily = foldInDays(entry.daily, refreshedDays, dailyHistoryStartDate(nowMs, site.timezoneName));
      entry.outdated = true;
      version += 1;
    },

    /** Days were written other than by a readings' follow-up (daily history, aggregates caught up): read them again. */
    async dailyRowsChanged(site: Pick<SiteRow, 'id' | 'timezoneName'>): Promise<void> {
      const entry = live.get(site.id);
      if (!entry) return;
      entry.daily = await readings.dailyWeatherSince(
        site.id,
        dailyHistoryStartDate(deps.clock().getTime(), site.timezoneName),
      );
      entry.outdated = true;
      version += 1;
    },

    /**
     * A station's σw forecast skill (computed at most once a day per station), kept on its entry so
     * its tiles withhold a forecast that has not beaten persistence.
     */
    async forecasterOf(entry: LiveSite): Promise<StationForecaster> {
      const forecaster = await forecastSkills.forecasterAt(entry.site, deps.clock().getTime());
      if (entry.forecastSkill?.verdict !== forecaster.skill.verdict) version += 1;
      entry.forecastSkill = forecaster.skill;
      if (entry.forecastFit !== forecaster.fit) {
        entry.forecastFit = forecaster.fit;
        entry.outdated = true;
        version += 1;
      }
      return forecaster;
    },

    /** Judges every station's forecast for today (cheap once done: the skill is cached per day). */
    async refreshForecastSkills(): Promise<void> {
      for (const entry of [...live.values()]) await this.forecasterOf(entry);
    },

    /** Time moves on without readings (rain since 9 am resets, readings age): recompute what is older than `maxAgeMs`. */
    refreshStale(maxAgeMs: number): number {
      const nowMs = deps.clock().getTime();
      let refreshed = 0;
      for (const entry of live.values()) {
        if (nowMs - entry.computedAtMs < maxAgeMs) continue;
        recompute(entry, nowMs);
        refreshed += 1;
      }
      if (refreshed > 0) version += 1;
      return refreshed;
    },
  };
}
export type LiveNetwork = ReturnType<typeof createLiveNetwork>;
