import type { DataViewChart } from '@mesonet/shared/contracts/data-views.schema';
import {
  bandLabelAt,
  columnPlacement,
  columnWidthMs,
  graphXRangeMs,
  thinWindArrows,
} from '@mesonet/shared/data-views/graph-range';
import { windArrowTowardsDeg } from '@mesonet/shared/map/station-popup';
import uPlot from 'uplot';
import type { Theme } from '@/lib/theme-choice';
import { axisColours, bandOpacity, columnOpacity, seriesColour } from './graph-palette';

/**
 * uPlot options for a data-view chart: one y axis per chart axis (left, then right), columns, steps and
 * lines, threshold bands washed behind the plot and wind arrows along its top. Only the uPlot chunk
 * imports this file, so none of it weighs on the routes that show no chart.
 */

type Chart = DataViewChart;
type ChartSeries = Chart['series'][number];
type ChartAxis = Chart['axes'][number];

/** The chart a plot draws now: hooks read it at draw time, so new data needs no new plot. */
export interface LiveChart {
  current: Chart;
}

export interface ChartLook {
  /** The small chart of a graph card: first axis only, no labels, no legend. */
  compact: boolean;
  /** A phone-wide plot (under the sm breakpoint): smaller text and fewer ticks. */
  narrow: boolean;
  /** The theme drawn in: the canvas takes colours from code, not from CSS. */
  theme: Theme;
}

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
/** Height of a row of wind arrows and the arrows' size, full and on a card. */
const arrowRow = { full: { rowPx: 20, sizePx: 15 }, compact: { rowPx: 14, sizePx: 11 } } as const;
/** The map popup's arrow (wind-arrow.tsx), pointing up in a 24-unit box. */
const arrowPath = 'M12 2 L19 13 H14 V22 H10 V13 H5 Z';

/** What makes two answers drawable by the same plot: the same series, axes, columns and extras. */
export function chartShapeKey(chart: Chart): string {
  return JSON.stringify([
    chart.series.map((s) => [s.id, s.axis_id, s.render]),
    chart.axes.map((a) => a.id),
    chart.resolution.kind,
    chart.threshold_bands.length,
    arrowRows(chart),
  ]);
}

/**
 * uPlot's aligned data: the times of every series, then one column per series. An explicit null stays a
 * gap in the line; the holes joining leaves (a downsampled series' min and max fall at its own times) are
 * undefined, which uPlot draws straight across.
 */
export function chartData(chart: Chart): uPlot.AlignedData {
  if (chart.series.length === 0) return [[]];
  const tables = chart.series.map((s): uPlot.AlignedData => [
    s.points.map(([t]) => t),
    s.points.map(([, value]) => value),
  ]);
  return uPlot.join(tables);
}

/** The series that carry wind arrows, in the order of their rows (top first). */
function arrowRows(chart: Chart): string[] {
  return [...new Set(chart.wind_arrows.map((a) => a.series_id))];
}

const numberFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

function isStateAxis(axis: ChartAxis | undefined): boolean {
  return axis?.unit === 'state';
}

function bandsOfAxis(chart: Chart, axisId: string) {
  return chart.threshold_bands.find((group) => group.axis_id === axisId)?.bands ?? [];
}

function legendLabel(series: ChartSeries, axis: ChartAxis | undefined): string {
  return isStateAxis(axis) ? series.name : `${series.name} (${series.unit})`;
}

/** The time in the legend, in the site's zone and as precise as the chart's points; a dash until tapped. */
function legendTime(kind: Chart['resolution']['kind'], timeZone: string) {
  const format = uPlot.fmtDate(legendTimeTemplate(kind));
  return (_u: uPlot, ms: number | null) => (ms === null ? '–' : format(uPlot.tzDate(new Date(ms), timeZone)));
}

function legendTimeTemplate(kind: Chart['resolution']['kind']): string {
  switch (kind) {
    case 'day':
      return '{DD}/{MM}/{YYYY}';
    case 'month':
      return '{MMM} {YYYY}';
    case 'year':
      return '{YYYY}';
    default:
      return '{DD}/{MM}/{YYYY} {HH}:{mm}';
  }
}

