import { catalogueLegendBands, type LegendBands } from '../metrics/metric-display-statuses';
import { isBandHatched } from '../metrics/legend-patterns';
import type { StationListItem } from '../contracts/stations.schema';
import type { MapMetricKey } from '../metrics/metric-catalogue';
import { missingValueText } from '../metrics/metric-legend';
import type { FreshnessContext } from '../stations/freshness';
import { stationTypes, type StationType } from '../stations/raw-channels';
import { isStationReadingFresh, metricItem } from './station-reading';

/**
 * What a map marker shows for the selected metric (spec §2 "Map screen", §9). Pure, so the sites list
 * and the dashboard's small map can reuse it; a candidate for shared/.
 */
export type MarkerFace =
  | {
      kind: 'value';
      text: string;
      backgroundColor: string | null;
      fontColor: string | null;
      /** The band looks like a neighbour to colour-blind eyes: drawn hatched (legend-patterns.ts). */
      hatched: boolean;
    }
  /** The station type cannot measure the metric: BoM and hilltop stations say so with their letter. */
  | { kind: 'type-letter'; text: string }
  /** Outside the viewer's plan: the server sent no value. */
  | { kind: 'upgrade'; text: 'U' }
  | { kind: 'dash'; text: string; reason: 'stale' | 'missing' | 'unsupported' | 'not-sent' };

/** Spec §9: "bom and hilltop show letters B and H for some metrics" (those their type cannot measure). */
const unsupportedMetricLetter: Partial<Record<StationType, string>> = { bom: 'B', hilltop: 'H' };

/** Spec §9: signed-out markers go stale after 3.25 h, signed-in ones after 60 (greenbrain 90) minutes. */
export function markerFreshnessContext(signedIn: boolean): FreshnessContext {
  return signedIn ? 'marker' : 'visitor_marker';
}

export function stationMarkerFace(
  station: StationListItem,
  metricKey: MapMetricKey,
  { nowMs, signedIn, legends }: { nowMs: number; signedIn: boolean; legends?: LegendBands },
): MarkerFace {
  const item = metricItem(station, metricKey, signedIn, legends);
  if (item === null) return { kind: 'dash', text: missingValueText, reason: 'not-sent' };
  if (item.unsupported) {
    const letter = unsupportedMetricLetter[station.aws_type];
    return letter
      ? { kind: 'type-letter', text: letter }
      : { kind: 'dash', text: missingValueText, reason: 'unsupported' };
  }
  if (!item.included_in_feature_set) return { kind: 'upgrade', text: 'U' };
  if (!isStationReadingFresh(station, nowMs, markerFreshnessContext(signedIn))) {
    return { kind: 'dash', text: missingValueText, reason: 'stale' };
  }
  if (item.value === null) return { kind: 'dash', text: missingValueText, reason: 'missing' };
  const band = station.current_data_hash.data_array.find((reading) => reading.metric_id === metricKey)?.band;
  return {
    kind: 'value',
    text: item.value_str,
    backgroundColor: item.styles?.background_color ?? null,
    fontColor: item.styles?.font_color ?? null,
    hatched: isBandHatched((legends ?? catalogueLegendBands)[metricKey] ?? [], band ?? null),
  };
}

const typeLetterMeaning: Readonly<Record<string, string>> = {
  B: 'not measured at Bureau of Meteorology stations',
  H: 'not measured at hilltop stations',
};

/**
 * The reading a marker shows, as words: the value with its unit, or why there is none. Read by screen
 * readers in place of the coloured disc, and shown in the station list beside the map.
 */
export function markerReadingText(face: MarkerFace, unit: string): string {
  switch (face.kind) {
    case 'value':
      return `${face.text} ${unit}`;
    case 'type-letter':
      return typeLetterMeaning[face.text] ?? 'not measured here';
    case 'upgrade':
      return 'upgrade to see';
    case 'dash':
      switch (face.reason) {
        case 'stale':
          return 'no recent reading';
        case 'not-sent':
          return 'log in to see';
        case 'unsupported':
          return 'not measured here';
        case 'missing':
          return 'no reading';
      }
  }
}

/** Spec §9: markers are 40 px, 50 px for the nominated sites of a premium plan. */
export function markerSizePx(station: Pick<StationListItem, 'nominated'>): number {
  return station.nominated ? 50 : 40;
}

const typeRank = (type: StationType) => stationTypes.indexOf(type);

/**
 * Spec §9 marker order (standard, research, hilltop, bom, greenbrain): later types are drawn above
 * earlier ones, nominated sites above all. Leaflet adds each marker's screen y to this offset, so the
 * steps are far larger than any map's height in pixels.
 */
export function markerZIndexOffset(station: Pick<StationListItem, 'aws_type' | 'nominated'>): number {
  return typeRank(station.aws_type) * 10_000 + (station.nominated ? 100_000 : 0);
}

/**
 * The sites to draw, in marker order (which is also the keyboard's tab order): LCLB stations only
 * when 'Show LCLB Stations' is on.
 */
export function stationsOnMap(
  stations: readonly StationListItem[],
  { showLclbStations }: { showLclbStations: boolean },
) {
  return stations
    .filter((station) => showLclbStations || station.network !== 'lclb')
    .sort((a, b) => typeRank(a.aws_type) - typeRank(b.aws_type) || a.id - b.id);
}
