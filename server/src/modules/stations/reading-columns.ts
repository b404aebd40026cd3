import {
  rawChannelKeys,
  type RawChannels,
  type RawChannelKey,
  type ReadingQcFlags,
} from '@mesonet/shared/stations/raw-channels';
import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import type { CopyValue } from './copy-text';

/** The metrics worked out per reading and stored beside the raw channels, for graphs to read back. */
export const readingMetricKeys = [
  'delta_t',
  'dew_point',
  'vtd',
  'hazardous_inversion',
  'ghcop',
  'gfdi',
  'sigmaw10',
] as const satisfies readonly MetricKey[];

/** The derived columns of a reading: those metrics, and which of them an estimate worked out (a bit set). */
export const derivedReadingKeys = [...readingMetricKeys, 'estimated_metrics'] as const;
export type DerivedReadingKey = (typeof derivedReadingKeys)[number];
export type DerivedReadingValues = Partial<Record<DerivedReadingKey, number | null>>;

/** Column of the `readings` table holding a raw channel (SQL folds `sonic_L_10m` to lower case). */
export function readingColumn(channel: RawChannelKey | DerivedReadingKey): string {
  return channel.toLowerCase();
}

export const rawReadingColumns = rawChannelKeys.map((channel) => ({ channel, column: readingColumn(channel) }));

/** A `readings` row's columns, in the order COPY and INSERT … unnest write them. */
export const readingRowColumns: readonly string[] = [
  'site_id',
  'observed_at',
  ...rawReadingColumns.map((c) => c.column),
  ...derivedReadingKeys.map(readingColumn),
  'qc_flags',
];
/** The SQL type of each of `readingRowColumns`. */
export const readingRowTypes: readonly string[] = [
  'int',
  'timestamptz',
  ...rawReadingColumns.map(() => 'float8'),
  ...derivedReadingKeys.map((k) => (k === 'hazardous_inversion' || k === 'estimated_metrics' ? 'int2' : 'float8')),
  'jsonb',
];

/**
 * The `qc_flags` value of a reading: null when QC changed nothing. Channel names, flag names and
 * numbers only, so the JSON needs no escaping in COPY text.
 */
export function qcFlagsText(flags: ReadingQcFlags | undefined): string | null {
  return flags === undefined ? null : JSON.stringify(flags);
}

/** Where a reading's row values go, one after another. */
interface ValueSink {
  value(value: CopyValue): void;
}

/**
 * Writes a reading's raw channels then its derived metrics (the caller writes its `qc_flags` after), in `rawReadingColumns` and
 * `derivedReadingKeys` order. Generated once from those lists: `channels[name]` in a loop over 37
 * names is one property load that sees every name, so V8 makes it a hashed look-up per value (half
 * a millisecond per 500 readings); the generated body loads each name at its own site.
 */
export const writeReadingValues = new Function(
  'sink',
  'channels',
  'derived',
  [
    ...rawReadingColumns.map(({ channel }) => `sink.value(channels[${JSON.stringify(channel)}]);`),
    ...derivedReadingKeys.map((key) => `sink.value(derived[${JSON.stringify(key)}]);`),
  ].join('\n'),
) as (sink: ValueSink, channels: RawChannels, derived: DerivedReadingValues) => void;