// Time-axis labels in ms (uPlot's `ms: 1`): [tick step, label, then what is added below it when the year,
// month, day, hour, minute or second rolls over, mode 1 = add]. 24-hour time and day-month order, as
// Australians write them.
const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const timeAxisValues: uPlot.Axis.TimeValuesConfig = [
  [365 * day, '{YYYY}', null, null, null, null, null, null, 1],
  [28 * day, '{MMM}', '\n{YYYY}', null, null, null, null, null, 1],
  [day, '{D} {MMM}', '\n{YYYY}', null, null, null, null, null, 1],
  [hour, '{HH}:{mm}', '\n{D} {MMM} {YYYY}', null, '\n{D} {MMM}', null, null, null, 1],
  [minute, '{HH}:{mm}', '\n{D} {MMM} {YYYY}', null, '\n{D} {MMM}', null, null, null, 1],
];

/**
 * Tick steps for columns of whole days, months or years, so ticks fall on their boundaries; uPlot snaps
 * steps of 30 days and 365 days to months and years. Other charts keep uPlot's own steps.
 */
function timeAxisIncrs(kind: Chart['resolution']['kind']): number[] | undefined {
  const month = 30 * day;
  const year = 365 * day;
  const years = [year, 2 * year, 5 * year, 10 * year];
  if (kind === 'year') return years;
  if (kind === 'month') return [month, 2 * month, 3 * month, 6 * month, ...years];
  if (kind === 'day') return [day, 2 * day, 7 * day, 14 * day, month, 2 * month, 3 * month, 6 * month, ...years];
  return undefined;
}

/** One line for the small charts of cards: a new day replaces its midnight, a new year its January. */
const compactTimeAxisValues: uPlot.Axis.TimeValuesConfig = [
  [365 * day, '{YYYY}', null, null, null, null, null, null, 0],
  [28 * day, '{MMM}', '{MMM} {YYYY}', null, null, null, null, null, 0],
  [day, '{D} {MMM}', null, null, null, null, null, null, 0],
  [hour, '{HH}:{mm}', '{D} {MMM}', null, '{D} {MMM}', null, null, null, 0],
  [minute, '{HH}:{mm}', '{D} {MMM}', null, '{D} {MMM}', null, null, null, 0],
];

/** Amounts, speeds and indices cannot be negative: their axes start at zero so columns and calm read true. */
const zeroBasedUnits = new Set(['mm', 'km/h', 'm/s', 'index']);

function yRange(chart: Chart, axis: ChartAxis): uPlot.Scale.Range {
  if (isStateAxis(axis)) {
    // Whole-number states, each given its own band's height (see drawBands).
    const starts = bandsOfAxis(chart, axis.id).flatMap((b) => (b.from === null ? [] : [b.from]));
    return (_u, min, max) => [Math.min(min ?? 0, ...starts) - 0.5, Math.max(max ?? 0, ...starts) + 0.5];
  }
  const zeroBased =
    zeroBasedUnits.has(axis.unit) || chart.series.some((s) => s.axis_id === axis.id && s.render === 'column');
  if (!zeroBased) return { min: { pad: 0.1, soft: 0, mode: 3 }, max: { pad: 0.1, soft: 0, mode: 3 } };
  return (_u, min, max) => {
    const top = Math.max(max ?? 0, 0);
    if (top === 0) return [Math.min(min ?? 0, 0), 1];
    return [Math.min(min ?? 0, 0), uPlot.rangeNum(0, top, 0.1, true)[1] ?? top];
  };
}

/**
 * Columns drawn over the time they add up (a rain hour or 9am day ends at its stamp; a month or year
 * starts at it), with a small gap between neighbours.
 */
function columnPaths(chart: Chart): uPlot.Series.PathBuilder {
  const widthMs = columnWidthMs(chart.resolution);
  const placement = columnPlacement(chart.resolution.kind);
  return (u, seriesIdx, idx0, idx1) => {
    const times = u.data[0];
    const values = u.data[seriesIdx]!;
    const scale = u.series[seriesIdx]!.scale!;
    const path = new Path2D();
    const baseline = u.valToPos(0, scale, true);
    for (let i = idx0; i <= idx1; i++) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      const t = times[i]!;
      const [startMs, endMs] = placement === 'before' ? [t - widthMs, t] : [t, t + widthMs];
      const left = u.valToPos(startMs, 'x', true);
      const right = u.valToPos(endMs, 'x', true);
      // A clear gap between neighbours, wider for wide columns (months) but never more than a finger.
      const gap = Math.min((right - left) * 0.15, 12 * uPlot.pxRatio);
      const top = u.valToPos(value, scale, true);
      path.rect(left + gap / 2, Math.min(top, baseline), Math.max(1, right - left - gap), Math.abs(baseline - top));
    }
    return { stroke: path, fill: path };
  };
}

