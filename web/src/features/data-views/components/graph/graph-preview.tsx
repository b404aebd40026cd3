import type { DataViewStationRef } from '@mesonet/shared/contracts/data-views.schema';
import { graphHasData, graphMaxPoints } from '@mesonet/shared/data-views/graph-range';
import { Suspense, useEffect, useState } from 'react';
import { readStoredUser } from '@/lib/session';
import { useDataViewChartQuery } from '../../api/get-data-view-chart';
import { LazyUplotChart } from './lazy-uplot-chart';
import { useElementWidth } from './use-element-width';
import '@/components/ui/button.css';
import './graph-view.css';

export interface GraphPreviewProps {
  site: DataViewStationRef;
  dataViewSlug: string;
  /** Accessible name of the small chart (the graph's name). */
  title: string;
}

const previewHeightPx = 130;

/**
 * The small chart of a graph card: the view's own opening window (the last 48 hours for every graph but
 * the rain totals, which open on their 7 days, 3 months or 3 years), compact axes, no selector. It asks
 * the server only while scrolled into view, so a dashboard of a dozen cards costs what the grower sees.
 */
export function GraphPreview({ site: station, dataViewSlug, title }: GraphPreviewProps) {
  const [userId] = useState(() => readStoredUser()?.id ?? null);
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frameRef]);

  const query = useDataViewChartQuery(
    { stationSlug: station.slug, dataViewSlug, range: null, maxPoints: graphMaxPoints(width ?? 0), earliestMs: null },
    userId,
    // Out of view it neither loads nor refreshes; what it drew stays until it is seen again.
    { enabled: visible && width !== null },
  );
  const chart = query.data?.chart ?? null;

  let body;
  if (query.isError && !chart) {
    body = (
      <p className="graph-preview__status">
        Could not load this graph.{' '}
        <button type="button" className="outline-button graph-view__retry" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (!chart || width === null) {
    body = <p className="graph-preview__status">Loading graph…</p>;
  } else if (!graphHasData(chart.series)) {
    body = <p className="graph-preview__status">No data found.</p>;
  } else {
    body = (
      <Suspense fallback={<p className="graph-preview__status">Loading graph…</p>}>
        <div role="img" aria-label={title}>
          <LazyUplotChart
            chart={chart}
            timeZone={station.timezone_name}
            width={width}
            height={previewHeightPx}
            compact
          />
        </div>
      </Suspense>
    );
  }

  return (
    <div
      ref={frameRef}
      className="graph-preview"
      aria-busy={query.isFetching || undefined}
      style={{ minHeight: previewHeightPx }}
    >
      {body}
    </div>
  );
}
