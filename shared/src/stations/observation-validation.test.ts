import { describe, expect, it } from 'vitest';
import { checkObservation, isoDateTimeMs } from './observation-validation';

const now = Date.parse('2026-11-21T12:00:00Z');

describe('checkObservation (CONTRACT.md §5, QC ranges of metrics.md §2.9)', () => {
  it.each<[string, unknown, string[]]>([
    [
      'a good reading',
      { observed_at: '2026-11-21T21:30:00+10:30', channels: { air_temp_1_2m: 24.1, rh_1_2m: 40 } },
      [],
    ],
    [
      'a null channel is kept as missing',
      { observed_at: '2026-11-21T11:00:00Z', channels: { air_temp_1_2m: 20, rain_mm: null } },
      [],
    ],
    [
      'an unknown channel',
      { observed_at: '2026-11-21T11:00:00Z', channels: { air_temp_1_2m: 20, soil_moisture: 3 } },
      ['o.channels.soil_moisture: is not a known channel'],
    ],
    [
      'too hot',
      { observed_at: '2026-11-21T11:00:00Z', channels: { air_temp_1_2m: 55 } },
      ['o.channels.air_temp_1_2m: must be between -10 and 50 °C; received 55, stored as missing'],
    ],
    [
      'negative rain',
      { observed_at: '2026-11-21T11:00:00Z', channels: { rain_mm: -0.2 } },
      ['o.channels.rain_mm: must be between 0 and 60 mm; received -0.2, stored as missing'],
    ],
    [
      'RH below 1 %, a sensor fault',
      { observed_at: '2026-11-21T11:00:00Z', channels: { rh_1_2m: 0.5 } },
      ['o.channels.rh_1_2m: must be between 1 and 100 %; received 0.5, stored as missing'],
    ],
    [
      'RH above 103 %',
      { observed_at: '2026-11-21T11:00:00Z', channels: { rh_1_2m: 103.1 } },
      ['o.channels.rh_1_2m: must be between 1 and 100 %; received 103.1, stored as missing'],
    ],
    [
      'an out-of-range value in a reading refused for another reason',
      { observed_at: '2026-11-21T11:00:00Z', channels: { soil_moisture: 3, air_temp_1_2m: 55 } },
      ['o.channels.soil_moisture: is not a known channel', 'o.channels.air_temp_1_2m: must be between -10 and 50 °C'],
    ],
    [
      'a string value',
      { observed_at: '2026-11-21T11:00:00Z', channels: { rh_1_2m: '50' } },
      ['o.channels.rh_1_2m: must be a number'],
    ],
    [
      'no time zone',
      { observed_at: '2026-11-21T11:00:00', channels: { rh_1_2m: 50 } },
      ['o.observed_at: must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T10:30:00+10:30'],
    ],
    [
      'an impossible date',
      { observed_at: '2026-02-31T11:00:00Z', channels: { rh_1_2m: 50 } },
      ['o.observed_at: is not a real date-time'],
    ],
    [
      'hour 25',
      { observed_at: '2026-11-21T25:00:00Z', channels: { rh_1_2m: 50 } },
      ['o.observed_at: must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T10:30:00+10:30'],
    ],
    [
      'the future',
      { observed_at: '2026-11-21T12:10:00Z', channels: { rh_1_2m: 50 } },
      ['o.observed_at: is in the future'],
    ],
    [
      'no channels',
      { observed_at: '2026-11-21T11:00:00Z', channels: {} },
      ['o.channels: must name at least one channel'],
    ],
    ['not an object', 'reading', ['o: must be an object with observed_at and channels']],
  ])('%s', (_name, input, expected) => {
    const result = checkObservation(input, 'o', now);
    const problems = (result.problems ?? []).map((p) => `${p.field}: ${p.message}`);
    expect(problems).toEqual(expected);
  });

  // metrics.md §2.9 (errata): QC drops the channel, never the reading.
  it('drops only the channel out of range, keeping the value received with its flag', () => {
    const result = checkObservation(
      { observed_at: '2026-11-21T11:00:00Z', channels: { air_temp_1_2m: 75, rh_1_2m: 40, rain_mm: 0.4 } },
      'o',
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      observation: {
        channels: { rh_1_2m: 40, rain_mm: 0.4 },
        qcFlags: { air_temp_1_2m: { flag: 'out_of_range', received: 75 } },
      },
    });
    expect(result.ok && 'air_temp_1_2m' in result.observation.channels).toBe(false);
  });

  it.each<[string, Record<string, number>, boolean, Record<string, number>, string[]]>([
    ['RH 100 is in range', { rh_1_2m: 100 }, false, { rh_1_2m: 100 }, []],
    [
      'RH 101 is read as 100',
      { rh_1_2m: 101 },
      false,
      { rh_1_2m: 100 },
      ['o.channels.rh_1_2m: received 101, stored as 100'],
    ],
    [
      'RH 103 is read as 100',
      { rh_1_2m: 103 },
      false,
      { rh_1_2m: 100 },
      ['o.channels.rh_1_2m: received 103, stored as 100'],
    ],
    [
      'night solar -3 is read as 0',
      { solar_rad: -3, rh_1_2m: 80 },
      true,
      { solar_rad: 0, rh_1_2m: 80 },
      ['o.channels.solar_rad: received -3, stored as 0'],
    ],
    ['day solar -3 is within the range and kept', { solar_rad: -3 }, false, { solar_rad: -3 }, []],
  ])('%s', (_name, channels, night, stored, clamped) => {
    const result = checkObservation({ observed_at: '2026-11-21T11:00:00Z', channels }, 'o', now, () => night);
    expect(result.ok && result.observation.channels).toEqual(stored);
    expect((result.ok && result.clamped) || []).toEqual(
      clamped.map((note) => expect.objectContaining({ field: note.split(': ')[0], message: note.split(': ')[1] })),
    );
    expect(result.problems).toBeUndefined();
  });

  it('returns the reading in milliseconds with only the channels given', () => {
    const result = checkObservation(
      { observed_at: '2026-11-21T21:30:00+10:30', channels: { air_temp_1_2m: 24.1, rain_mm: null } },
      'o',
      now,
    );
    expect(result).toEqual({
      ok: true,
      observation: { observedAtMs: Date.parse('2026-11-21T11:00:00Z'), channels: { air_temp_1_2m: 24.1 } },
    });
  });
});

