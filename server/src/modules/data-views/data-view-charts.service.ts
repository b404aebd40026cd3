import type { DataViewChart } from '@mesonet/shared/contracts/data-views.schema';
import type { ChartDeps, ChartRequest } from './chart-steps';
import { dataViewChart } from './data-view-chart';

/** Graph data views; the operation lives in data-view-chart.ts and its steps in the files it names. */
export function createDataViewChartsService(deps: ChartDeps) {
  return {
    chart: (request: ChartRequest): Promise<DataViewChart> => dataViewChart(deps, request),
  };
}
export type DataViewChartsService = ReturnType<typeof createDataViewChartsService>;
