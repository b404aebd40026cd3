/**
 * The time window of a graph (spec §9 "Graphs"): which range choices a viewer gets for the
 * history their plan opens, the window each choice asks for, the button shown pressed, the caption of the
 * window on screen, the x extent that holds whole columns, and how many wind arrows fit along the plot.
 *
 * Sources, spec §9: "default window last 2 days. Span under 174,000,000 ms: no selector; under
 * 610,000,000 ms: 1d, 2d, All; under 2,764,800,000 ms (32 days): 1d, 2d, 1w, 2w, All. 1w is
 * 604,800,016 ms. Wind arrows thinned to about window width / 40 (about one per 40px)."
 */
import type { DataViewChart, TimeWindow } from '../contracts/data-views.schema';
import { stationDateTimeText } from './station-time-text';

export const graphRangeChoices = ['1d', '2d', '1w', '2w', 'all'] as const;
export type GraphRangeChoice = (typeof graphRangeChoices)[number];
type TimedChoice = Exclude<GraphRangeChoice, 'all'>;

/** 1w is the spec's 604,800,016 ms (16 ms over seven days), kept as written; 2w is two of them. */
export const graphRangeDurationsMs: Readonly<Record<TimedChoice, number>> = {
  '1d': 86_400_000,
  '2d': 172_800_000,
  '1w': 604_800_016,
  '2w': 2 * 604_800_016,
};

/** Spec §9: a graph opens on the last 2 days. */
export const graphDefaultWindowMs = graphRangeDurationsMs['2d'];

export const graphRangeLabels: Readonly<Record<GraphRangeChoice, string>> = {
  '1d': '1d',
  '2d': '2d',
  '1w': '1w',
  '2w': '2w',
  all: 'All',
};

const noSelectorBelowMs = 174_000_000;
const shortSelectorBelowMs = 610_000_000;
const fullSelectorBelowMs = 2_764_800_000;
const shortChoices: readonly GraphRangeChoice[] = ['1d', '2d', 'all'];

/** What the rules read of a chart's time_window. */
export type GraphTimeWindow = Pick<TimeWindow, 'from_ms' | 'to_ms' | 'earliest_ms'>;

/** The earliest time the viewer may see: the plan's limit, else (no data yet) the window's own start. */
export function graphEarliestMs(window: GraphTimeWindow): number {
  return window.earliest_ms ?? window.from_ms;
}

/** The history the viewer may look through: from the earliest time allowed to the window's end. */
export function graphAvailableSpanMs(window: GraphTimeWindow): number {
  return Math.max(0, window.to_ms - graphEarliestMs(window));
}

/** The choices of the range selector for a span; empty means no selector. */
export function graphRangeChoicesForSpan(spanMs: number): readonly GraphRangeChoice[] {
  if (spanMs < noSelectorBelowMs) return [];
  if (spanMs < shortSelectorBelowMs) return shortChoices;
  if (spanMs < fullSelectorBelowMs) return graphRangeChoices;
  // Spans of 32 days and more (extended history, months and years of rain totals): the spec is silent,
  // so they keep the five choices of the longest span it names.
  return graphRangeChoices;
}

/** The window a choice asks for, ending at `toMs`: never before the earliest time the viewer may see. */
export function graphRangeWindow(
  choice: GraphRangeChoice,
  bounds: { toMs: number; earliestMs: number },
): { fromMs: number; toMs: number } {
  const { toMs, earliestMs } = bounds;
  if (choice === 'all') return { fromMs: Math.min(earliestMs, toMs), toMs };
  return { fromMs: Math.min(toMs, Math.max(earliestMs, toMs - graphRangeDurationsMs[choice])), toMs };
}

/** The default window (spec §9): the last 2 days of the available span. */
export function graphDefaultWindow(window: GraphTimeWindow): { fromMs: number; toMs: number } {
  return graphRangeWindow('2d', { toMs: window.to_ms, earliestMs: graphEarliestMs(window) });
}

/**
 * The choice shown pressed: the one picked, or for a view's own opening window, '2d' when it is the
 * default 2 days, 'All' when it already starts at the earliest time allowed, else none (the 7 rain days or
 * 3 months some views open on match no choice).
 */
export function pressedGraphRange(selected: GraphRangeChoice | null, shown: GraphTimeWindow): GraphRangeChoice | null {
  if (selected !== null) return selected;
  if (shown.to_ms - shown.from_ms === graphDefaultWindowMs) return '2d';
  if (shown.from_ms <= graphEarliestMs(shown)) return 'all';
  return null;
}

const minPoints = 10;
const maxPoints = 5000;
/** Widths are rounded up to this step so a few pixels of resizing do not ask the server again. */
const widthStepPx = 50;

