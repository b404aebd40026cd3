/** What the steps of a graph data view share: its deps, the request and a built series. */
import type { DataViewSeries } from '@mesonet/shared/data-views/data-view-series';
import type { SeriesPoint } from '@mesonet/shared/data-views/downsample';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import type { StationRow } from '../stations/stations.tables';
import type { ViewWindowRequest } from './data-view-steps';
import type { DataViewsRepository } from './data-views.repository';
import type { StationForecaster } from './forecast-skill.service';

export interface ChartDeps {
  repository: DataViewsRepository;
  forecaster: (station: StationRow) => Promise<StationForecaster>;
}

export interface ChartRequest extends ViewWindowRequest {
  viewer: Viewer;
  maxPoints: number;
}

export interface BuiltSeries {
  series: DataViewSeries;
  points: SeriesPoint[];
}

export const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];
