import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { describe, expect, it } from 'vitest';
import { foldIn, foldInDays, latestReadingMs } from './live-window';

const at = (minute: number, airTemp = minute): StationObservation => ({
  observedAtMs: minute * 60_000,
  channels: { air_temp_1_2m: airTemp },
});
const minutes = (observations: StationObservation[]) => observations.map((o) => o.observedAtMs / 60_000);

describe('foldIn', () => {
  it.each([
    ['the next batch is appended', [10, 20], [30, 40], 0, [10, 20, 30, 40]],
    ['the window drops what is at or before its start', [10, 20], [30], 20, [30]],
    ['a late batch is merged in time order', [10, 40], [20, 30], 0, [10, 20, 30, 40]],
    ['a batch out of order is sorted', [10], [40, 30], 0, [10, 30, 40]],
    ['an empty window takes the batch', [], [5], 0, [5]],
    ['nothing left in the window', [10], [20], 30, []],
  ])('%s', (_case, recent, arrived, sinceMinute, expected) => {
    expect(
      minutes(
        foldIn(
          recent.map((m) => at(m)),
          arrived.map((m) => at(m)),
          sinceMinute * 60_000,
        ),
      ),
    ).toEqual(expected);
  });

  it('keeps the newer reading when a time arrives again', () => {
    const folded = foldIn([at(10, 1), at(20, 2)], [at(20, 99)], 0);
    expect(folded.map((o) => o.channels.air_temp_1_2m)).toEqual([1, 99]);
  });

  it('keeps the last of several arrivals at one time, in a batch out of order', () => {
    const folded = foldIn([at(10, 1), at(20, 2), at(30, 3)], [at(30, 7), at(20, 5), at(5, 0), at(20, 6)], 0);
    expect(folded.map((o) => [o.observedAtMs / 60_000, o.channels.air_temp_1_2m])).toEqual([
      [5, 0],
      [10, 1],
      [20, 6],
      [30, 7],
    ]);
  });

  it('replaces a whole re-sent window in time order', () => {
    const window = [10, 20, 30, 40].map((m) => at(m, 1));
    const again = [10, 20, 30, 40].map((m) => at(m, 2));
    expect(foldIn(window, again, 0).map((o) => [o.observedAtMs / 60_000, o.channels.air_temp_1_2m])).toEqual([
      [10, 2],
      [20, 2],
      [30, 2],
      [40, 2],
    ]);
  });
});

describe('latestReadingMs', () => {
  it.each<[string, number | null, number[], number | null]>([
    ['a first batch sets it', null, [10, 20], 20],
    ['a newer batch moves it on', 20, [30, 40], 40],
    ['an older file leaves it', 40, [10, 30], 40],
    ['a batch out of order counts its newest', 20, [50, 30], 50],
    ['a re-sent last reading keeps it', 40, [40], 40],
    ['no readings keep what was known', 40, [], 40],
    ['nothing known and nothing arrived', null, [], null],
  ])('%s', (_case, lastMinute, arrived, expected) => {
    const lastMs = lastMinute === null ? null : lastMinute * 60_000;
    const latest = latestReadingMs(
      lastMs,
      arrived.map((m) => at(m)),
    );
    expect(latest === null ? null : latest / 60_000).toBe(expected);
  });
});

describe('foldInDays', () => {
  const day = (localDate: string, tMaxC: number) => ({ localDate, tMaxC, tMinC: null, rainMm: null });

  it.each([
    [
      'a rewritten day replaces its old figures',
      [day('2026-11-20', 20), day('2026-11-21', 21)],
      [day('2026-11-21', 25)],
      '2026-11-01',
      [
        ['2026-11-20', 20],
        ['2026-11-21', 25],
      ],
    ],
    [
      'a new day is added in date order',
      [day('2026-11-20', 20)],
      [day('2026-11-22', 22), day('2026-11-21', 21)],
      '2026-11-01',
      [
        ['2026-11-20', 20],
        ['2026-11-21', 21],
        ['2026-11-22', 22],
      ],
    ],
    [
      'days before the history start are dropped',
      [day('2026-10-31', 15), day('2026-11-01', 16)],
      [],
      '2026-11-01',
      [['2026-11-01', 16]],
    ],
  ])('%s', (_case, daily, refreshed, fromDate, expected) => {
    expect(foldInDays(daily, refreshed, fromDate).map((d) => [d.localDate, d.tMaxC])).toEqual(expected);
  });
});
