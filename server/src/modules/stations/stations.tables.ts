import type { ReadingQcFlags } from '@mesonet/shared/stations/raw-channels';
import { networkTimeZone } from '@mesonet/shared/time/local-time';
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, idColumn, ownedBy, timestampsDefaultingToNow } from '../../db/columns';

const value = (name: string) => doublePrecision(name);

/** A weather station ("site" in the spec, §3). */
export const stations = pgTable(
  'sites',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    region: text('region'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    elevationM: integer('elevation_m').notNull().default(0),
    awsType: text('aws_type').notNull(),
    /** cotl, lclb, greenbrain or bom; drives 'Show LCLB Stations'. */
    network: text('network').notNull().default('cotl'),
    /** The spec's {product} flag: stations of our own network, offered as a premium plan's station. */
    mesonet: boolean('mesonet').notNull().default(true),
    timezoneName: text('timezone_name').notNull().default(networkTimeZone),
    /** Seeded by the demo network; only these are fed by the simulator. */
    simulated: boolean('simulated').notNull().default(false),
    /** Set by the operator: a disabled station's readings are refused and growers no longer see it; its history is kept. */
    disabledAt: at('disabled_at'),
    ...timestampsDefaultingToNow(),
  },
  (t) => [uniqueIndex('sites_slug_key').on(t.slug)],
);
export type StationRow = typeof stations.$inferSelect;

/** The one valid ingestion token of a station, stored as a keyed hash; issuing a new one replaces it. */
export const stationTokens = pgTable('station_tokens', {
  stationId: integer('site_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * One reading per station and interval end: the raw channels (SI units, metrics.md §1.2) and the
 * per-reading derived metrics graphs need, computed once at ingestion.
 */
export const readings = pgTable(
  'readings',
  {
    stationId: ownedBy('site_id', () => stations.id),
    observedAt: at('observed_at').notNull(),
    airTemp12m: value('air_temp_1_2m'),
    rh12m: value('rh_1_2m'),
    airTemp10m: value('air_temp_10m'),
    windSpeed10m: value('wind_speed_10m'),
    windDir10m: value('wind_dir_10m'),
    windGust10m: value('wind_gust_10m'),
    windDirSd10m: value('wind_dir_sd_10m'),
    windSpeed2m: value('wind_speed_2m'),
    windDir2m: value('wind_dir_2m'),
    windGust2m: value('wind_gust_2m'),
    rainMm: value('rain_mm'),
    solarRad: value('solar_rad'),
    pressureStation: value('pressure_station'),
    leafWetness: value('leaf_wetness'),
    sonicWSd10m: value('sonic_w_sd_10m'),
    sonicUstar10m: value('sonic_ustar_10m'),
    sonicH10m: value('sonic_h_10m'),
    sonicL10m: value('sonic_l_10m'),
    sonicT10m: value('sonic_t_10m'),
    netRad: value('net_rad'),
    soilTemp10cm: value('soil_temp_10cm'),
    batteryV: value('battery_v'),
    loggerTemp: value('logger_temp'),
    deltaT: value('delta_t'),
    dewPoint: value('dew_point'),
    vtd: value('vtd'),
    hazardousInversion: smallint('hazardous_inversion'),
    ghcop: value('ghcop'),
    gfdi: value('gfdi'),
    sigmaw10: value('sigmaw10'),
    /** Which of the derived metrics an estimate worked out (metrics/estimated-metrics.ts bits); null before it was kept. */
    estimatedMetrics: smallint('estimated_metrics'),
    /** Channels QC dropped (stored as missing) or clamped, each with the value received; null when none. */
    qcFlags: jsonb('qc_flags').$type<ReadingQcFlags>(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.observedAt], name: 'readings_pkey' })],
);

/**
 * Daily aggregates in the site's time zone: calendar-day temperature extremes, and the rain day of
 * 24 h to 09:00 credited to the date of that 09:00 (BoM convention, metrics.md §0.4).
 */
export const dailySummaries = pgTable(
  'daily_summaries',
  {
    stationId: ownedBy('site_id', () => stations.id),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    airTempMaxC: value('air_temp_max_c'),
    airTempMinC: value('air_temp_min_c'),
    rainMm: value('rain_mm'),
  },
  (t) => [primaryKey({ columns: [t.stationId, t.localDate], name: 'daily_summaries_pkey' })],
);
