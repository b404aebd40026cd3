import type { DataViewChart } from '@mesonet/shared/contracts/data-views.schema';
import { useEffect, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useResolvedTheme } from '@/lib/theme-store';
import { chartData, chartOptions, chartShapeKey, type LiveChart } from './chart-options';
import './uplot-chart.css';

export interface UplotChartProps {
  chart: DataViewChart;
  /** The site's time zone: the time axis and the legend read in it. */
  timeZone: string;
  width: number;
  height: number;
  /** The small chart of a graph card. */
  compact?: boolean;
}

/** Narrower than the sm breakpoint: phone text sizes and fewer ticks. */
const narrowBelowPx = 500;

/**
 * One uPlot plot. It is built again only when the chart's shape (series, axes, columns) or look changes;
 * a refresh with the same shape swaps the data in place, so a value the grower tapped stays in the legend.
 */
export function UplotChart({ chart, timeZone, width, height, compact = false }: UplotChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const liveRef = useRef<LiveChart>({ current: chart });
  // The props of the last render, for the build below (which must not run again for each of them).
  const latestRef = useRef({ chart, width, height });
  const narrow = width < narrowBelowPx;
  const theme = useResolvedTheme();
  const shape = chartShapeKey(chart);

  useLayoutEffect(() => {
    latestRef.current = { chart, width, height };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const { chart: latest, width: latestWidth, height: latestHeight } = latestRef.current;
    const live = liveRef.current;
    live.current = latest;
    const plot = new uPlot(
      chartOptions(live, { compact, narrow, theme }, { width: latestWidth, height: latestHeight }, timeZone),
      chartData(latest),
      host,
    );
    plotRef.current = plot;
    return () => {
      plot.destroy();
      plotRef.current = null;
    };
  }, [shape, compact, narrow, theme, timeZone]);

  useEffect(() => {
    const live = liveRef.current;
    if (live.current === chart) return;
    live.current = chart;
    plotRef.current?.setData(chartData(chart));
  }, [chart]);

  useEffect(() => {
    plotRef.current?.setSize({ width, height });
  }, [width, height]);

  return <div ref={hostRef} className="uplot-chart" />;
}
