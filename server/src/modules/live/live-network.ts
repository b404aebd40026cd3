import { catalogueLegendBands, type LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import type { Database } from '../../db/database';
import type { Logger } from '../../http/logger';
import {
  deriveCurrentMetrics,
  dailyHistoryStartDate,
  type CurrentMetrics,
  type DailyWeather,
} from '../metrics/current-metrics';
import { readingsRepository } from '../stations/readings.repository';
import { sitesRepository } from '../stations/sites.repository';
import type { SiteRow } from '../stations/stations.tables';
import { stationContext } from './reading-metrics';

/** Readings kept in memory per station: enough for rain over 7 days and yesterday's ET₀. */
export const liveWindowMs = 8 * 86_400_000;

export interface LiveSite {
  site: SiteRow;
  recent: StationObservation[];
  daily: DailyWeather[];
  current: CurrentMetrics | null;
  lastReadingMs: number | null;
  /** True while new readings for the site are being stored and its metrics recomputed. */
  processing: boolean;
  computedAtMs: number;
  /** New readings arrived since `current` was computed; the next read recomputes it. */
  outdated: boolean;
}

/**
 * The network's current state, in memory: each station's recent readings and current metrics,
 * rebuilt when readings arrive, and the legend bands they are coloured with. `version` changes whenever anything a viewer could see changes.
 */
export function createLiveNetwork(deps: { db: Database; clock: () => Date; log: Logger }) {
  const readings = readingsRepository(deps.db);
  const sitesRepo = sitesRepository(deps.db);
  const live = new Map<number, LiveSite>();
  let legends: LegendBands = catalogueLegendBands;
  let version = 1;

  function recompute(entry: LiveSite, nowMs: number): void {
    entry.current =
      entry.recent.length === 0
        ? null
        : deriveCurrentMetrics({
            station: stationContext(entry.site),
            nowMs,
            recent: entry.recent,
            daily: entry.daily,
          });
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
      lastReadingMs: recent.at(-1)?.observedAtMs ?? null,
      processing: false,
      computedAtMs: 0,
      outdated: false,
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
          continue;
        }
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
     * New readings were stored: fold them into the window. The station's metrics are recomputed when
     * next read, not here: a station posting several batches before anyone looks costs one recompute,
     * and ingestion does not wait for it.
     */
    async readingsStored(site: SiteRow, observations: readonly StationObservation[]): Promise<void> {
      // A datalogger file imported for a disabled station is kept, but the station stays off the map.
      if (site.disabledAt !== null) return;
      const nowMs = deps.clock().getTime();
      const entry = live.get(site.id) ?? (await loadSite(site, nowMs));
      live.set(site.id, entry);
      const byTime = new Map(entry.recent.map((o) => [o.observedAtMs, o]));
      for (const observation of observations) byTime.set(observation.observedAtMs, observation);
      entry.recent = [...byTime.values()]
        .filter((o) => o.observedAtMs > nowMs - liveWindowMs)
        .sort((a, b) => a.observedAtMs - b.observedAtMs);
      entry.lastReadingMs = entry.recent.at(-1)?.observedAtMs ?? entry.lastReadingMs;
      entry.daily = await readings.dailyWeatherSince(site.id, dailyHistoryStartDate(nowMs, site.timezoneName));
      entry.outdated = true;
      version += 1;
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
