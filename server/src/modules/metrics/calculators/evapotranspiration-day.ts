/**
 * ET₀ of one local calendar day from a station's readings (metrics.md §4.8, §1.3): hourly
 * Penman–Monteith (FAO-56 Eq. 53) summed over the day where a pyranometer reports, Hargreaves
 * (Eq. 52, "est.") from the day's Tmax/Tmin otherwise, e.g. at BoM stations.
 */
import type { StationObservation } from '@mesonet/shared/stations/raw-channels';
import { hourlyBuckets, windNear2mMs } from './hourly-series';
import {
  clearSkyRadiationMJ,
  et0HargreavesMm,
  et0HourlyPenmanMonteith,
  sumHourlyEt0Mm,
  wattsToMJPerHour,
} from './reference-evapotranspiration';
import { calendarDayBoundsMs, dayOfYear, hourMs, localTimeMs, type LocalDate } from '@mesonet/shared/time/local-time';
import { stationPressureKpa } from './station-pressure';
import { extraterrestrialRadiationDailyMJ, extraterrestrialRadiationPeriodMJ, sunriseSunsetMs } from './sun-position';

export type Et0Method = 'penman-monteith' | 'hargreaves';

export interface Et0DayInput {
  observations: readonly StationObservation[];
  date: LocalDate;
  timezone: string;
  latitudeDeg: number;
  longitudeDeg: number;
  elevationM: number;
  /** The day's calendar Tmax/Tmin for the Hargreaves fallback (null when the day is incomplete). */
  tMaxC: number | null;
  tMinC: number | null;
}

/** Rs/Rso assumed at night when no afternoon ratio is available (FAO-56 guidance; §4.8). */
const defaultNightRsRso = 0.8;

export function referenceEt0ForDay(input: Et0DayInput): { et0Mm: number; method: Et0Method } | null {
  const { startMs, endMs } = calendarDayBoundsMs(input.date, input.timezone);
  const hourCount = Math.round((endMs - startMs) / hourMs);
  const buckets = hourlyBuckets(input.observations, startMs, hourCount);
  const { latitudeDeg: lat, longitudeDeg: lng, elevationM } = input;
  const ra = buckets.map((b) => extraterrestrialRadiationPeriodMJ(lat, lng, b.startMs, b.endMs));

  // Night Rs/Rso: the ratio 2–3 h before sunset carried into the evening; 0.8 before dawn.
  const sunset = sunriseSunsetMs(lat, lng, localTimeMs(input.date, 12, input.timezone))?.sunsetMs ?? null;
  let eveningRatio = defaultNightRsRso;
  buckets.forEach((b, i) => {
    const mid = b.startMs + hourMs / 2;
    const rso = clearSkyRadiationMJ(ra[i]!, elevationM);
    if (
      sunset !== null &&
      b.solarWm2 !== null &&
      rso >= 0.1 &&
      mid >= sunset - 3 * hourMs &&
      mid <= sunset - 2 * hourMs
    ) {
      eveningRatio = Math.max(0.3, Math.min(1, wattsToMJPerHour(b.solarWm2) / rso));
    }
  });

  const hourly = buckets.map((b, i) => {
    const u2 = windNear2mMs(b);
    if (b.tempC === null || b.rhPct === null || b.solarWm2 === null || u2 === null) return null;
    // Only used when the sun is too low for a measured ratio: evening hours take the afternoon ratio.
    const evening = sunset !== null && b.startMs > sunset - 6 * hourMs;
    return et0HourlyPenmanMonteith({
      tempC: b.tempC,
      rhPct: b.rhPct,
      windSpeed2mMs: u2,
      solarRadiationMJ: wattsToMJPerHour(b.solarWm2),
      extraterrestrialRadiationMJ: ra[i]!,
      elevationM,
      pressureKpa: stationPressureKpa(b.pressureHpa, elevationM),
      fallbackRsRso: evening ? eveningRatio : defaultNightRsRso,
    }).et0Mm;
  });
  // Penman–Monteith needs ≥ 20 valid hours (§4.8); otherwise, e.g. a station without a pyranometer,
  // Hargreaves from the day's extremes.
  const total = sumHourlyEt0Mm(hourly);
  if (total !== null) return { et0Mm: total, method: 'penman-monteith' };
  if (input.tMaxC === null || input.tMinC === null) return null;
  const raDay = extraterrestrialRadiationDailyMJ(lat, dayOfYear(input.date));
  return { et0Mm: et0HargreavesMm(input.tMaxC, input.tMinC, raDay), method: 'hargreaves' };
}
