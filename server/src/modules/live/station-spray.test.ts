import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { describe, expect, it } from 'vitest';
import type { StationRow } from '../stations/stations.tables';
import type { LiveStation } from './live-station';
import { recompute } from './live-station';
import { judgeStationSpray, sprayHistory } from './station-spray';

/** A station's spray verdict judged from its live window (station-spray.ts), and what judging costs. */
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const nowMs = Date.parse('2026-11-21T04:00:00Z'); // 14:30 in Adelaide

function stationRow(awsType: string): StationRow {
  return {
    id: 1,
    slug: `test-${awsType}`,
    name: 'Test',
    awsType,
    timezoneName: 'Australia/Adelaide',
    lat: -34.1,
    lng: 138.7,
    elevationM: 310,
  } as StationRow;
}

/** Eight days of readings every `stepMin` minutes: mild, humid and breezy, so spraying is good. */
function readings(stepMin: number, channels: (atMs: number) => StationObservation['channels']): StationObservation[] {
  const observations: StationObservation[] = [];
  for (let atMs = nowMs - 8 * 24 * hourMs; atMs <= nowMs; atMs += stepMin * minuteMs) {
    observations.push({ observedAtMs: atMs, channels: channels(atMs) });
  }
  return observations;
}

const goodDay = () => ({
  air_temp_1_2m: 20,
  air_temp_10m: 19.6,
  rh_1_2m: 65,
  wind_speed_2m: 2.5,
  wind_speed_10m: 3.5,
  wind_dir_10m: 250,
  wind_dir_2m: 250,
  rain_mm: 0,
  solar_rad: 700,
  pressure_station: 980,
  sonic_w_sd_10m: 0.6,
});

function liveStation(awsType: string, recent: StationObservation[]): LiveStation {
  const entry: LiveStation = {
    station: stationRow(awsType),
    recent,
    daily: [],
    current: null,
    estimated: new Set(),
    lastReadingMs: recent.at(-1)?.observedAtMs ?? null,
    processing: false,
    computedAtMs: 0,
    outdated: true,
    forecastSkill: null,
    forecastFit: null,
    spray: null,
  };
  recompute(entry, nowMs);
  return entry;
}

describe('judgeStationSpray', () => {
  it('judges a mild, humid, breezy afternoon good, with the window open now', () => {
    const entry = liveStation('research', readings(10, goodDay));
    expect(entry.spray?.verdict).toMatchObject({ verdict: 'good', reasons: [] });
    expect(entry.spray?.windowText).toBe('now');
    expect(entry.spray?.judgedAtMs).toBe(nowMs);
  });

  it('names every reason of a hot, dry, rainy reading', () => {
    const recent = readings(10, goodDay);
    recent[recent.length - 1] = {
      observedAtMs: nowMs,
      channels: { ...goodDay(), air_temp_1_2m: 36.2, air_temp_10m: 35.8, rh_1_2m: 12, rain_mm: 0.4 },
    };
    const texts = liveStation('research', recent).spray?.verdict.reasons.map((r) => r.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Delta T \d+\.\d °C is above 10 °C$/),
        'Rain in the last hour 0.4 mm is above 0 mm',
        'Temperature 36.2 °C is above 35 °C',
      ]),
    );
    expect(liveStation('research', recent).spray?.verdict.verdict).toBe('do_not_spray');
  });

  it('reads a BoM station by the rule of thumb and its 10 m wind, and says the wind is estimated', () => {
    const bom = readings(30, () => ({ air_temp_1_2m: 20, rh_1_2m: 65, wind_speed_10m: 4, rain_mm: 0 }));
    const spray = liveStation('bom', bom).spray;
    expect(spray?.verdict.verdict).toBe('good');
    expect(spray?.verdict.notes[0]).toMatch(/^Wind at 2 m is estimated from the 10 m wind/);
    expect(sprayHistory(liveStation('bom', bom), nowMs).at(-1)?.inversionState).toBe('not_expected_by_rule_of_thumb');
  });

  it('says unknown, never a verdict, for a station silent for more than an hour', () => {
    const silent = readings(10, goodDay).filter((o) => o.observedAtMs <= nowMs - 61 * minuteMs);
    const spray = liveStation('research', silent).spray;
    expect(spray?.verdict.verdict).toBe('unknown');
    expect(spray?.windowText).toBe('unknown');
  });

  it('costs little per recompute once each reading has been read (1-minute readings, 48 h)', () => {
    // Windy now, so the window is searched across the two days before.
    const recent = readings(1, (atMs) =>
      atMs > nowMs - 30 * minuteMs ? { ...goodDay(), wind_speed_2m: 8 } : goodDay(),
    );
    let started = performance.now();
    const entry = liveStation('research', recent);
    const firstMs = performance.now() - started;
    expect(entry.spray?.verdict.verdict).toBe('do_not_spray');
    expect(entry.spray?.window.kind).toBe('likely_from');
    started = performance.now();
    const rounds = 20;
    for (let i = 0; i < rounds; i += 1) judgeStationSpray(entry, nowMs);
    const perJudgementMs = (performance.now() - started) / rounds;
    expect(perJudgementMs).toBeLessThan(50);
    started = performance.now();
    for (let i = 0; i < rounds; i += 1) recompute(entry, nowMs);
    const perRecomputeMs = (performance.now() - started) / rounds;
    console.info(`recompute of the station's metrics with its judgement: ${perRecomputeMs.toFixed(2)} ms`);
    console.info(
      `spray judgement, 1-minute readings: first ${firstMs.toFixed(1)} ms (metrics included), then ${perJudgementMs.toFixed(2)} ms per station`,
    );
  });
});
