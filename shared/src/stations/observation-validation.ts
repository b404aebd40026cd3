import { daysFromCivil } from '../time/civil-days';
import {
  rawChannels,
  rhClampedUpTo,
  type RawChannels,
  type ReadingQcFlags,
  type StationObservation,
} from './raw-channels';

/** Readings stamped further ahead than this are refused: a station clock that far out is wrong. */
export const maxClockSkewMs = 5 * 60_000;
/** The oldest reading accepted (datalogger archives reach back years, not decades). */
export const earliestObservationMs = Date.UTC(2000, 0, 1);

export interface ObservationProblem {
  /** Where the problem is, e.g. `observations[3].channels.air_temp_1_2m`. */
  field: string;
  message: string;
}

/**
 * A reading is refused whole only for what makes it unreadable (its time, an unknown channel, a value
 * that is not a number); QC works per channel: `problems` names the channels dropped as out of
 * range (stored as missing), `clamped` those stored clamped.
 */
export type ObservationCheck =
  | { ok: true; observation: StationObservation; problems?: ObservationProblem[]; clamped?: ObservationProblem[] }
  | { ok: false; problems: ObservationProblem[] };

const isoDateTime = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The number written by the digits of `text` from `start`, `length` long (the regex vouched for them). */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i += 1) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

const colonCode = 0x3a;
const dotCode = 0x2e;
const zeroCode = 0x30;
const nineCode = 0x39;
const minusCode = 0x2d;

/**
 * The instant an ISO-8601 date-time names, as Date.parse reads it (NaN for a month, or a zone hour or
 * minute, out of range; fractions of a millisecond dropped), from its digits: Date.parse costs more
 * than the rest of a reading's check. Only for text the regex vouched for.
 */
export function isoDateTimeMs(text: string): number {
  const month = digitsAt(text, 5, 2);
  if (month < 1 || month > 12) return Number.NaN;
  let at = 16;
  let seconds = 0;
  let millis = 0;
  if (text.charCodeAt(at) === colonCode) {
    seconds = digitsAt(text, 17, 2);
    at = 19;
    if (text.charCodeAt(at) === dotCode) {
      // Milliseconds: finer digits are dropped, as Date.parse drops them.
      let places = 0;
      for (at += 1; text.charCodeAt(at) >= zeroCode && text.charCodeAt(at) <= nineCode; at += 1) {
        if (places < 3) millis = millis * 10 + text.charCodeAt(at) - zeroCode;
        places += 1;
      }
      for (; places < 3; places += 1) millis *= 10;
    }
  }
  let offsetMinutes = 0;
  if (text.length > at + 1) {
    const hours = digitsAt(text, at + 1, 2);
    const minutes = digitsAt(text, text.charCodeAt(at + 3) === colonCode ? at + 4 : at + 3, 2);
    if (hours > 23 || minutes > 59) return Number.NaN;
    offsetMinutes = (text.charCodeAt(at) === minusCode ? -1 : 1) * (hours * 60 + minutes);
  }
  const day = digitsAt(text, 8, 2);
  if (day < 1 || day > 31) return Number.NaN;
  const minutesOfDay = digitsAt(text, 11, 2) * 60 + digitsAt(text, 14, 2) - offsetMinutes;
  return daysFromCivil(digitsAt(text, 0, 4), month, day) * 86_400_000 + minutesOfDay * 60_000 + seconds * 1000 + millis;
}

/** Date.parse quietly rolls 31 February into March; a station sending it has a broken clock. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month >= 1 && month <= 12 && day >= 1 && day <= 28) return true;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Object.hasOwn costs twice as much here (Node 20): it is not inlined where this is. */
const hasOwnProperty = Object.prototype.hasOwnProperty;

/** Each channel's QC range, found with one look-up per channel of every reading. */
const channelRanges: ReadonlyMap<string, { min: number; max: number; unit: string }> = new Map(
  Object.entries(rawChannels),
);

/**
 * CONTRACT.md §5: one reading of an ingestion batch. Unknown channels, values that are not numbers
 * and bad timestamps refuse the reading; a value outside its QC range (metrics.md §2.9) drops that
 * channel only, and RH 100–103 % and negative solar at night (`isNight`, from the station's place)
 * are clamped. Every stored reading passes through here, so field names are built only for a
 * problem, and a reading whose channels are all numbers in range keeps its channels object.
 */
