import { describe, expect, it } from 'vitest';
import type { CopyValue } from './copy-text';
import { derivedReadingKeys, qcFlagsText, rawReadingColumns, writeReadingValues } from './reading-columns';

describe('writeReadingValues', () => {
  it('writes every raw channel, then every derived metric, in column order, missing ones as undefined', () => {
    const channels = Object.fromEntries(rawReadingColumns.map(({ channel }, i) => [channel, i]));
    delete channels[rawReadingColumns[3]!.channel];
    const derived = Object.fromEntries(derivedReadingKeys.map((key, i) => [key, 100 + i]));
    const written: CopyValue[] = [];
    writeReadingValues({ value: (v) => written.push(v) }, channels, derived);
    expect(written).toEqual([
      ...rawReadingColumns.map((_, i) => (i === 3 ? undefined : i)),
      ...derivedReadingKeys.map((_, i) => 100 + i),
    ]);
  });
});

describe('qcFlagsText', () => {
  it('is null for a reading QC left alone, and JSON needing no COPY escapes otherwise', () => {
    expect(qcFlagsText(undefined)).toBeNull();
    const text = qcFlagsText({ air_temp_1_2m: { flag: 'out_of_range', received: -12.5 } });
    expect(text).toBe('{"air_temp_1_2m":{"flag":"out_of_range","received":-12.5}}');
    expect(text).not.toMatch(/[\t\n\\]/);
  });
});
