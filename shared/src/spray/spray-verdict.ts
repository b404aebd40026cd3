/**
 * The spray verdict of a station (and of a place, through its nearest station): 'good', 'marginal',
 * 'do_not_spray' or 'unknown', with every reason behind it in the grower's words. The limits and their
 * sources are in spray-limits.ts; the rules, in order of the checks:
 *
 * - stale data (older than the marker freshness limit, 60 min or 90 min for greenbrain): 'unknown' and
 *   nothing else, never a verdict from old values;
 * - delta T below its lower limit or above its upper limit: do not spray; from the marginal limit: marginal;
 * - 2 m wind (else the 10 m wind reduced by the log profile, said so) below or above its limits: do not spray;
 * - a hazardous inversion now (measured, or likely by GRDC's rule of thumb where no 10 m sensor is), or
 *   turbulence forecast below the hazard limit in 2 h: do not spray;
 * - rain in the last hour: do not spray;
 * - temperature above its marginal limit: marginal; above its upper limit: do not spray;
 * - a missing input: 'unknown', naming it, unless another input already says do not spray.
 *
 * Every value is compared unrounded; the sentence shows it rounded as metrics.md §0.4 says, with more
 * decimals where rounding would carry it across the limit it is compared with (1.99 reads "1.99", not "2.0").
 */
import { metricCatalogue, stationTypeSupportsMetric } from '../metrics/metric-catalogue';
import { roundHalfAwayFromZero } from '../metrics/metric-legend';
import { freshnessLimitMs, isReadingFresh } from '../stations/freshness';
import { hourMs, minuteMs } from '../time/local-time';
import { windAt2m, type SprayConditions } from './spray-conditions';
import type { SprayLimits } from './spray-limits';

export type SprayVerdictKind = 'good' | 'marginal' | 'do_not_spray' | 'unknown';
export type SpraySeverity = Exclude<SprayVerdictKind, 'good'>;

/** What a reason is about: a metric of the catalogue, or rain in the last hour, or the reading's age. */
export type SprayReasonKey =
  | 'reading_age'
  | 'delta_t'
  | 'wind_speed_2m'
  | 'hazardous_inversion'
  | 'ann_2hr_sigma_w'
  | 'rain_last_hour'
  | 'temperature';

export interface SprayReason {
  metricKey: SprayReasonKey;
  /** The unrounded value (ms for the reading's age; the state for an inversion); null when missing. */
  value: number | string | null;
  /** The limit it crossed, in `unit`; null for a missing value or a state. */
  limit: number | null;
  unit: string | null;
  severity: SpraySeverity;
  /** The reason in the grower's words, e.g. 'Delta T 10.6 °C is above 10 °C'. */
  text: string;
}

export interface SprayVerdict {
  verdict: SprayVerdictKind;
  /** Every limit crossed and every input missing, the most severe first. */
  reasons: SprayReason[];
  /** What the verdict stood on that the grower should know: an estimated wind, a stand-in forecast. */
  notes: string[];
}

const severityRank: Readonly<Record<SpraySeverity, number>> = { do_not_spray: 3, unknown: 2, marginal: 1 };

/** How a value relates to the limit it crossed; the shown value must relate to it the same way. */
type Side = 'below' | 'above' | 'at_or_above';

const sideHolds = (value: number, limit: number, side: Side) =>
  side === 'below' ? value < limit : side === 'above' ? value > limit : value >= limit;

/** Decimals added at most so a shown value stays on its side of the limit. */
const maxExtraDecimals = 3;

/**
 * A value as its sentence shows it: rounded to `decimals` (metrics.md §0.4), or with up to three more
 * where rounding would put it on the other side of `limit`; failing that, cut toward its own side.
 */
export function shownAgainstLimit(value: number, decimals: number, limit: number, side: Side): string {
  for (let extra = 0; extra <= maxExtraDecimals; extra++) {
    const shown = roundHalfAwayFromZero(value, decimals + extra);
    if (sideHolds(shown, limit, side)) return shown.toFixed(decimals + extra);
  }
  const finest = decimals + maxExtraDecimals;
  const factor = 10 ** finest;
  const cut = side === 'below' ? Math.floor(value * factor) / factor : Math.ceil(value * factor) / factor;
  return cut.toFixed(finest);
}

/** A limit as typed: no trailing zeros ('10 °C', '0.2 m/s'). */
const limitText = (limit: number, unit: string) => `${Number(limit.toFixed(6))} ${unit}`;

const sideWords: Readonly<Record<Side, string>> = { below: 'below', above: 'above', at_or_above: 'at or above' };

/** A measured input and how its sentence names it. */
interface Measured {
  metricKey: SprayReasonKey;
  /** The sentence's subject, e.g. 'Delta T' or 'Wind at 2 m'. */
  subject: string;
  value: number | null;
  /** What is missing when `value` is null, e.g. 'Delta T reading'. */
  missingWhat: string;
  decimals: number;
  unit: string;
  /** Words after the value, e.g. ' (estimated from the 10 m wind)'. */
  qualifier?: string;
}

