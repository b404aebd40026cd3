import { describe, expect, it } from 'vitest';
import type { HistoryKey, NormalHistoryKey } from '@mesonet/shared/data-views/data-view-catalogue';
import { historyStartMs, rainDaysOfWindow, resolveWindow } from './data-view-window';

// Windows of spec §2/§9 in Australia/Adelaide (ACST +9:30, ACDT +10:30 from the first Sunday in October).
const tz = 'Australia/Adelaide';
const at = (iso: string) => Date.parse(iso);
const now = at('2026-11-21T04:00:00Z'); // 14:30 ACDT, Saturday 21 November 2026
const hour = 3_600_000;

describe('historyStartMs', () => {
  it.each<[NormalHistoryKey, string, string]>([
    ['48h', '2026-11-21T04:00:00Z', '2026-11-19T04:00:00Z'],
    // After 09:00 the current rain day ends 09:00 on 22 Nov; 7 days back starts 09:00 ACDT on 15 Nov.
    ['7d', '2026-11-21T04:00:00Z', '2026-11-14T22:30:00Z'],
    // Before 09:00 (08:30 ACDT) the current rain day ends today.
    ['7d', '2026-11-20T22:00:00Z', '2026-11-13T22:30:00Z'],
    // 1 September is still ACST.
    ['3m', '2026-11-21T04:00:00Z', '2026-08-31T14:30:00Z'],
    // Across a year end: November and December of the year before.
    ['3m', '2027-01-15T00:00:00Z', '2026-10-31T13:30:00Z'],
    ['3y', '2026-11-21T04:00:00Z', '2023-12-31T13:30:00Z'],
  ])('%s ending %s starts %s', (history, nowIso, expected) => {
    expect(new Date(historyStartMs(history, at(nowIso), tz)).toISOString()).toBe(new Date(expected).toISOString());
  });
});

describe('resolveWindow', () => {
  const first = at('2021-11-21T00:00:00Z');
  it.each<
    [
      string,
      {
        history: HistoryKey;
        normal: NormalHistoryKey;
        from?: string;
        to?: string;
        firstDataMs?: number | null;
      },
      { from: number; to: number; earliest: number | null },
    ]
  >([
    [
      'opens on the last 48 h',
      { history: '48h', normal: '48h' },
      { from: now - 48 * hour, to: now, earliest: now - 48 * hour },
    ],
    [
      'extended history still opens on 48 h',
      { history: 'all', normal: '48h', firstDataMs: first },
      { from: now - 48 * hour, to: now, earliest: first },
    ],
    [
      'clamps a start before the plan allows',
      { history: '48h', normal: '48h', from: '2026-01-01T00:00:00Z' },
      { from: now - 48 * hour, to: now, earliest: now - 48 * hour },
    ],
    [
      'clamps an end in the future to now',
      { history: '48h', normal: '48h', from: '2026-11-20T00:00:00Z', to: '2027-01-01T00:00:00Z' },
      { from: at('2026-11-20T00:00:00Z'), to: now, earliest: now - 48 * hour },
    ],
    [
      'a window wholly before the plan collapses to its start',
      { history: '48h', normal: '48h', from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
      { from: now - 48 * hour, to: now - 48 * hour, earliest: now - 48 * hour },
    ],
    [
      'all history: a start before the first reading moves up to it',
      { history: 'all', normal: '48h', from: '1970-01-01T00:00:00Z', firstDataMs: first },
      { from: first, to: now, earliest: first },
    ],
    [
      'all history without data keeps the request',
      { history: 'all', normal: '48h', from: '2020-01-01T00:00:00Z', firstDataMs: null },
      { from: at('2020-01-01T00:00:00Z'), to: now, earliest: null },
    ],
    [
      'daily rainfall opens on 7 rain days',
      { history: '7d', normal: '7d' },
      { from: at('2026-11-14T22:30:00Z'), to: now, earliest: at('2026-11-14T22:30:00Z') },
    ],
  ])('%s', (_name, input, expected) => {
    const window = resolveWindow({
      history: input.history,
      normal: input.normal,
      nowMs: now,
      timezone: tz,
      requestedFromMs: input.from === undefined ? undefined : at(input.from),
      requestedToMs: input.to === undefined ? undefined : at(input.to),
      firstDataMs: input.firstDataMs ?? null,
    });
    expect(window).toEqual({
      fromMs: expected.from,
      toMs: expected.to,
      history: input.history,
      earliestMs: expected.earliest,
    });
  });
});

describe('rainDaysOfWindow', () => {
  it.each([
    // The default 7-day window: rain days ending 16 to 22 November.
    ['2026-11-14T22:30:00Z', '2026-11-21T04:00:00Z', '2026-11-16', '2026-11-22'],
    // A window starting at local midnight on the 1st begins with the rain day ending 09:00 on the 1st.
    ['2026-08-31T14:30:00Z', '2026-11-21T04:00:00Z', '2026-09-01', '2026-11-22'],
  ])('[%s, %s] covers %s to %s', (from, to, first, last) => {
    expect(rainDaysOfWindow({ fromMs: at(from), toMs: at(to) }, tz)).toEqual({ first, last });
  });
});
