import { catalogueLegendBands, type LegendBands } from '@mesonet/shared/metrics/metric-display-statuses';
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import {
  inProcessNetworkEvents,
  tellOthersOrLog,
  type NetworkEvent,
  type NetworkEvents,
} from '../../db/network-events';
import type { Logger } from '../../http/logger';
import type { ForecastSkillService, StationForecaster } from '../data-views/forecast-skill.service';
import { dailyHistoryStartDate, type DailyWeather } from '../metrics/current-metrics';
import type { ReadingsRepository } from '../stations/readings.repository';
import type { StationsRepository } from '../stations/stations.repository';
import type { StationRow } from '../stations/stations.tables';
import { loadStation, recompute, type LiveStation } from './live-station';
import { foldIn, foldInDays, latestReadingMs, liveWindowMs } from './live-window';

export type { LiveStation } from './live-station';

/**
 * The network's current state, in memory: each station's recent readings and current metrics,
 * rebuilt when readings arrive, and the legend bands they are coloured with. `version` changes whenever anything a viewer could see changes.
 */
export interface LiveNetworkDeps {
  readings: ReadingsRepository;
  stations: StationsRepository;
  forecastSkills: ForecastSkillService;
  clock: () => Date;
  log: Logger;
  /** Tells the other app processes what changed here, and hears what changed there; one process: nobody. */
  events?: NetworkEvents;
  /** The operator's legend bands as stored, read again when another process changed them. */
  loadLegends?: () => Promise<LegendBands>;
}

/** What the network holds between calls. */
interface LiveState {
  live: Map<number, LiveStation>;
  /**
   * Stations the last sync found disabled. Readings accepted before a station was disabled may have
   * their follow-up after it, carrying the station's row as it was then; they must not bring it back.
   */
  disabledStationIds: Set<number>;
  legends: LegendBands;
  version: number;
}

/**
 * Loads every enabled site from the database (start-up, and after stations are added, disabled or
 * enabled). A disabled station leaves the network: the map, data views and nearest-station choices
 * read only what is here.
 */
async function syncStations(deps: LiveNetworkDeps, state: LiveState): Promise<void> {
  const nowMs = deps.clock().getTime();
  for (const station of await deps.stations.listAll()) {
    if (station.disabledAt !== null) {
      state.live.delete(station.id);
      state.disabledStationIds.add(station.id);
      continue;
    }
    state.disabledStationIds.delete(station.id);
    const existing = state.live.get(station.id);
    if (existing) existing.station = station;
    else state.live.set(station.id, await loadStation(deps.readings, station, nowMs));
  }
  state.version += 1;
}

/**
 * New readings were stored: fold them, and the days their daily aggregates rewrote, into the
 * station's window. Its metrics are recomputed when next read, not here: a station posting several
 * batches before anyone looks costs one recompute, and ingestion does not wait for it.
 */
async function readingsStored(
  deps: LiveNetworkDeps,
  state: LiveState,
  station: StationRow,
  observations: readonly StationObservation[],
  refreshedDays: readonly DailyWeather[],
): Promise<void> {
  // A datalogger file imported for a disabled station is kept, but the station stays off the map.
  if (station.disabledAt !== null || state.disabledStationIds.has(station.id)) return;
  const nowMs = deps.clock().getTime();
  const existing = state.live.get(station.id);
  const entry = existing ?? (await loadStation(deps.readings, station, nowMs));
  state.live.set(station.id, entry);
  entry.recent = foldIn(entry.recent, observations, nowMs - liveWindowMs);
  entry.lastReadingMs = latestReadingMs(entry.lastReadingMs, observations);
  if (existing)
    entry.daily = foldInDays(entry.daily, refreshedDays, dailyHistoryStartDate(nowMs, station.timezoneName));
  entry.outdated = true;
  state.version += 1;
}

/** Another process stored readings for the station: read its window again from what is stored. */
async function reloadStation(deps: LiveNetworkDeps, state: LiveState, stationId: number): Promise<void> {
  const existing = state.live.get(stationId);
  if (!existing) {
    if (!state.disabledStationIds.has(stationId)) await syncStations(deps, state);
    return;
  }
  const reloaded = await loadStation(deps.readings, existing.station, deps.clock().getTime());
  state.live.set(stationId, { ...reloaded, forecastFit: existing.forecastFit, forecastSkill: existing.forecastSkill });
  state.version += 1;
}

/** Days were written other than by a readings' follow-up (daily history, aggregates caught up): read them again. */
async function dailyRowsChanged(
  deps: LiveNetworkDeps,
  state: LiveState,
  station: Pick<StationRow, 'id' | 'timezoneName'>,
): Promise<void> {
  const entry = state.live.get(station.id);
  if (!entry) return;
  entry.daily = await deps.readings.dailyWeatherSince(
    station.id,
    dailyHistoryStartDate(deps.clock().getTime(), station.timezoneName),
  );
  entry.outdated = true;
  state.version += 1;
}