/** A limit and the side of it that crosses it. */
interface Bound {
  limit: number;
  side: Side;
  /** Words after the limit, e.g. ': a hazardous inversion is likely within 2 h'. */
  consequence?: string;
}

/** The reason for a crossed limit, or none when the value keeps to its side of it. */
function crossing(m: Measured & { value: number }, bound: Bound, severity: SpraySeverity): SprayReason[] {
  const { limit, side } = bound;
  if (!sideHolds(m.value, limit, side)) return [];
  const shown = shownAgainstLimit(m.value, m.decimals, limit, side);
  const text = `${m.subject} ${shown} ${m.unit}${m.qualifier ?? ''} is ${sideWords[side]} ${limitText(limit, m.unit)}${bound.consequence ?? ''}`;
  return [{ metricKey: m.metricKey, value: m.value, limit, unit: m.unit, severity, text }];
}

const missing = (metricKey: SprayReasonKey, what: string): SprayReason => ({
  metricKey,
  value: null,
  limit: null,
  unit: null,
  severity: 'unknown',
  text: `No ${what}: the verdict needs it`,
});

/**
 * The reasons of one input: missing; else every do-not-spray bound it crosses; else every marginal
 * bound it crosses (a value already out of bounds is not also called marginal).
 */
function limitReasons(m: Measured, doNotSpray: readonly Bound[], marginal: readonly Bound[] = []): SprayReason[] {
  const { value } = m;
  if (value === null) return [missing(m.metricKey, m.missingWhat)];
  const measured = { ...m, value };
  const outOfBounds = doNotSpray.flatMap((bound) => crossing(measured, bound, 'do_not_spray'));
  return outOfBounds.length > 0 ? outOfBounds : marginal.flatMap((bound) => crossing(measured, bound, 'marginal'));
}

const decimalsOf = {
  deltaT: metricCatalogue.delta_t.decimals,
  wind: metricCatalogue.wind_speed_2m.decimals,
  temperature: metricCatalogue.temperature.decimals,
  rain: metricCatalogue.rainfall_since_9am.decimals,
  sigmaW: metricCatalogue.sigmaw10.decimals,
};

const deltaTReasons = ({ deltaTC }: SprayConditions, limits: SprayLimits) =>
  limitReasons(
    {
      metricKey: 'delta_t',
      subject: 'Delta T',
      value: deltaTC,
      missingWhat: 'Delta T reading',
      decimals: decimalsOf.deltaT,
      unit: '°C',
    },
    [
      { limit: limits.deltaTMinC, side: 'below' },
      { limit: limits.deltaTMaxC, side: 'above' },
    ],
    [{ limit: limits.deltaTMarginalFromC, side: 'at_or_above', consequence: ': use coarser droplets and more water' }],
  );

function windReasons(conditions: SprayConditions, limits: SprayLimits): SprayReason[] {
  const wind = windAt2m(conditions);
  return limitReasons(
    {
      metricKey: 'wind_speed_2m',
      subject: 'Wind at 2 m',
      value: wind?.kmh ?? null,
      missingWhat: 'wind reading',
      decimals: decimalsOf.wind,
      unit: 'km/h',
      qualifier: wind?.estimated ? ' (estimated from the 10 m wind)' : '',
    },
    [
      { limit: limits.windSpeed2mMinKmh, side: 'below' },
      { limit: limits.windSpeed2mMaxKmh, side: 'above' },
    ],
  );
}

function inversionNowReasons({ inversionState, sigmaW10Ms }: SprayConditions, limits: SprayLimits): SprayReason[] {
  if (inversionState === null) return [missing('hazardous_inversion', 'inversion reading')];
  const reason = (text: string): SprayReason[] => [
    {
      metricKey: 'hazardous_inversion',
      value: inversionState,
      limit: null,
      unit: null,
      severity: 'do_not_spray',
      text,
    },
  ];
  if (inversionState === 'likely_by_rule_of_thumb') {
    return reason("Inversion likely now by GRDC's rule of thumb (this station has no 10 m temperature sensor)");
  }
  if (inversionState !== 'hazardous' && inversionState !== 'inversion') return [];
  // An inversion is hazardous when turbulence is below the limit; a profile may raise that limit.
  if (sigmaW10Ms === null) return inversionState === 'hazardous' ? reason('Hazardous inversion now') : [];
  const weak = limitReasons(
    {
      metricKey: 'hazardous_inversion',
      subject: 'Turbulence (σw) now',
      value: sigmaW10Ms,
      missingWhat: 'turbulence reading',
      decimals: decimalsOf.sigmaW,
      unit: 'm/s',
    },
    [{ limit: limits.hazardousSigmaWBelowMs, side: 'below', consequence: ': the inversion now is hazardous' }],
  );
  if (weak.length === 0 && inversionState === 'hazardous') return reason('Hazardous inversion now');
  return weak.map((r) => ({ ...r, value: inversionState }));
}