/** The legend's value: a state's band name ('Hazardous inversion'), else the number. */
function legendValue(chart: Chart, series: ChartSeries, axis: ChartAxis | undefined) {
  const bands = isStateAxis(axis) ? bandsOfAxis(chart, series.axis_id) : [];
  return (_u: uPlot, value: number | null) => {
    if (value === null || value === undefined) return '–';
    return (bands.length > 0 ? bandLabelAt(bands, value) : null) ?? numberFormat.format(value);
  };
}

function withOpacity(hex: string, opacity: number): string {
  const alpha = Math.round(opacity * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${alpha}`;
}

/** The bands of the chart's legend behind the plot, on their axis's scale; open ends reach the plot's edge. */
function drawBands(u: uPlot, chart: Chart): void {
  const { ctx } = u;
  const { left, top, width, height } = u.bbox;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  ctx.globalAlpha = bandOpacity;
  for (const group of chart.threshold_bands) {
    const scale = u.scales[group.axis_id];
    if (!scale || scale.min === undefined || scale.max === undefined) continue;
    // States are whole numbers: each state's band is centred on it, so the step line runs through its colour.
    const shift = isStateAxis(chart.axes.find((a) => a.id === group.axis_id)) ? -0.5 : 0;
    for (const band of group.bands) {
      const low = Math.max(band.from === null ? scale.min : band.from + shift, scale.min);
      const high = Math.min(band.to === null ? scale.max : band.to + shift, scale.max);
      if (!(high > low)) continue;
      const y1 = u.valToPos(low, group.axis_id, true);
      const y2 = u.valToPos(high, group.axis_id, true);
      ctx.fillStyle = band.background_color;
      ctx.fillRect(left, Math.min(y1, y2), width, Math.abs(y1 - y2));
    }
  }
  ctx.restore();
}

/** Wind arrows in rows above the plot (one row per wind height), pointing downwind, about one per 40 px. */
function drawWindArrows(u: uPlot, chart: Chart, { compact, theme }: ChartLook): void {
  const rows = arrowRows(chart);
  const x = u.scales.x;
  if (rows.length === 0 || !x || x.min === undefined || x.max === undefined) return;
  const ratio = uPlot.pxRatio;
  const kept = thinWindArrows(chart.wind_arrows, { fromMs: x.min, toMs: x.max, plotWidthPx: u.bbox.width / ratio });
  const { rowPx, sizePx } = arrowRow[compact ? 'compact' : 'full'];
  const shape = new Path2D(arrowPath);
  const scale = (sizePx / 24) * ratio;
  const { ctx } = u;
  for (const arrow of kept) {
    const row = rows.indexOf(arrow.series_id);
    const seriesIndex = chart.series.findIndex((s) => s.id === arrow.series_id);
    const cx = u.valToPos(arrow.t_ms, 'x', true);
    const cy = u.bbox.top - (rows.length - row - 0.5) * rowPx * ratio;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate((windArrowTowardsDeg(arrow.direction_deg) * Math.PI) / 180);
    ctx.scale(scale, scale);
    ctx.translate(-12, -12);
    ctx.fillStyle = seriesColour(Math.max(0, seriesIndex), theme);
    ctx.fill(shape);
    ctx.restore();
  }
}

/** Room for the widest value label of a y axis, measured in the axis font. */
function yAxisSize(fontPx: number) {
  return (u: uPlot, values: string[] | null): number => {
    if (!values || values.length === 0) return 30;
    u.ctx.save();
    u.ctx.font = `${fontPx * uPlot.pxRatio}px ${fontFamily}`;
    const widest = Math.max(...values.map((v) => u.ctx.measureText(String(v)).width)) / uPlot.pxRatio;
    u.ctx.restore();
    return Math.ceil(widest) + 12;
  };
}

export function chartOptions(
  live: LiveChart,
  look: ChartLook,
  size: { width: number; height: number },
  timeZone: string,
): uPlot.Options {
  const chart = live.current;
  const fontPx = look.compact || look.narrow ? 11 : 12;
  const font = `${fontPx}px ${fontFamily}`;
  const rows = arrowRows(chart).length;

  const xAxis = xAxisOf(chart, look, font);
  const yAxes = yAxesOf(chart, look, fontPx);

  const scales: uPlot.Scales = {
    x: { time: true, range: () => xRange(live.current) },
  };
  for (const axis of chart.axes) scales[axis.id] = { range: yRange(chart, axis) };

  return {
    width: size.width,
    height: size.height,
    ms: 1,
    tzDate: (ms) => uPlot.tzDate(new Date(ms), timeZone),
    padding: [rows > 0 ? rows * arrowRow[look.compact ? 'compact' : 'full'].rowPx + 4 : 12, null, null, null],
    scales,
    axes: [xAxis, ...yAxes],
    series: [
      { label: 'Time', value: legendTime(chart.resolution.kind, timeZone) },
      ...chart.series.map((series, i) => seriesOf(chart, series, i, look)),
    ],
    legend: { show: !look.compact, live: true },
    cursor: {
      show: !look.compact,
      // The range buttons choose the window; dragging would zoom away from what the caption says.
      drag: { x: false, y: false, setScale: false },
      points: { size: 8, width: 2 },
    },
    hooks: {
      drawClear: [(u) => drawBands(u, live.current)],
      draw: [(u) => drawWindArrows(u, live.current, look)],
    },
  };
}

/** The time axis: denser labels on a phone, only the essentials on a dashboard card. */
function xAxisOf(chart: Chart, look: ChartLook, font: string): uPlot.Axis {
  return {
    scale: 'x',
    font,
    stroke: axisColours[look.theme].text,
    space: look.compact ? 80 : look.narrow ? 64 : 90,
    values: look.compact ? compactTimeAxisValues : timeAxisValues,
    incrs: timeAxisIncrs(chart.resolution.kind),
    size: look.compact ? 24 : 48,
    grid: { stroke: axisColours[look.theme].grid, width: 1 },
    ticks: { stroke: axisColours[look.theme].ticks, width: 1, size: 4 },
  };
}

/** One value axis per unit, alternating left and right; a compact chart shows only the first. */
function yAxesOf(chart: Chart, look: ChartLook, fontPx: number): uPlot.Axis[] {
  const font = `${fontPx}px ${fontFamily}`;
  const labelFont = `600 ${fontPx}px ${fontFamily}`;
  return chart.axes.map((axis, i): uPlot.Axis => ({
    scale: axis.id,
    show: !look.compact || i === 0,
    side: i % 2 === 0 ? 3 : 1,
    font,
    labelFont,
    label: look.compact ? undefined : axis.label,
    labelSize: look.compact ? 0 : fontPx + 6,
    labelGap: 2,
    stroke: axisColours[look.theme].text,
    space: look.compact ? 24 : 32,
    size: yAxisSize(fontPx),
    ...(isStateAxis(axis) ? { incrs: [1] } : {}),
    grid: { show: i === 0, stroke: axisColours[look.theme].grid, width: 1 },
    ticks: { stroke: axisColours[look.theme].ticks, width: 1, size: 4 },
  }));
}

/** A series drawn as a line, steps or columns, in its colour, on its axis. */
function seriesOf(chart: Chart, series: ChartSeries, i: number, look: ChartLook): uPlot.Series {
  const colour = seriesColour(i, look.theme);
  const axis = chart.axes.find((a) => a.id === series.axis_id);
  return {
    label: legendLabel(series, axis),
    scale: series.axis_id,
    stroke: colour,
    width: look.compact ? 1.5 : 2,
    fill: series.render === 'column' ? withOpacity(colour, columnOpacity) : undefined,
    paths:
      series.render === 'column'
        ? columnPaths(chart)
        : series.render === 'step'
          ? uPlot.paths.stepped!({ align: 1 })
          : undefined,
    points: { show: false },
    spanGaps: false,
    value: legendValue(chart, series, axis),
  };
}

/** The x extent: the answer's window, widened to hold whole columns. */
function xRange(chart: Chart): uPlot.Range.MinMax {
  const columns = chart.series.find((s) => s.render === 'column' && s.points.length > 0);
  if (!columns) return graphXRangeMs(chart.time_window, null);
  return graphXRangeMs(chart.time_window, {
    kind: chart.resolution.kind,
    widthMs: columnWidthMs(chart.resolution),
    firstMs: columns.points[0]![0],
    lastMs: columns.points[columns.points.length - 1]![0],
  });
}