/**
 * A station's σw forecast skill (computed at most once a day per station), kept on its entry so
 * its tiles withhold a forecast that has not beaten persistence.
 */
async function forecasterOf(deps: LiveNetworkDeps, state: LiveState, entry: LiveStation): Promise<StationForecaster> {
  const forecaster = await deps.forecastSkills.forecasterAt(entry.station, deps.clock().getTime());
  if (entry.forecastSkill?.verdict !== forecaster.skill.verdict) {
    state.version += 1;
    // The spray verdict reads a withheld forecast differently: judge it again on the next read.
    entry.outdated = true;
  }
  entry.forecastSkill = forecaster.skill;
  if (entry.forecastFit !== forecaster.fit) {
    entry.forecastFit = forecaster.fit;
    entry.outdated = true;
    state.version += 1;
  }
  return forecaster;
}

/** Time moves on without readings (rain since 9 am resets, readings age): recompute what is older than `maxAgeMs`. */
function refreshStale(deps: LiveNetworkDeps, state: LiveState, maxAgeMs: number): number {
  const nowMs = deps.clock().getTime();
  let refreshed = 0;
  for (const entry of state.live.values()) {
    if (nowMs - entry.computedAtMs < maxAgeMs) continue;
    recompute(entry, nowMs);
    refreshed += 1;
  }
  if (refreshed > 0) state.version += 1;
  return refreshed;
}

/** What another process did, done here too (without telling anyone again). */
async function followEvent(deps: LiveNetworkDeps, state: LiveState, event: NetworkEvent): Promise<void> {
  switch (event.kind) {
    case 'readings_stored':
      return reloadStation(deps, state, event.stationId);
    case 'daily_rows_changed': {
      const entry = state.live.get(event.stationId);
      if (entry) await dailyRowsChanged(deps, state, entry.station);
      return;
    }
    case 'stations_changed':
      return syncStations(deps, state);
    case 'legends_changed':
      if (deps.loadLegends) state.legends = await deps.loadLegends();
      state.version += 1;
      return;
    case 'resync':
      await syncStations(deps, state);
      for (const stationId of [...state.live.keys()]) await reloadStation(deps, state, stationId);
      return followEvent(deps, state, { kind: 'legends_changed' });
    default:
      return;
  }
}

export function createLiveNetwork(deps: LiveNetworkDeps) {
  const state: LiveState = {
    live: new Map(),
    disabledStationIds: new Set(),
    legends: catalogueLegendBands,
    version: 1,
  };
  const events = deps.events ?? inProcessNetworkEvents();
  events.onEvent((event) => followEvent(deps, state, event));
  const tellOthers = tellOthersOrLog(events, deps.log);

  return {
    get version() {
      return state.version;
    },

    /** Every station, its metrics current: those with new readings are recomputed here, once per batch of arrivals. */
    stations(): LiveStation[] {
      let nowMs: number | undefined;
      for (const entry of state.live.values()) {
        if (entry.outdated) recompute(entry, (nowMs ??= deps.clock().getTime()));
      }
      return [...state.live.values()];
    },

    async syncStations(): Promise<void> {
      await syncStations(deps, state);
      tellOthers({ kind: 'stations_changed' });
    },

    /** The metric display statuses readings are coloured with: the catalogue's with the operator's edits. */
    legends(): LegendBands {
      return state.legends;
    },

    /** The operator changed the display statuses: every snapshot is rebuilt with them. */
    setLegends(next: LegendBands): void {
      state.legends = next;
      state.version += 1;
      tellOthers({ kind: 'legends_changed' });
    },

    markProcessing(stationId: number, processing: boolean): void {
      const entry = state.live.get(stationId);
      if (entry && entry.processing !== processing) {
        entry.processing = processing;
        state.version += 1;
      }
    },

    async readingsStored(
      station: StationRow,
      observations: readonly StationObservation[],
      refreshedDays: readonly DailyWeather[],
    ): Promise<void> {
      await readingsStored(deps, state, station, observations, refreshedDays);
      tellOthers({ kind: 'readings_stored', stationId: station.id });
    },

    async dailyRowsChanged(station: Pick<StationRow, 'id' | 'timezoneName'>): Promise<void> {
      await dailyRowsChanged(deps, state, station);
      tellOthers({ kind: 'daily_rows_changed', stationId: station.id });
    },

    forecasterOf: (entry: LiveStation) => forecasterOf(deps, state, entry),

    /** Judges every station's forecast for today (cheap once done: the skill is cached per day). */
    async refreshForecastSkills(): Promise<void> {
      for (const entry of [...state.live.values()]) await forecasterOf(deps, state, entry);
    },

    refreshStale: (maxAgeMs: number) => refreshStale(deps, state, maxAgeMs),
  };
}
export type LiveNetwork = ReturnType<typeof createLiveNetwork>;
