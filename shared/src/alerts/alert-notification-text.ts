/**
 * A notification's title and body in the grower's words, e.g. 'Spray window open at Jamestown' /
 * 'Delta T 5.2 °C, wind 2 m 8 km/h: Good since 07:40'. Values are rounded as metrics.md §0.4 says;
 * times are on the station's clock.
 */
import type { AlertEvent } from '../contracts/alerts.schema';
import { gfdiBandFloors } from '../contracts/alerts.schema';
import { roundHalfAwayFromZero } from '../metrics/metric-legend';
import { windAt2m } from '../spray/spray-conditions';
import { formatInZone } from '../time/local-time';
import type { AlertObservation, ObservedCondition } from './alert-conditions';

export interface NotificationText {
  title: string;
  body: string;
}

export interface NotificationTextInput {
  event: AlertEvent;
  stationName: string;
  timezoneName: string;
  observation: AlertObservation;
  condition: ObservedCondition;
  /** When the announced state began (its first reading). */
  sinceMs: number;
}

const shown = (value: number | null | undefined, decimals: number) =>
  value === null || value === undefined ? 'n/a' : roundHalfAwayFromZero(value, decimals).toFixed(decimals);

const gfdiBandNames = {
  high: 'High',
  very_high: 'Very High',
  severe: 'Severe',
  extreme: 'Extreme',
  catastrophic: 'Catastrophic',
} as const;

function sprayText(input: NotificationTextInput, since: string): NotificationText {
  const { observation, condition, stationName } = input;
  const wind = windAt2m(observation.spray);
  const values = `Delta T ${shown(observation.spray.deltaTC, 1)} °C, wind 2 m ${shown(wind?.kmh, 0)} km/h`;
  if (input.event.kind === 'spray_window_opens') {
    return { title: `Spray window open at ${stationName}`, body: `${values}: Good since ${since}` };
  }
  const verdict = condition.verdict;
  const state = verdict?.verdict === 'marginal' ? 'Marginal' : 'Do not spray';
  const reasons = verdict?.reasons.map((reason) => reason.text).join('; ');
  return {
    title: `Spray window closed at ${stationName}`,
    body: `${reasons && reasons.length > 0 ? reasons : values}: ${state} since ${since}`,
  };
}

/** The title and body of a notification announcing `input.event` at a station. */
export function notificationText(input: NotificationTextInput): NotificationText {
  const { event, stationName, observation } = input;
  const since = formatInZone(input.sinceMs, input.timezoneName, 'HH:mm');
  const m = observation.metrics;
  switch (event.kind) {
    case 'spray_window_opens':
    case 'spray_window_closes':
      return sprayText(input, since);
    case 'hazardous_inversion_starts':
      return {
        title: `Hazardous inversion at ${stationName}`,
        body:
          m.sigmaw10 === null || m.sigmaw10 === undefined
            ? `Inversion likely by the rule of thumb since ${since}: do not spray`
            : `Turbulence (σw) ${shown(m.sigmaw10, 2)} m/s since ${since}: do not spray`,
      };
    case 'hazardous_inversion_ends':
      return { title: `Hazardous inversion over at ${stationName}`, body: `No hazardous inversion since ${since}` };
    case 'ghcop_stop':
      return {
        title: `Cease harvest at ${stationName}`,
        body: `Harvest code ${shown(m.ghcop, 0)} (35 or more) since ${since}`,
      };
    case 'gfdi_band':
      return {
        title: `Grass fire danger ${gfdiBandNames[event.gfdi_band]} at ${stationName}`,
        body: `GFDI ${shown(m.gfdi, 0)} (${gfdiBandFloors[event.gfdi_band]} or more) since ${since}`,
      };
    case 'frost':
      return {
        title: `Frost risk at ${stationName}`,
        body: `Temperature ${shown(m.temperature, 1)} °C, below ${event.below_celsius} °C since ${since}`,
      };
    case 'rain_since_9am':
      return {
        title: `Rain at ${stationName}`,
        body: `${shown(m.rainfall_since_9am, 1)} mm since 9 am, above ${event.above_mm} mm since ${since}`,
      };
    case 'station_stale':
      return {
        title: `${stationName} has stopped reporting`,
        body: `No reading for more than ${event.after_minutes} minutes; the last at ${since}`,
      };
  }
}

/** The words of a test notification, sent from the rules screen to try a rule's channels. */
export function testNotificationText(ruleName: string): NotificationText {
  return { title: `Test: ${ruleName}`, body: 'This is a test of your alert. Real alerts look like this.' };
}
