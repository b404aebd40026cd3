/**
 * 'Spray conditions' on the map (issue 24 part 3): a choice in the metric selector beside the metrics,
 * markers coloured by each station's spray verdict, its legend, the list of stations in words, and the
 * locked state for viewers whose plan has no verdicts (the sites lists then carry none, as for a metric
 * outside the plan). Pure, so the marker, the list and the legend agree.
 */
import type { SprayVerdictKind } from '../contracts/spray-verdict.schema';
import type { StationListItem } from '../contracts/stations.schema';
import { markerFreshnessContext, type MarkerFace } from '../map/station-marker';
import { isStationReadingFresh } from '../map/station-reading';
import type { StationListEntry } from '../map/station-list';
import { isMapMetricKey, type MapMetricKey } from '../metrics/metric-catalogue';
import type { MetricLegendBand } from '../metrics/metric-legends';
import { missingValueText } from '../metrics/metric-legend';
import { sortStations } from '../stations/station-sorting';

/** The map selector's value for spray conditions: not a metric, so it can never collide with one. */
export const sprayConditionsChoice = 'spray_conditions';
export const sprayConditionsLabel = 'Spray conditions';

/** What the map's selector may show: a metric, or spray conditions. */
export type MapChoice = MapMetricKey | typeof sprayConditionsChoice;

export function isMapChoice(value: string): value is MapChoice {
  return value === sprayConditionsChoice || isMapMetricKey(value);
}

/** The verdict in the grower's words (issue 24: 'Good', 'Marginal' or 'Do not spray'). */
export const sprayVerdictLabels: Readonly<Record<SprayVerdictKind, string>> = {
  good: 'Good',
  marginal: 'Marginal',
  do_not_spray: 'Do not spray',
  unknown: 'Unknown',
};

interface SprayVerdictStyle {
  /** On the marker's disc: a mark, so the state is not told by colour alone. */
  mark: string;
  backgroundColor: string;
  fontColor: string;
}

/**
 * Colours of the three states and unknown: green, amber and red as growers read traffic lights, grey for
 * unknown; each pair has at least 4.5:1 contrast for the mark and the card's words.
 */
export const sprayVerdictStyles: Readonly<Record<SprayVerdictKind, SprayVerdictStyle>> = {
  good: { mark: '✓', backgroundColor: '#1e7b34', fontColor: '#ffffff' },
  marginal: { mark: '!', backgroundColor: '#f2c12e', fontColor: '#1a1a1a' },
  do_not_spray: { mark: '✕', backgroundColor: '#b3261e', fontColor: '#ffffff' },
  unknown: { mark: '?', backgroundColor: '#5f6670', fontColor: '#ffffff' },
};

const legendOrder: readonly SprayVerdictKind[] = ['good', 'marginal', 'do_not_spray', 'unknown'];

/** The legend's entries, in the shape the metric legends use (their `threshold_value` is only a key here). */
export const sprayLegendBands: readonly MetricLegendBand[] = legendOrder.map((kind, index) => ({
  threshold_value: index,
  label: sprayVerdictLabels[kind],
  background_color: sprayVerdictStyles[kind].backgroundColor,
  font_color: sprayVerdictStyles[kind].fontColor,
}));

/**
 * A marker's face for spray conditions: the verdict's mark in its colour; 'U' for a member whose plan
 * has no verdicts; a dash for a visitor (log in), or where the newest reading is too old for a marker.
 */
export function sprayMarkerFace(station: StationListItem, { nowMs, signedIn }: { nowMs: number; signedIn: boolean }) {
  const verdict = station.spray_verdict;
  if (verdict === undefined) {
    return signedIn
      ? ({ kind: 'upgrade', text: 'U' } satisfies MarkerFace)
      : ({ kind: 'dash', text: missingValueText, reason: 'not-sent' } satisfies MarkerFace);
  }
  if (!isStationReadingFresh(station, nowMs, markerFreshnessContext(signedIn))) {
    return { kind: 'dash', text: missingValueText, reason: 'stale' } satisfies MarkerFace;
  }
  const style = sprayVerdictStyles[verdict];
  return {
    kind: 'value',
    text: style.mark,
    backgroundColor: style.backgroundColor,
    fontColor: style.fontColor,
    // Each state has its own mark, so no state needs hatching to be told apart without colour.
    hatched: false,
  } satisfies MarkerFace;
}

/** The verdict a value face stands for, read back from its mark. */
function verdictOfMark(mark: string): SprayVerdictKind {
  return legendOrder.find((kind) => sprayVerdictStyles[kind].mark === mark) ?? 'unknown';
}

/** What the marker says in words: the verdict, or why there is none (read by screen readers, shown in the list). */
export function sprayReadingText(face: MarkerFace): string {
  switch (face.kind) {
    case 'value':
      return sprayVerdictLabels[verdictOfMark(face.text)];
    case 'upgrade':
      return 'upgrade to see';
    case 'type-letter':
      return 'not judged here';
    case 'dash':
      return face.reason === 'not-sent' ? 'log in to see' : face.reason === 'stale' ? 'no recent reading' : 'unknown';
  }
}

/** The list of stations beside the map for spray conditions, alphabetical like the metrics' list. */
export function sprayStationListEntries(
  stations: readonly StationListItem[],
  context: { nowMs: number; signedIn: boolean },
): StationListEntry[] {
  return sortStations(stations, 'alphabetical').map((station) => {
    const face = sprayMarkerFace(station, context);
    return { slug: station.slug, name: station.name, face, readingText: sprayReadingText(face), bandText: null };
  });
}

/**
 * Why every marker shows a dash or 'U' for spray conditions, if that is so: a visitor needs an account
 * ('log-in'); a member whose plan has no verdicts needs to upgrade ('upgrade').
 */
export function sprayLockedReason(
  stations: readonly StationListItem[],
  signedIn: boolean,
): 'log-in' | 'upgrade' | null {
  if (!signedIn) return 'log-in';
  if (stations.length === 0) return null;
  return stations.every((station) => station.spray_verdict === undefined) ? 'upgrade' : null;
}
