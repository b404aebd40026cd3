/**
 * Grapevine downy mildew infection risk, class 0–3 (metrics.md §4.24) [S rules, P scoring]:
 * 3 primary infection (10:10:24) in the last 24 h, 2 secondary infection conditions in the last 24 h,
 * 1 watch, 0 none. Evaluated hourly on rolling windows; season 15 September – 31 March.
 */
import { dewPointC } from './dew-point';
import { type HourlyBucket } from './hourly-series';
import { addDays, hourMs, localDateAt, localTimeMs, type LocalDate } from '@mesonet/shared/time/local-time';
import { sunElevationDeg } from './sun-position';

export type DownyMildewClass = 0 | 1 | 2 | 3;

/** In season from 15 September to 31 March (configurable to budburst later). */
export function isDownyMildewSeason(today: LocalDate): boolean {
  const monthDay = today.slice(5);
  return monthDay >= '09-15' || monthDay <= '03-31';
}

/** Wet hour: leaf-wetness sensor wet half the hour; without one rain > 0, RH ≥ 95 % or T − Td ≤ 1 °C. */
export function isWetHour(hour: HourlyBucket): boolean {
  if (hour.leafWetness !== null) return hour.leafWetness >= 0.5;
  if ((hour.rainMm ?? 0) > 0) return true;
  if (hour.rhPct !== null && hour.rhPct >= 95) return true;
  const dewPoint = dewPointC(hour.tempC, hour.rhPct);
  return hour.tempC !== null && dewPoint !== null && hour.tempC - dewPoint <= 1;
}

/** §4.24: a night is humid at RH ≥ 98 %, or ≥ 95 % for a humidity sensor that plateaus below saturation. */
export const humidNightRhPct = 98;
export const plateauHumidNightRhPct = 95;
/** Hours of steady rain (≥ 0.4 mm, two tips) that show a sensor what saturated air reads. */
const saturatedRainMm = 0.4;
const minSaturatedHours = 3;

/**
 * The night humidity threshold for this station's sensor. A capacitive sensor that plateaus (§4.3, §6.12)
 * reads 95–98 % in air that is saturated; one that merely reads below 98 % is in air that is not, and
 * lowering the threshold for it would call infection nights that were not. So the threshold falls to 95 %
 * only on evidence the air was saturated: through at least 3 hours of steady rain (≥ 0.4 mm each) the
 * hourly humidity never reached 98 % but did reach 95 %. Without such hours it stays at 98 %.
 */
export function secondaryHumidityThresholdPct(hours: readonly HourlyBucket[]): number {
  const inRain = hours.flatMap((h) => ((h.rainMm ?? 0) >= saturatedRainMm && h.rhPct !== null ? [h.rhPct] : []));
  if (inRain.length < minSaturatedHours) return humidNightRhPct;
  const wettest = Math.max(...inRain);
  return wettest >= plateauHumidNightRhPct && wettest < humidNightRhPct ? plateauHumidNightRhPct : humidNightRhPct;
}

export interface DownyMildewInput {
  /** The last 48 hourly buckets, oldest first, the last one ending at the newest reading. */
  hours: readonly HourlyBucket[];
  today: LocalDate;
  latitudeDeg: number;
  longitudeDeg: number;
  timezone: string;
  /** `secondaryHumidityThresholdPct` of the station's recent hours (§4.24). */
  humidRhPct: number;
}

function windowStats(hours: readonly HourlyBucket[]): { rainMm: number; minTempC: number | null } {
  const temps = hours.flatMap((h) => (h.tempC === null ? [] : [h.tempC]));
  return {
    rainMm: hours.reduce((s, h) => s + (h.rainMm ?? 0), 0),
    minTempC: temps.length >= 0.8 * hours.length ? Math.min(...temps) : null,
  };
}

/** Primary "10:10:24": ≥ 10 mm of rain while every hourly mean in the same 24 h is ≥ 10 °C. */
function primaryAt(window24: readonly HourlyBucket[]): boolean {
  const { rainMm, minTempC } = windowStats(window24);
  return rainMm >= 10 && minTempC !== null && minTempC >= 10;
}

/**
 * Secondary infection: a night run of ≥ 4 consecutive hours with RH ≥ the humid threshold and mean
 * T ≥ 13 °C, then ≥ 2 wet hours from the run's start until 10:00 next morning. Returns when the
 * humidity condition and (if reached) the whole condition were met, or null.
 */
function secondaryEvents(input: DownyMildewInput): { humidAtMs: number; wetAtMs: number | null }[] {
  const { hours } = input;
  const events: { humidAtMs: number; wetAtMs: number | null }[] = [];
  const isNight = (h: HourlyBucket) =>
    sunElevationDeg(input.latitudeDeg, input.longitudeDeg, h.startMs + hourMs / 2) < 0;
  let runStart = -1;
  for (let i = 0; i <= hours.length; i++) {
    const h = hours[i];
    const humid = h !== undefined && isNight(h) && h.rhPct !== null && h.rhPct >= input.humidRhPct && h.tempC !== null;
    if (humid) {
      if (runStart === -1) runStart = i;
      continue;
    }
    if (runStart !== -1 && i - runStart >= 4) {
      const run = hours.slice(runStart, i);
      const meanTemp = run.reduce((s, r) => s + r.tempC!, 0) / run.length;
      if (meanTemp >= 13) {
        const start = hours[runStart]!;
        const startDate = localDateAt(start.startMs, input.timezone);
        const tenToday = localTimeMs(startDate, 10, input.timezone);
        const tenNext = start.startMs < tenToday ? tenToday : localTimeMs(addDays(startDate, 1), 10, input.timezone);
        let wetCount = 0;
        let wetAtMs: number | null = null;
        for (let j = runStart; j < hours.length && hours[j]!.endMs <= tenNext; j++) {
          if (isWetHour(hours[j]!)) wetCount++;
          if (wetCount >= 2) {
            wetAtMs = hours[j]!.endMs;
            break;
          }
        }
        events.push({ humidAtMs: hours[runStart + 3]!.endMs, wetAtMs });
      }
    }
    runStart = -1;
  }
  return events;
}

/** The risk class now (§4.24 algorithm); 0 out of season; null without 48 hours of buckets. */
export function downyMildewClass(input: DownyMildewInput): DownyMildewClass | null {
  if (!isDownyMildewSeason(input.today)) return 0;
  const { hours } = input;
  if (hours.length < 48) return null;
  const last24 = hours.slice(-24);
  if (last24.filter((h) => h.tempC !== null).length < 0.8 * 24) return null;
  for (let end = hours.length; end > hours.length - 24; end--) {
    if (primaryAt(hours.slice(end - 24, end))) return 3;
  }
  const nowMs = hours.at(-1)!.endMs;
  const events = secondaryEvents(input);
  if (events.some((e) => e.wetAtMs !== null && e.wetAtMs > nowMs - 24 * hourMs)) return 2;
  const { rainMm, minTempC } = windowStats(last24);
  const partialPrimary = rainMm >= 5 && minTempC !== null && minTempC >= 8;
  const humidOnly = events.some((e) => e.wetAtMs === null && e.humidAtMs > nowMs - 24 * hourMs);
  return partialPrimary || humidOnly ? 1 : 0;
}