/** max_points of a request: about one point per pixel of plot width, within what the API accepts. */
export function graphMaxPoints(plotWidthPx: number): number {
  if (!Number.isFinite(plotWidthPx) || plotWidthPx <= 0) return minPoints;
  return Math.min(maxPoints, Math.max(minPoints, Math.ceil(plotWidthPx / widthStepPx) * widthStepPx));
}

/** Spec §9: about one wind arrow per 40 px of plot width. */
export const windArrowSpacingPx = 40;

/**
 * The arrows to draw: the window is cut into one slot per 40 px and each series keeps, per slot, the arrow
 * nearest the slot's middle, so arrows stay evenly spread however the server sampled them. Arrows outside
 * the window are dropped; the order is the input's (series, then time).
 */
export function thinWindArrows<A extends { series_id: string; t_ms: number }>(
  arrows: readonly A[],
  view: { fromMs: number; toMs: number; plotWidthPx: number },
): A[] {
  const { fromMs, toMs, plotWidthPx } = view;
  if (!(toMs > fromMs) || !(plotWidthPx > 0)) return [];
  const slots = Math.max(1, Math.floor(plotWidthPx / windArrowSpacingPx));
  const slotMs = (toMs - fromMs) / slots;
  const best = new Map<string, { arrow: A; distanceMs: number }>();
  for (const arrow of arrows) {
    if (arrow.t_ms < fromMs || arrow.t_ms > toMs) continue;
    const slot = Math.min(slots - 1, Math.floor((arrow.t_ms - fromMs) / slotMs));
    const distanceMs = Math.abs(arrow.t_ms - (fromMs + (slot + 0.5) * slotMs));
    const key = `${arrow.series_id}\u0000${slot}`;
    const kept = best.get(key);
    if (!kept || distanceMs < kept.distanceMs) best.set(key, { arrow, distanceMs });
  }
  const chosen = new Set([...best.values()].map((entry) => entry.arrow));
  return arrows.filter((arrow) => chosen.has(arrow));
}

/** The window on screen as text, in the site's time zone: '20/11/2026 14:00 – 22/11/2026 14:00'. */
export function graphWindowCaption(fromMs: number, toMs: number, timeZone: string): string {
  return `${stationDateTimeText(fromMs, timeZone)} – ${stationDateTimeText(toMs, timeZone)}`;
}

/** True when any series has a value to draw; otherwise the graph says 'No data found.' */
export function graphHasData(series: DataViewChart['series']): boolean {
  return series.some((s) => s.points.some(([, value]) => value !== null));
}

type ResolutionKind = DataViewChart['resolution']['kind'];

/**
 * Where a column stands against its time stamp: rain sums per bucket and daily (9am-day) totals are
 * stamped at the end of what they add up, monthly and yearly totals at its start.
 */
export function columnPlacement(kind: ResolutionKind): 'before' | 'after' {
  return kind === 'month' || kind === 'year' ? 'after' : 'before';
}

const nominalColumnMs: Readonly<Partial<Record<ResolutionKind, number>>> = {
  day: 86_400_000,
  month: 30.4375 * 86_400_000,
  year: 365.25 * 86_400_000,
};

/** How much time one column covers: the chart's bucket, else a day, an average month or year. */
export function columnWidthMs(resolution: DataViewChart['resolution']): number {
  return resolution.bucket_ms ?? nominalColumnMs[resolution.kind] ?? 0;
}

/**
 * The x extent to draw: the window, widened where a column chart's first or last column would otherwise
 * be cut (a rain day ends at 9am tomorrow; this year's total starts in January). `columnWidthMs` is the
 * spacing of the columns (their width).
 */
export function graphXRangeMs(
  window: Pick<TimeWindow, 'from_ms' | 'to_ms'>,
  columns: { kind: ResolutionKind; widthMs: number; firstMs: number; lastMs: number } | null,
): [number, number] {
  if (columns === null) return [window.from_ms, window.to_ms];
  const placement = columnPlacement(columns.kind);
  const first = placement === 'before' ? columns.firstMs - columns.widthMs : columns.firstMs;
  const last = placement === 'after' ? columns.lastMs + columns.widthMs : columns.lastMs;
  return [Math.min(window.from_ms, first), Math.max(window.to_ms, last)];
}

/** The label of the band holding a value ([from, to), open ends unbounded), or null outside them all. */
export function bandLabelAt(
  bands: readonly { from: number | null; to: number | null; label: string }[],
  value: number,
): string | null {
  const band = bands.find((b) => (b.from === null || value >= b.from) && (b.to === null || value < b.to));
  return band ? band.label : null;
}