const outlookSubjects = {
  forecast: 'Turbulence (σw) forecast in 2 h',
  persistence: 'Turbulence (σw) now, standing in for the forecast,',
  hindsight: 'Turbulence (σw) 2 h later',
} as const;

function turbulenceOutlookReasons({ awsType, turbulenceIn2h }: SprayConditions, limits: SprayLimits): SprayReason[] {
  // Stations without σw (BoM, vineyards) have none; their rule of thumb already expects an inversion
  // from 1–2 h before sunset (metrics.md §4.10).
  if (!stationTypeSupportsMetric(awsType, 'ann_2hr_sigma_w')) return [];
  return limitReasons(
    {
      metricKey: 'ann_2hr_sigma_w',
      subject: outlookSubjects[turbulenceIn2h.basis],
      value: turbulenceIn2h.sigmaWMs,
      missingWhat: 'turbulence forecast for the next 2 h',
      decimals: decimalsOf.sigmaW,
      unit: 'm/s',
    },
    [
      {
        limit: limits.hazardousSigmaWBelowMs,
        side: 'below',
        consequence: ': a hazardous inversion is likely within 2 h',
      },
    ],
  );
}

const rainReasons = ({ rainLastHourMm }: SprayConditions, limits: SprayLimits) =>
  limitReasons(
    {
      metricKey: 'rain_last_hour',
      subject: 'Rain in the last hour',
      value: rainLastHourMm,
      missingWhat: 'rain reading for the last hour',
      decimals: decimalsOf.rain,
      unit: 'mm',
    },
    [{ limit: limits.rainLastHourMaxMm, side: 'above' }],
  );

const temperatureReasons = ({ temperatureC }: SprayConditions, limits: SprayLimits) =>
  limitReasons(
    {
      metricKey: 'temperature',
      subject: 'Temperature',
      value: temperatureC,
      missingWhat: 'temperature reading',
      decimals: decimalsOf.temperature,
      unit: '°C',
    },
    [{ limit: limits.temperatureMaxC, side: 'above' }],
    [{ limit: limits.temperatureMarginalAboveC, side: 'above' }],
  );

/** An age in the largest unit that reads well: minutes up to 2 h, hours up to 2 days, then days. */
function ageText(ageMs: number, limitMs: number): string {
  const ageMin = ageMs / minuteMs;
  if (ageMs < 2 * hourMs) return `${shownAgainstLimit(ageMin, 0, limitMs / minuteMs, 'above')} min`;
  if (ageMs < 48 * hourMs) return `${Math.floor(ageMs / hourMs)} h`;
  return `${Math.floor(ageMs / (24 * hourMs))} days`;
}

/** 'unknown' for a station without a fresh reading (the marker's limit: 60 min, 90 min greenbrain). */
function freshnessReasons({ awsType, newestReadingAtMs }: SprayConditions, nowMs: number): SprayReason[] {
  if (newestReadingAtMs === null) return [missing('reading_age', 'reading from this station')];
  const ageMs = nowMs - newestReadingAtMs;
  if (isReadingFresh({ awsType, ageMs, context: 'marker' })) return [];
  const limitMs = freshnessLimitMs(awsType, 'marker');
  return [
    {
      metricKey: 'reading_age',
      value: ageMs,
      limit: limitMs,
      unit: 'ms',
      severity: 'unknown',
      text: `Newest reading is ${ageText(ageMs, limitMs)} old, older than the ${limitMs / minuteMs} min a verdict allows`,
    },
  ];
}

function verdictNotes(conditions: SprayConditions): string[] {
  const notes: string[] = [];
  if (windAt2m(conditions)?.estimated) {
    notes.push(
      'Wind at 2 m is estimated from the 10 m wind (× 0.75, FAO-56 log profile); in still night air the real 2 m wind is often lower.',
    );
  }
  if (
    conditions.turbulenceIn2h.basis === 'persistence' &&
    stationTypeSupportsMetric(conditions.awsType, 'ann_2hr_sigma_w')
  ) {
    notes.push(
      'The turbulence forecast is withheld here (it has not beaten persistence), so the current turbulence stands in for the next 2 h.',
    );
  }
  return notes;
}

/** The verdict for `conditions` at `nowMs` against `limits` (the defaults or a profile's tightened ones). */
export function sprayVerdict(conditions: SprayConditions, limits: SprayLimits, nowMs: number): SprayVerdict {
  const stale = freshnessReasons(conditions, nowMs);
  if (stale.length > 0) return { verdict: 'unknown', reasons: stale, notes: [] };
  const reasons = [
    ...deltaTReasons(conditions, limits),
    ...windReasons(conditions, limits),
    ...inversionNowReasons(conditions, limits),
    ...turbulenceOutlookReasons(conditions, limits),
    ...rainReasons(conditions, limits),
    ...temperatureReasons(conditions, limits),
  ].sort((a, b) => severityRank[b.severity] - severityRank[a.severity]);
  return { verdict: reasons[0]?.severity ?? 'good', reasons, notes: verdictNotes(conditions) };
}
