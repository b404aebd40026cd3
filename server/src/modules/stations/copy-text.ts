import { civilDate } from '@mesonet/shared/time/civil-days';
import { dayMs } from '@mesonet/shared/time/local-time';

/** A value of a COPY row: numbers, Latin-1 text that needs no escaping (ISO times, JSON of QC flags), or null. */
export type CopyValue = number | string | null | undefined;

/** The longest text of a number (String(-1.2345678901234567e-300) has 24 characters), and its tab. */
const maxNumberBytes = 25;
const tab = 0x09;
const newline = 0x0a;
const zero = 0x30;
const minus = 0x2d;
const dot = 0x2e;
const backslash = 0x5c;
const capitalN = 0x4e;
const fractionDigits = 4;
const fractionScale = 10 ** fractionDigits;
/** Far beyond any reading, and small enough that the integer arithmetic below stays exact. */
const maxScaled = 1e15;
const maxInt32 = 2 ** 31 - 1;
const capitalT = 0x54;
const capitalZ = 0x5a;
const colon = 0x3a;
/** 2026-11-21T04:00:00.000Z */
const isoTimeLength = 24;
/** Years with four digits only (toISOString writes ±YYYYYY beyond them). */
const latestDigitTimeMs = Date.UTC(10000, 0, 1);

/**
 * Rows in COPY's text format (tab-separated, \N for null, a line each), written straight into bytes.
 * Readings are decimals of a few digits (sensors, and derived values kept to four decimals), and
 * V8's shortest-round-trip text of a fractional double costs more than the rest of a row: such a
 * number is written from its integer count of ten-thousandths instead, which PostgreSQL reads back
 * as the very same double (see `writeNumber`). Anything else goes through String().
 */
export class CopyTextWriter {
  private bytes: Buffer;
  private length = 0;
  private rowStarted = false;
  /** The most bytes a chunk can take: every value at its longest. */
  private readonly chunkBytes: number;
  private rows = 0;

  /** Rows of `columns` values, `rowsPerChunk` to a chunk; texts up to `maxTextLength` long are counted on, longer ones make room. */
  constructor(
    columns: number,
    private readonly rowsPerChunk: number,
    private readonly maxTextLength = 40,
  ) {
    this.chunkBytes = rowsPerChunk * (columns * Math.max(maxNumberBytes, maxTextLength + 1) + 1);
    this.bytes = Buffer.allocUnsafe(this.chunkBytes);
  }

  value(value: CopyValue): void {
    if (this.rowStarted) this.bytes[this.length++] = tab;
    this.rowStarted = true;
    if (value === null || value === undefined) {
      this.bytes[this.length] = backslash;
      this.bytes[this.length + 1] = capitalN;
      this.length += 2;
    } else if (typeof value === 'number') this.writeNumber(value);
    else {
      if (value.length > this.maxTextLength) this.makeRoom(value.length);
      this.length += this.bytes.write(value, this.length, 'latin1');
    }
  }

