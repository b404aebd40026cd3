import type { MetricKey } from '@mesonet/shared/metrics/metric-catalogue';

export interface MetricExplanationButtonProps {
  metric: MetricKey;
  /** Visible text of the button; an info icon when omitted. */
  children?: React.ReactNode;
}

/** Stub until the explanation panel lands: opens what the metric means, its formula, thresholds and source. */
export function MetricExplanationButton({ metric }: MetricExplanationButtonProps) {
  return <span data-metric={metric} />;
}
