import type { DataViewChart, DataViewListItem, DataViewStationRef } from '@mesonet/shared/contracts/data-views.schema';
import {
  graphAvailableSpanMs,
  graphEarliestMs,
  graphHasData,
  graphMaxPoints,
  graphRangeChoicesForSpan,
  graphWindowCaption,
  pressedGraphRange,
  type GraphRangeChoice,
} from '@mesonet/shared/data-views/graph-range';
import { Suspense, useState } from 'react';
import { readStoredUser } from '@/lib/session';
import { useDataViewChartQuery } from '../../api/get-data-view-chart';
import { DownloadCsvButton } from '../download-csv-button';
import { GraphBandKey } from './graph-band-key';
import { GraphRangeSelector } from './graph-range-selector';
import { LazyUplotChart } from './lazy-uplot-chart';
import { useElementWidth } from './use-element-width';
import '@/components/ui/button.css';
import './graph-view.css';

export interface GraphViewProps {
  site: DataViewStationRef;
  /** The graph view (category 'graph') as the list or the dashboard gave it. */
  dataView: DataViewListItem;
  /** Open on the whole history the viewer may see ('Expanded All-History Graph') instead of the last 2 days. */
  initialRange?: 'default' | 'all';
}

/** Tall enough to read on a phone, never taller than a laptop screen can show with its buttons. */
function chartHeightPx(widthPx: number): number {
  return Math.round(Math.min(380, Math.max(240, widthPx * 0.55)));
}

/**
 * A full graph view: the chart of the window on screen, the range buttons its history
 * allows, the window in words, the key of its background bands and, where the plan allows, its CSV.
 */
export function GraphView(props: GraphViewProps) {
  // Another station, graph or opening range starts afresh: its own range buttons, its own first answer.
  return <Graph key={`${props.site.slug}/${props.dataView.slug}/${props.initialRange ?? 'default'}`} {...props} />;
}

function Graph({ site: station, dataView, initialRange = 'default' }: GraphViewProps) {
  const [userId] = useState(() => readStoredUser()?.id ?? null);
  const [range, setRange] = useState<GraphRangeChoice | null>(initialRange === 'all' ? 'all' : null);
  const [earliestMs, setEarliestMs] = useState<number | null>(null);
  const [frameRef, width] = useElementWidth<HTMLDivElement>();

  const query = useDataViewChartQuery(
    {
      stationSlug: station.slug,
      dataViewSlug: dataView.slug,
      range,
      maxPoints: graphMaxPoints(width ?? 0),
      earliestMs,
    },
    userId,
    { enabled: width !== null },
  );
  const chart = query.data?.chart ?? null;
  // The earliest time the plan opens, remembered from each answer for the next 'All' (set while rendering,
  // React's way of following a value that comes in with the props' data).
  const answeredEarliestMs = chart ? graphEarliestMs(chart.time_window) : null;
  if (answeredEarliestMs !== null && answeredEarliestMs !== earliestMs) setEarliestMs(answeredEarliestMs);

  const shown = chart?.time_window ?? null;
  const choices = shown ? graphRangeChoicesForSpan(graphAvailableSpanMs(shown)) : [];
  const updating = query.isPlaceholderData;

  return (
    <section className="graph-view" aria-label={dataView.name} aria-busy={query.isFetching || undefined}>
      {shown ? (
        <div className="graph-view__bar">
          {choices.length > 0 ? (
            <GraphRangeSelector choices={choices} pressed={pressedGraphRange(range, shown)} onSelect={setRange} />
          ) : null}
          {query.data?.data_download ? (
            <DownloadCsvButton
              window={{
                stationSlug: station.slug,
                dataViewSlug: dataView.slug,
                fromMs: shown.from_ms,
                toMs: shown.to_ms,
              }}
            />
          ) : null}
        </div>
      ) : null}
      {shown ? (
        <p className="graph-view__window">
          <span className="visually-hidden">Showing </span>
          <span className="graph-view__window-text">
            {graphWindowCaption(shown.from_ms, shown.to_ms, station.timezone_name)}
          </span>
          {updating ? <span className="graph-view__updating"> Loading…</span> : null}
        </p>
      ) : null}
      <div ref={frameRef} className="graph-view__frame" style={{ minHeight: width ? chartHeightPx(width) : undefined }}>
        <GraphBody
          chart={chart}
          failed={query.isError && !chart}
          loading={query.isPending}
          width={width}
          timeZone={station.timezone_name}
          onRetry={() => void query.refetch()}
        />
      </div>
      {chart ? <WindArrowNote chart={chart} /> : null}
      {chart?.forecast ? <ForecastNote forecast={chart.forecast} /> : null}
      {chart ? <GraphBandKey chart={chart} /> : null}
    </section>
  );
}

interface GraphBodyProps {
  chart: DataViewChart | null;
  failed: boolean;
  loading: boolean;
  width: number | null;
  timeZone: string;
  onRetry: () => void;
}

function GraphBody({ chart, failed, loading, width, timeZone, onRetry }: GraphBodyProps) {
  const loadingText = (
    <p className="graph-view__status" role="status">
      Loading graph…
    </p>
  );
  if (width === null || loading) return loadingText;
  if (failed || !chart) {
    return (
      <div className="graph-view__status graph-view__status--error" role="alert">
        <p>Could not load this graph.</p>
        <button type="button" className="outline-button graph-view__retry" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (!graphHasData(chart.series)) return <p className="graph-view__status">No data found.</p>;
  return (
    <Suspense fallback={loadingText}>
      <LazyUplotChart chart={chart} timeZone={timeZone} width={width} height={chartHeightPx(width)} />
    </Suspense>
  );
}

/** The arrows along the top say direction only by their angle and row: say which row is which. */
function WindArrowNote({ chart }: { chart: DataViewChart }) {
  const rows = [...new Set(chart.wind_arrows.map((a) => a.series_id))].map(
    (id) => chart.series.find((s) => s.id === id)?.name ?? id,
  );
  if (rows.length === 0) return null;
  const which =
    rows.length === 1 ? rows[0] : rows.map((name, i) => `${i === 0 ? 'top row' : 'next row'} ${name}`).join(', ');
  return <p className="graph-view__note">Arrows above the graph point the way the wind blows ({which}).</p>;
}

/**
 * The σw forecast's standing at this station: why it is not shown, or that it is a statistical
 * forecast with its chance of a hazardous inversion in two hours.
 */
function ForecastNote({ forecast }: { forecast: NonNullable<DataViewChart['forecast']> }) {
  const chance =
    forecast.latest === null
      ? null
      : `Statistical forecast: ${Math.round(forecast.latest.p_hazard * 100)} % chance that σw is hazardous (below 0.20 m/s) two hours after the latest reading.`;
  return (
    <>
      {forecast.notice ? <p className="graph-view__note graph-view__note--forecast">{forecast.notice}</p> : null}
      {forecast.shown && chance ? <p className="graph-view__note">{chance}</p> : null}
    </>
  );
}
