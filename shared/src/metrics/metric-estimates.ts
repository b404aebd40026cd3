/**
 * Which values are estimates rather than measurements (metrics.md §1.3, §4.8, §4.11). Each value is
 * marked 'est.' by the method it was worked out with, which the server keeps beside it: σw from VTD
 * and wind where no sonic anemometer reading exists, ET₀ by Hargreaves where a day's solar radiation,
 * humidity or wind is missing. The station type's rule below is the default where a type never
 * measures the input (standard and hilltop masts have no sonic; BoM stations no pyranometer).
 */
import type { StationType } from '../stations/raw-channels';
import type { MetricKey } from './metric-catalogue';

/** The station types whose instruments never measure the metric, so it is always estimated there. */
const estimatedAt: Readonly<Partial<Record<MetricKey, readonly StationType[]>>> = {
  sigmaw10: ['standard', 'hilltop'],
  evapotranspiration: ['bom'],
};

export function isMetricEstimated(awsType: StationType, metricKey: MetricKey): boolean {
  return estimatedAt[metricKey]?.includes(awsType) ?? false;
}

/** The mark beside an estimated value, its series name, column header and table cell. */
export const estimateMark = 'est.';

/** A label or header with the mark: 'Turbulence σw 10 m (est.)'. */
export function withEstimateMark(label: string, estimated: boolean): string {
  return estimated ? `${label} (${estimateMark})` : label;
}
