import type { GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';
import { seasonValueShown } from '@mesonet/shared/growing-seasons/season-data-views';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { daysBetween, type LocalDate } from '@mesonet/shared/time/local-time';
import { filledDailyTemperatures } from '../metrics/calculators/daily-weather';
import { presentGrowingSeason } from './growing-seasons.presenter';
import type { GrowingSeasonRow } from './growing-seasons.tables';
import { seasonClock } from './season-phenology';
import {
  stationRefOf,
  type GrowingSeasonsDeps,
  type NearestStation,
  type SeasonDays,
  type SeasonPlace,
} from './season-steps';

/** The season metrics its own answer carries: thermal time since sowing and the dates calculated from them. */
const seasonAnswerMetrics = ['thermal_time', 'adjusted_thermal_time'] as const;

function clockInput(days: Parameters<typeof seasonClock>[0]['days'], row: GrowingSeasonRow, latitudeDeg: number) {
  return {
    days,
    enteredEmergenceDate: row.emergenceDateOption === 'select' ? row.emergenceDate : null,
    enteredFloralInitiationDate: row.floralInitiationDateOption === 'select' ? row.floralInitiationDate : null,
    latitudeDeg,
  };
}

/** Whether the rows (ascending, one a date) hold both temperatures on every date from..to: nothing to fill. */
function everyDayMeasured(
  dailyRows: SeasonDays['dailyRows'],
  from: LocalDate,
  to: LocalDate,
): dailyRows is Array<SeasonDays['dailyRows'][number] & { tMaxC: number; tMinC: number }> {
  return (
    dailyRows.length === daysBetween(from, to) + 1 && dailyRows.every((day) => day.tMaxC !== null && day.tMinC !== null)
  );
}

/** The whole season's clock from its daily rows (sowing to the last date). */
function wholeSeason(place: SeasonPlace, dailyRows: SeasonDays['dailyRows']): SeasonDays {
  const { row, lastDate } = place;
  const base = { fromDate: row.sowingDate, dailyRows };
  if (row.sowingDate > lastDate) {
    return { ...base, clock: seasonClock(clockInput([], row, place.location.lat)), dataProcessing: false };
  }
  const filled = everyDayMeasured(dailyRows, row.sowingDate, lastDate)
    ? dailyRows
    : filledDailyTemperatures(dailyRows, row.sowingDate, lastDate);
  if (filled === null) return { ...base, clock: null, dataProcessing: true };
  return { ...base, clock: seasonClock(clockInput(filled, row, place.location.lat)), dataProcessing: false };
}

/**
 * A season's computation is the same for every reader while what it is computed from is: the season's
 * dates, its place and station, and the last date. Keyed by those (not by a process's memory of
 * edits), another process's edit of the season is never answered from here.
 */
function cacheKey(place: SeasonPlace & { nearest: NearestStation }): string {
  const { row, location } = place;
  return [
    row.companyId,
    row.id,
    row.sowingDate,
    row.emergenceDateOption === 'select' ? row.emergenceDate : 'auto',
    row.floralInitiationDateOption === 'select' ? row.floralInitiationDate : 'auto',
    location.lat,
    location.lng,
    place.nearest.site.id,
    place.lastDate,
  ].join('|');
}

export function forgetSeason(deps: GrowingSeasonsDeps, companyId: number, id: string): void {
  deps.seasonDaysCache.deleteWhere((_days, key) => key.startsWith(`${companyId}|${id}|`));
}

type Missing = Map<number, Array<{ place: SeasonPlace; key: string }>>;

/** Per station, the one date range that covers all its running seasons still to compute. */
function rangesToRead(missing: Missing) {
  return [...missing].flatMap(([stationId, atStation]) => {
    const running = atStation.map(({ place }) => place).filter((p) => p.row.sowingDate <= p.lastDate);
    if (running.length === 0) return [];
    const from = running.reduce(
      (min, p) => (p.row.sowingDate < min ? p.row.sowingDate : min),
      running[0]!.row.sowingDate,
    );
    const to = running.reduce((max, p) => (p.lastDate > max ? p.lastDate : max), running[0]!.lastDate);
    return [{ stationId, from, to }];
  });
}

/**
 * The whole-season days of each place (with a station), from the cache or computed: one query for
 * the stations of all of them, each station's days read once for all its seasons.
 */
export async function wholeSeasons(
  deps: GrowingSeasonsDeps,
  places: readonly SeasonPlace[],
): Promise<Map<SeasonPlace, SeasonDays>> {
  const found = new Map<SeasonPlace, SeasonDays>();
  const missing: Missing = new Map();
  for (const place of places) {
    if (place.nearest === null) continue;
    const key = cacheKey({ ...place, nearest: place.nearest });
    const cached = deps.seasonDaysCache.get(key);
    if (cached) found.set(place, cached);
    else missing.set(place.nearest.site.id, [...(missing.get(place.nearest.site.id) ?? []), { place, key }]);
  }
  const rowsByStation = await deps.repository.dailyWeatherOfStations(rangesToRead(missing));
  for (const [stationId, atStation] of missing) {
    const rows = rowsByStation.get(stationId) ?? [];
    for (const { place, key } of atStation) {
      const own = rows.filter((r) => r.localDate >= place.row.sowingDate && r.localDate <= place.lastDate);
      const days = wholeSeason(place, own);
      // A station still without the season's days (history being imported) is asked again next time.
      if (!days.dataProcessing) deps.seasonDaysCache.set(key, days);
      found.set(place, days);
    }
  }
  return found;
}

/** Whether the viewer may see any of the season's own calculated values at its station. */
const showsSeasonValues = (viewer: Viewer, place: SeasonPlace) =>
  seasonAnswerMetrics.some((metric) => seasonValueShown(viewer, stationRefOf(place), metric));

/** Season answers for a viewer: the clock is computed only where the viewer may see what it gives. */
export async function seasonAnswers(
  deps: GrowingSeasonsDeps,
  viewer: Viewer,
  places: readonly SeasonPlace[],
): Promise<GrowingSeason[]> {
  const computed = await wholeSeasons(
    deps,
    places.filter((place) => showsSeasonValues(viewer, place)),
  );
  return places.map((place) => {
    const days = computed.get(place) ?? { clock: null, dataProcessing: place.nearest === null };
    return presentGrowingSeason(place, days, viewer, stationRefOf(place));
  });
}
