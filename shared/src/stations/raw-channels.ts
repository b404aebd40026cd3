/**
 * Raw sensor channels a station reports (metrics.md §1.2), stored in SI units, with the QC ranges
 * of §2.9: a value outside drops that channel of the reading (stored as missing, with its flag).
 */
export const rawChannels = {
  air_temp_1_2m: { unit: '°C', min: -10, max: 50 },
  rh_1_2m: { unit: '%', min: 1, max: 100 },
  air_temp_10m: { unit: '°C', min: -10, max: 50 },
  wind_speed_10m: { unit: 'm/s', min: 0, max: 60 },
  wind_dir_10m: { unit: '°', min: 0, max: 360 },
  wind_gust_10m: { unit: 'm/s', min: 0, max: 60 },
  wind_dir_sd_10m: { unit: '°', min: 0, max: 180 },
  wind_speed_2m: { unit: 'm/s', min: 0, max: 60 },
  wind_dir_2m: { unit: '°', min: 0, max: 360 },
  wind_gust_2m: { unit: 'm/s', min: 0, max: 60 },
  rain_mm: { unit: 'mm', min: 0, max: 60 },
  solar_rad: { unit: 'W/m²', min: -5, max: 1400 },
  pressure_station: { unit: 'hPa', min: 850, max: 1060 },
  leaf_wetness: { unit: 'fraction', min: 0, max: 1 },
  sonic_w_sd_10m: { unit: 'm/s', min: 0, max: 10 },
  sonic_ustar_10m: { unit: 'm/s', min: 0, max: 5 },
  sonic_h_10m: { unit: 'W/m²', min: -500, max: 1000 },
  sonic_L_10m: { unit: 'm', min: -100000, max: 100000 },
  sonic_t_10m: { unit: '°C', min: -10, max: 55 },
  net_rad: { unit: 'W/m²', min: -300, max: 1200 },
  soil_temp_10cm: { unit: '°C', min: -10, max: 70 },
  battery_v: { unit: 'V', min: 0, max: 30 },
  logger_temp: { unit: '°C', min: -20, max: 80 },
} as const satisfies Record<string, { unit: string; min: number; max: number }>;

export type RawChannelKey = keyof typeof rawChannels;
export type RawChannels = Partial<Record<RawChannelKey, number>>;
export const rawChannelKeys = Object.keys(rawChannels) as RawChannelKey[];

/** RH from 100 to this is a capacitive sensor's overshoot, stored as 100 (metrics.md §2.9). */
export const rhClampedUpTo = 103;

/** Why a channel of a stored reading was changed by QC: dropped (stored as missing) or clamped. */
export type QcFlag = 'out_of_range' | 'clamped';
/** A channel's QC flag with the value the station sent. */
export interface ChannelQc {
  flag: QcFlag;
  received: number;
}
export type ReadingQcFlags = Partial<Record<RawChannelKey, ChannelQc>>;

export function isRawChannelKey(value: string): value is RawChannelKey {
  return Object.hasOwn(rawChannels, value);
}

/** Station types in the spec's marker order (§9). */
export const stationTypes = ['standard', 'research', 'hilltop', 'bom', 'greenbrain'] as const;
export type StationType = (typeof stationTypes)[number];

/** How often each type reports (CONTRACT.md §4: 1 to 15 minutes by type). */
export const reportingIntervalMinutes: Readonly<Record<StationType, number>> = {
  standard: 10,
  research: 5,
  hilltop: 10,
  bom: 10,
  greenbrain: 15,
};

/** One reading of one station: the end of its interval and the channels it measured. */
export interface StationObservation {
  observedAtMs: number;
  channels: RawChannels;
  /** Channels QC dropped or clamped; absent when QC changed nothing. */
  qcFlags?: ReadingQcFlags;
}