describe('isoDateTimeMs', () => {
  it.each([
    '2026-11-21T10:30:00Z',
    '2026-11-21T10:30Z',
    '2026-11-21T10:30:00+10:30',
    '2026-11-21T10:30:00+1030',
    '2026-11-21T10:30:00-00:00',
    '2026-11-21T23:59:59.999-12:00',
    '2026-11-21T10:30:00.5+09:30',
    '2026-11-21T10:30:00.12Z',
    '2026-11-21T10:30:00.123456789Z',
    '2026-11-21T10:30:00.9999Z',
    '2028-02-29T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '0099-12-31T23:59:59Z',
    '9999-12-31T23:59:59.999Z',
    // Not instants: Date.parse answers NaN.
    '2026-13-01T10:30:00Z',
    '2026-00-01T10:30:00Z',
    '2026-11-00T10:30:00Z',
    '2026-11-21T10:30:00+24:00',
    '2026-11-21T10:30:00+10:60',
    '2026-11-21T10:30:00+1060',
  ])('reads %s as Date.parse does', (text) => {
    expect(isoDateTimeMs(text)).toBe(Date.parse(text));
  });

  it('reads thousands of date-times across the calendar and the zones as Date.parse does', () => {
    let seed = 7;
    const pick = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const two = (n: number) => String(n).padStart(2, '0');
    for (let i = 0; i < 20_000; i += 1) {
      const date = `${String(1990 + pick(60)).padStart(4, '0')}-${two(1 + pick(12))}-${two(1 + pick(28))}`;
      const seconds = [``, `:${two(pick(60))}`, `:${two(pick(60))}.${String(pick(1_000_000))}`][pick(3)];
      const zone = ['Z', `+${two(pick(24))}:${two(pick(60))}`, `-${two(pick(24))}${two(pick(60))}`][pick(3)];
      const text = `${date}T${two(pick(24))}:${two(pick(60))}${seconds}${zone}`;
      if (isoDateTimeMs(text) !== Date.parse(text)) expect(isoDateTimeMs(text), text).toBe(Date.parse(text));
    }
  });
});
