import { metricCatalogue, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { metricExplanations } from '@mesonet/shared/metrics/metric-explanations';
import type { RefObject } from 'react';
import { LegendBands } from '@/components/legend-bands/legend-bands';
import { useLegendBands } from '@/lib/legend-bands-query';
import { ExplanationDialog } from './explanation-dialog';

interface MetricExplanationDialogProps {
  metric: MetricKey;
  /** Opened beside this station's estimate: say that it is one and how it is worked out. */
  estimated?: boolean;
  onClose: () => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * A modal panel explaining one metric, over any map popup or legend scroll box;
 * every colour band is listed with its text beside the swatch.
 */
export function MetricExplanationDialog({
  metric,
  estimated = false,
  onClose,
  returnFocusRef,
}: MetricExplanationDialogProps) {
  const definition = metricCatalogue[metric];
  const { meaning, formula, source, estimate } = metricExplanations[metric];
  const legend = definition.legend;
  // The bands as served, so the explanation matches the map after an operator's edit.
  const bands = useLegendBands()[metric] ?? legend?.bands ?? [];

  return (
    <ExplanationDialog
      title={
        <>
          {definition.label} <span className="metric-explanation__unit">({definition.unit})</span>
        </>
      }
      meaning={meaning}
      source={source}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      {estimated && estimate ? (
        <>
          <h3 className="metric-explanation__heading">Estimated at this station</h3>
          <p>{estimate}</p>
        </>
      ) : null}
      <h3 className="metric-explanation__heading">How it is worked out</h3>
      <p>{formula}</p>
      {legend ? (
        <>
          <h3 className="metric-explanation__heading">What the colours mean</h3>
          <p className="metric-explanation__note">
            Thresholds in {legend.unit}. A reading takes the colour of the band it falls in.
          </p>
          <LegendBands bands={bands} className="metric-explanation__bands" />
        </>
      ) : null}
    </ExplanationDialog>
  );
}