  /**
   * Room for a text longer than `maxTextLength` (a reading's QC flags, rare): the chunk grows by its
   * length, so the rows still to come keep the room they were counted with.
   */
  private makeRoom(textLength: number): void {
    const grown = Buffer.allocUnsafe(this.bytes.length + textLength);
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  /**
   * An instant as UTC text, exactly as `toISOString` writes it (2026-11-21T04:00:00.000Z), from the
   * digits of its date and time: a Date and a string per row cost more than the rest of its time.
   */
  time(ms: number): void {
    if (!(Number.isInteger(ms) && ms >= 0 && ms < latestDigitTimeMs)) {
      this.value(new Date(ms).toISOString());
      return;
    }
    if (this.rowStarted) this.bytes[this.length++] = tab;
    this.rowStarted = true;
    const days = Math.floor(ms / dayMs);
    let rest = (ms - days * dayMs) | 0;
    const { year, month, day } = civilDate(days);
    const bytes = this.bytes;
    const at = this.length;
    writeFixedDigits(bytes, at, year, 4);
    bytes[at + 4] = minus;
    writeFixedDigits(bytes, at + 5, month, 2);
    bytes[at + 7] = minus;
    writeFixedDigits(bytes, at + 8, day, 2);
    bytes[at + 10] = capitalT;
    writeFixedDigits(bytes, at + 11, (rest / 3_600_000) | 0, 2);
    rest %= 3_600_000;
    bytes[at + 13] = colon;
    writeFixedDigits(bytes, at + 14, (rest / 60_000) | 0, 2);
    rest %= 60_000;
    bytes[at + 16] = colon;
    writeFixedDigits(bytes, at + 17, (rest / 1000) | 0, 2);
    bytes[at + 19] = dot;
    writeFixedDigits(bytes, at + 20, rest % 1000, 3);
    bytes[at + 23] = capitalZ;
    this.length = at + isoTimeLength;
  }

  endRow(): void {
    this.bytes[this.length++] = newline;
    this.rowStarted = false;
    this.rows += 1;
  }

  get full(): boolean {
    return this.rows >= this.rowsPerChunk;
  }

  get empty(): boolean {
    return this.rows === 0;
  }

  /** The rows written so far, as one chunk; the writer starts a new one. */
  take(): Buffer {
    const chunk = this.bytes.subarray(0, this.length);
    this.bytes = Buffer.allocUnsafe(this.chunkBytes);
    this.length = 0;
    this.rows = 0;
    return chunk;
  }

  /**
   * A value with at most four decimals is written as its count n of ten-thousandths: n / 10⁴ in
   * floating point is the double nearest the decimal n / 10⁴ (one correctly rounded division of exact
   * integers), so when it equals the value, the decimal text parses back to exactly that value.
   */
  private writeNumber(value: number): void {
    const scaled = Math.round(value * fractionScale);
    if (!(Math.abs(scaled) < maxScaled) || scaled / fractionScale !== value) {
      this.length += this.bytes.write(String(value), this.length, 'latin1');
      return;
    }
    const bytes = this.bytes;
    let at = this.length;
    let magnitude = scaled;
    if (magnitude < 0) {
      bytes[at++] = minus;
      magnitude = -magnitude;
    }
    // Small whole numbers: int32 arithmetic, far cheaper than the same on doubles.
    const whole = Math.floor(magnitude / fractionScale);
    let fraction = (magnitude - whole * fractionScale) | 0;
    at = whole <= maxInt32 ? writeDigits(bytes, at, whole | 0) : at + bytes.write(String(whole), at, 'latin1');
    if (fraction !== 0) {
      let digits = fractionDigits;
      while (fraction % 10 === 0) {
        fraction = (fraction / 10) | 0;
        digits -= 1;
      }
      bytes[at] = dot;
      for (let i = digits; i > 0; i -= 1) {
        bytes[at + i] = zero + (fraction % 10);
        fraction = (fraction / 10) | 0;
      }
      at += digits + 1;
    }
    this.length = at;
  }
}

/**
 * Items as COPY text, `rowsPerChunk` rows to a chunk, each row's `columns` values written by
 * `writeRow`. Items are taken from `items` only as chunks are made, so the server stores one chunk
 * while the next is written, and a caller can take the rest itself if the COPY fails.
 */
export function* copyTextChunks<T>(
  items: Iterator<T>,
  columns: number,
  rowsPerChunk: number,
  writeRow: (text: CopyTextWriter, item: T) => void,
): Generator<Buffer> {
  const text = new CopyTextWriter(columns, rowsPerChunk);
  for (let next = items.next(); !next.done; next = items.next()) {
    writeRow(text, next.value);
    text.endRow();
    if (text.full) yield text.take();
  }
  if (!text.empty) yield text.take();
}

/** Writes `value` as exactly `width` digits, zero-padded, at `at`. */
function writeFixedDigits(bytes: Buffer, at: number, value: number, width: number): void {
  // An int32: `%` on a double is a call to fmod, and costs more than the rest of the loop.
  let rest = value | 0;
  for (let i = width - 1; i >= 0; i -= 1) {
    bytes[at + i] = zero + (rest % 10);
    rest = (rest / 10) | 0;
  }
}

/** Writes the digits of a whole number up to 2³¹ − 1 at `at`; returns where they end. */
function writeDigits(bytes: Buffer, at: number, whole: number): number {
  let digits = 1;
  for (let rest = whole; rest >= 10; rest = (rest / 10) | 0) digits += 1;
  let rest = whole;
  for (let i = digits - 1; i >= 0; i -= 1) {
    bytes[at + i] = zero + (rest % 10);
    rest = (rest / 10) | 0;
  }
  return at + digits;
}
