/**
 * Which values are estimates rather than measurements, decided once here for the server to send and
 * the browser to mark 'est.' (metrics.md §1.3, §4.8, §4.11): σw where there is no sonic anemometer
 * (standard and hilltop masts, from VTD and wind), and ET₀ by Hargreaves where there is no
 * pyranometer (BoM stations, from the day's highest and lowest temperatures only).
 */
import type { StationType } from '../stations/raw-channels';
import type { MetricKey } from './metric-catalogue';

/** The station types whose instruments cannot measure the metric, so it is estimated there. */
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
