import { rawChannelKeys, type RawChannelKey } from '@mesonet/shared/stations/raw-channels';

/** Per-reading derived metrics stored beside the raw channels (graphs read them back). */
export const derivedReadingKeys = [
  'delta_t',
  'dew_point',
  'vtd',
  'hazardous_inversion',
  'ghcop',
  'gfdi',
  'sigmaw10',
] as const;
export type DerivedReadingKey = (typeof derivedReadingKeys)[number];
export type DerivedReadingValues = Partial<Record<DerivedReadingKey, number | null>>;

/** Column of the `readings` table holding a raw channel (SQL folds `sonic_L_10m` to lower case). */
export function readingColumn(channel: RawChannelKey | DerivedReadingKey): string {
  return channel.toLowerCase();
}

export const rawReadingColumns = rawChannelKeys.map((channel) => ({ channel, column: readingColumn(channel) }));
