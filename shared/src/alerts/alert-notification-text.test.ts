import { describe, expect, it } from 'vitest';
import type { AlertEvent } from '../contracts/alerts.schema';
import type { SprayConditions } from '../spray/spray-conditions';
import { defaultSprayLimits } from '../spray/spray-limits';
import { observedCondition, type AlertObservation } from './alert-conditions';
import { notificationText } from './alert-notification-text';

const sinceMs = Date.parse('2026-11-26T07:40:00+10:30');
const spray: SprayConditions = {
  awsType: 'research',
  newestReadingAtMs: sinceMs,
  temperatureC: 22,
  deltaTC: 5.24,
  windSpeed2mKmh: 8.2,
  windSpeed10mKmh: 12,
  rainLastHourMm: 0,
  inversionState: 'none',
  sigmaW10Ms: 0.5,
  turbulenceIn2h: { basis: 'forecast', sigmaWMs: 0.5 },
};

function text(event: AlertEvent, metrics: AlertObservation['metrics'], conditions: Partial<SprayConditions> = {}) {
  const observation = { atMs: sinceMs, metrics, spray: { ...spray, ...conditions } };
  return notificationText({
    event,
    stationName: 'Jamestown',
    timezoneName: 'Australia/Adelaide',
    observation,
    condition: observedCondition(event, observation, defaultSprayLimits),
    sinceMs,
  });
}

describe("a notification's words", () => {
  it.each([
    [
      { kind: 'spray_window_opens', spray_profile_id: null },
      {},
      {},
      'Spray window open at Jamestown',
      'Delta T 5.2 °C, wind 2 m 8 km/h: Good since 07:40',
    ],
    [
      { kind: 'spray_window_closes', spray_profile_id: null },
      {},
      { windSpeed2mKmh: 17 },
      'Spray window closed at Jamestown',
      'Wind at 2 m 17 km/h is above 15 km/h: Do not spray since 07:40',
    ],
    [
      { kind: 'hazardous_inversion_starts' },
      { sigmaw10: 0.123 },
      {},
      'Hazardous inversion at Jamestown',
      'Turbulence (σw) 0.12 m/s since 07:40: do not spray',
    ],
    [
      { kind: 'ghcop_stop' },
      { ghcop: 36.4 },
      {},
      'Cease harvest at Jamestown',
      'Harvest code 36 (35 or more) since 07:40',
    ],
    [
      { kind: 'gfdi_band', gfdi_band: 'severe' },
      { gfdi: 52 },
      {},
      'Grass fire danger Severe at Jamestown',
      'GFDI 52 (50 or more) since 07:40',
    ],
    [
      { kind: 'frost', below_celsius: 1 },
      { temperature: 0.44 },
      {},
      'Frost risk at Jamestown',
      'Temperature 0.4 °C, below 1 °C since 07:40',
    ],
    [
      { kind: 'rain_since_9am', above_mm: 10 },
      { rainfall_since_9am: 12.2 },
      {},
      'Rain at Jamestown',
      '12.2 mm since 9 am, above 10 mm since 07:40',
    ],
    [
      { kind: 'station_stale', after_minutes: 90 },
      {},
      {},
      'Jamestown has stopped reporting',
      'No reading for more than 90 minutes; the last at 07:40',
    ],
  ] as Array<[AlertEvent, AlertObservation['metrics'], Partial<SprayConditions>, string, string]>)(
    '%o',
    (event, metrics, conditions, title, body) => {
      expect(text(event, metrics, conditions)).toEqual({ title, body });
    },
  );
});