export function checkObservation(
  input: unknown,
  path: string,
  nowMs: number,
  isNight?: (ms: number) => boolean,
): ObservationCheck {
  const problems: ObservationProblem[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problems: [{ field: path, message: 'must be an object with observed_at and channels' }] };
  }
  const { observed_at: observedAt, channels } = input as { observed_at?: unknown; channels?: unknown };

  let observedAtMs = Number.NaN;
  if (typeof observedAt !== 'string' || !isoDateTime.test(observedAt)) {
    problems.push({
      field: `${path}.observed_at`,
      message: 'must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T10:30:00+10:30',
    });
  } else {
    observedAtMs = isoDateTimeMs(observedAt);
    if (
      Number.isNaN(observedAtMs) ||
      !isCalendarDate(digitsAt(observedAt, 0, 4), digitsAt(observedAt, 5, 2), digitsAt(observedAt, 8, 2))
    ) {
      problems.push({ field: `${path}.observed_at`, message: 'is not a real date-time' });
    } else if (observedAtMs > nowMs + maxClockSkewMs) {
      problems.push({ field: `${path}.observed_at`, message: 'is in the future' });
    } else if (observedAtMs < earliestObservationMs) {
      problems.push({ field: `${path}.observed_at`, message: 'is before 2000' });
    }
  }

  let accepted: RawChannels | undefined;
  let flags: ReadingQcFlags | undefined;
  if (typeof channels !== 'object' || channels === null || Array.isArray(channels)) {
    problems.push({ field: `${path}.channels`, message: 'must be an object of channel names to numbers' });
  } else {
    const given = channels as Record<string, unknown>;
    let named = 0;
    let allStored = true;
    for (const name in given) {
      if (!hasOwnProperty.call(given, name)) continue;
      named += 1;
      const value = given[name];
      const range = channelRanges.get(name);
      if (range === undefined) {
        problems.push({ field: `${path}.channels.${name}`, message: 'is not a known channel' });
      } else if (value === null) {
        allStored = false; // A sensor that reported nothing: stored as missing, never as 0.
      } else if (typeof value !== 'number' || !Number.isFinite(value)) {
        problems.push({ field: `${path}.channels.${name}`, message: 'must be a number' });
      } else if (value < range.min || value > range.max) {
        const clamp = name === 'rh_1_2m' && value > range.max && value <= rhClampedUpTo;
        (flags ??= {})[name as keyof ReadingQcFlags] = { flag: clamp ? 'clamped' : 'out_of_range', received: value };
        allStored = false;
      } else if (value < 0 && name === 'solar_rad' && isNight !== undefined && isNight(observedAtMs)) {
        (flags ??= {}).solar_rad = { flag: 'clamped', received: value };
        allStored = false;
      }
    }
    if (named === 0) problems.push({ field: `${path}.channels`, message: 'must name at least one channel' });
    if (problems.length === 0) accepted = allStored ? (given as RawChannels) : keptChannels(given, flags);
  }
  if (flags !== undefined) return withQcNotes(path, problems, { observedAtMs, channels: accepted ?? {} }, flags);
  if (problems.length > 0 || accepted === undefined) return { ok: false, problems };
  return { ok: true, observation: { observedAtMs, channels: accepted } };
}

/** The channels stored: nulls and dropped channels left out, clamped ones at their clamped value. */
function keptChannels(channels: Record<string, unknown>, flags: ReadingQcFlags | undefined): RawChannels {
  const kept: Record<string, unknown> = {};
  for (const name in channels) {
    if (!hasOwnProperty.call(channels, name) || channels[name] === null) continue;
    const flag = flags?.[name as keyof ReadingQcFlags];
    if (flag === undefined) kept[name] = channels[name];
    else if (flag.flag === 'clamped') kept[name] = clampedValue(name, flag.received);
  }
  return kept as RawChannels;
}

/** RH above 100 is read as 100; negative solar at night as 0 (the only two clamps of §2.9). */
function clampedValue(name: string, received: number): number {
  return name === 'rh_1_2m' ? Math.min(received, rawChannels.rh_1_2m.max) : Math.max(received, 0);
}

/** A reading QC changed: each dropped channel named as a problem, each clamped one as a note. */
function withQcNotes(
  path: string,
  problems: ObservationProblem[],
  observation: StationObservation,
  flags: ReadingQcFlags,
): ObservationCheck {
  const refused = problems.length > 0;
  const dropped: ObservationProblem[] = [];
  const clamped: ObservationProblem[] = [];
  for (const name of Object.keys(flags) as (keyof ReadingQcFlags)[]) {
    const { flag, received } = flags[name] as { flag: string; received: number };
    const field = `${path}.channels.${name}`;
    if (flag === 'clamped') {
      if (!refused) clamped.push({ field, message: `received ${received}, stored as ${clampedValue(name, received)}` });
    } else {
      const { min, max, unit } = rawChannels[name];
      const range = `must be between ${min} and ${max} ${unit}`;
      dropped.push({ field, message: refused ? range : `${range}; received ${received}, stored as missing` });
    }
  }
  if (refused) return { ok: false, problems: [...problems, ...dropped] };
  return {
    ok: true,
    observation: { ...observation, qcFlags: flags },
    ...(dropped.length > 0 ? { problems: dropped } : {}),
    ...(clamped.length > 0 ? { clamped } : {}),
  };
}
