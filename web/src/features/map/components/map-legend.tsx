import { metricCatalogue, type MapMetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { useLegendBands } from '@/lib/legend-bands-query';
import { LegendBands } from '@/components/legend-bands/legend-bands';
import { MetricExplanationButton } from '@/components/metric-explanation/metric-explanation-button';
import { legendBandsShown } from '@mesonet/shared/map/map-legend';
import { hatchedBands } from '@mesonet/shared/metrics/legend-patterns';
import { LockedLegendNote, MapLegendFrame } from '@/components/legend-bands/map-legend-frame';

interface MapLegendProps {
  metric: MapMetricKey;
  /** Why the markers show no values for this metric, if that is so (see metricLockedReason). */
  lockedReason: 'log-in' | 'upgrade' | null;
  /** No map tiles could be fetched: the map shows the built-in outline instead. */
  tilesOffline: boolean;
  onUpgrade: (opener: HTMLElement) => void;
}

/**
 * Spec §2 "Legend": the selected metric's colour bands with their thresholds and unit, each swatch with
 * its text (no information by colour alone), and the 'i' that explains the metric and its colours.
 */
export function MapLegend({ metric, lockedReason, tilesOffline, onUpgrade }: MapLegendProps) {
  const definition = metricCatalogue[metric];
  const legends = useLegendBands();
  const bands = legendBandsShown(metric, legends);
  // Hatching is worked out on the whole legend, as the markers do, even where 'Nil' is left out.
  const hatched = hatchedBands(legends[metric] ?? []);
  const unit = definition.legend?.unit ?? definition.unit;

  return (
    <MapLegendFrame
      title={
        <>
          {definition.label} <span className="map-legend__unit">({unit})</span>
        </>
      }
      explanation={<MetricExplanationButton metric={metric} />}
      notice={
        tilesOffline ? (
          <p className="map-legend__offline" role="status">
            Map tiles unavailable: showing the built-in outline map.
          </p>
        ) : null
      }
    >
      <LegendBands bands={bands} hatched={hatched} className="map-legend__bands" />
      <LockedLegendNote
        reason={lockedReason}
        subjectForMembers={`${definition.label} is`}
        notInPlan={definition.label}
        onUpgrade={onUpgrade}
      />
    </MapLegendFrame>
  );
}
