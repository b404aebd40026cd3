import { isRawChannelKey, rawChannels, type RawChannels, type StationObservation } from './raw-channels';

/** Readings stamped further ahead than this are refused: a station clock that far out is wrong. */
export const maxClockSkewMs = 5 * 60_000;
/** The oldest reading accepted (datalogger archives reach back years, not decades). */
export const earliestObservationMs = Date.UTC(2000, 0, 1);

export interface ObservationProblem {
  /** Where the problem is, e.g. `observations[3].channels.air_temp_1_2m`. */
  field: string;
  message: string;
}

export type ObservationCheck =
  { ok: true; observation: StationObservation } | { ok: false; problems: ObservationProblem[] };

const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Date.parse quietly rolls 31 February into March; a station sending it has a broken clock. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * CONTRACT.md §5: one reading of an ingestion batch. Unknown channels, out-of-range values
 * (metrics.md §2.9) and bad timestamps are named; a reading with any problem is refused whole.
 */
export function checkObservation(input: unknown, path: string, nowMs: number): ObservationCheck {
  const problems: ObservationProblem[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ field: path, message: 'must be an object with observed_at and channels' }] };
  }
  const { observed_at: observedAt, channels } = input as { observed_at?: unknown; channels?: unknown };

  let observedAtMs = Number.NaN;
  const parts = typeof observedAt === 'string' ? isoDateTime.exec(observedAt) : null;
  if (typeof observedAt !== 'string' || !parts) {
    problems.push({
      field: `${path}.observed_at`,
      message: 'must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T10:30:00+10:30',
    });
  } else {
    observedAtMs = Date.parse(observedAt);
    if (Number.isNaN(observedAtMs) || !isCalendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3]))) {
      problems.push({ field: `${path}.observed_at`, message: 'is not a real date-time' });
    } else if (observedAtMs > nowMs + maxClockSkewMs) {
      problems.push({ field: `${path}.observed_at`, message: 'is in the future' });
    } else if (observedAtMs < earliestObservationMs) {
      problems.push({ field: `${path}.observed_at`, message: 'is before 2000' });
    }
  }

  const accepted: RawChannels = {};
  if (typeof channels !== 'object' || channels === null || Array.isArray(channels)) {
    problems.push({ field: `${path}.channels`, message: 'must be an object of channel names to numbers' });
  } else {
    let named = 0;
    // for…in and field names built only for a problem: every stored reading passes through here.
    for (const name in channels) {
      if (!Object.hasOwn(channels, name)) continue;
      named += 1;
      const value = (channels as Record<string, unknown>)[name];
      if (!isRawChannelKey(name)) {
        problems.push({ field: `${path}.channels.${name}`, message: 'is not a known channel' });
      } else if (value === null) {
        continue; // A sensor that reported nothing: stored as missing, never as 0.
      } else if (typeof value !== 'number' || !Number.isFinite(value)) {
        problems.push({ field: `${path}.channels.${name}`, message: 'must be a number' });
      } else {
        const { min, max, unit } = rawChannels[name];
        if (value < min || value > max)
          problems.push({ field: `${path}.channels.${name}`, message: `must be between ${min} and ${max} ${unit}` });
        else accepted[name] = value;
      }
    }
    if (named === 0) problems.push({ field: `${path}.channels`, message: 'must name at least one channel' });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, observation: { observedAtMs, channels: accepted } };
}
