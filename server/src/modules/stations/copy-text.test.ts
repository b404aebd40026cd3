import { describe, expect, it } from 'vitest';
import { copyTextChunks, type CopyValue } from './copy-text';

function copyText(rows: CopyValue[][], rowsPerChunk = 100): string[] {
  const columns = Math.max(...rows.map((r) => r.length));
  const chunks = copyTextChunks(rows[Symbol.iterator](), columns, rowsPerChunk, (text, row) => {
    for (const value of row) text.value(value);
  });
  return [...chunks].map((chunk) => chunk.toString('latin1'));
}

function timeText(ms: number): string {
  const chunks = copyTextChunks([ms][Symbol.iterator](), 1, 1, (text, value) => text.time(value));
  return [...chunks].map((chunk) => chunk.toString('latin1')).join('');
}

describe('COPY text', () => {
  it.each<[CopyValue, string]>([
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [-40, '-40'],
    [1013.25, '1013.25'],
    [12.3, '12.3'],
    [-3.0501, '-3.0501'],
    [0.0001, '0.0001'],
    [-0.5, '-0.5'],
    [100000, '100000'],
    [123456789.1234, '123456789.1234'],
    [-98765432109.5, '-98765432109.5'],
    // More than four decimals, huge, tiny or not finite: as String() writes them.
    [0.00005, '0.00005'],
    [1 / 3, String(1 / 3)],
    [2.5e-7, '2.5e-7'],
    [1e21, '1e+21'],
    [Number.NaN, 'NaN'],
    [null, '\\N'],
    [undefined, '\\N'],
    ['2026-11-21T04:00:00.000Z', '2026-11-21T04:00:00.000Z'],
  ])('writes %s as %s', (value, text) => {
    expect(copyText([[value]])).toEqual([`${text}\n`]);
  });

  it('separates values with tabs and rows with newlines, a chunk per rowsPerChunk rows', () => {
    expect(
      copyText(
        [
          [1, null, 'a'],
          [2.5, 3, null],
          [4, 5, 6],
        ],
        2,
      ),
    ).toEqual(['1\t\\N\ta\n2.5\t3\t\\N\n', '4\t5\t6\n']);
  });

  it('makes room for a text longer than it counted on, whole, and for the rows after it', () => {
    const long = 'x'.repeat(500);
    const rows: CopyValue[][] = [
      [long, 'y'.repeat(40)],
      ...Array.from({ length: 3 }, () => ['z'.repeat(40), 'w'.repeat(40)]),
    ];
    expect(copyText(rows, 4)).toEqual([rows.map((row) => `${row.join('\t')}\n`).join('')]);
  });

  it('gives back exactly the same double for every value written from its ten-thousandths', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const values: number[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const decimals = Math.floor(random() * 5);
      const magnitude = 10 ** Math.floor(random() * 7);
      values.push(Math.round((random() - 0.5) * magnitude * 10 ** decimals) / 10 ** decimals);
      values.push((random() - 0.5) * magnitude);
    }
    const lines = copyText([values])[0]!.trimEnd().split('\t');
    // -0 is written 0, as String(-0) is.
    lines.forEach((text, i) => expect(Number(text), text).toBe(values[i] === 0 ? 0 : values[i]));
  });

  it.each([
    ['the start of 1970', Date.UTC(1970, 0, 1)],
    ['a leap day', Date.UTC(2028, 1, 29, 23, 59, 59, 999)],
    ['the day after a century that is not a leap year', Date.UTC(2100, 2, 1)],
    ['the leap day of a 400th year', Date.UTC(2000, 1, 29, 12, 30, 5, 7)],
    ['the last day of a year', Date.UTC(2026, 11, 31, 23, 50)],
    ['the last instant with four-digit years', Date.UTC(10000, 0, 1) - 1],
    // Not written from digits: as toISOString writes them.
    ['a time before 1970', Date.UTC(1969, 11, 31, 23, 59)],
    ['a year beyond four digits', Date.UTC(10000, 0, 1)],
    ['a fraction of a millisecond', Date.UTC(2026, 10, 21) + 0.5],
  ])('writes %s as toISOString does', (_, ms) => {
    expect(timeText(ms)).toBe(`${new Date(ms).toISOString()}\n`);
  });

  it('writes every day of a century, at times walking round the clock, as toISOString does', () => {
    const start = Date.UTC(2000, 0, 1);
    const step = (4 * 60 + 37) * 60_000 + 13_001;
    const times = Array.from({ length: Math.ceil((Date.UTC(2100, 0, 1) - start) / step) }, (_, i) => start + i * step);
    const written = copyTextChunks(times[Symbol.iterator](), 1, 10_000, (text, ms) => text.time(ms));
    const lines = [...written].flatMap((chunk) => chunk.toString('latin1').trimEnd().split('\n'));
    expect(lines.length).toBe(times.length);
    times.forEach((ms, i) => {
      if (lines[i] !== new Date(ms).toISOString()) expect(lines[i]).toBe(new Date(ms).toISOString());
    });
  });
});
