import type { MetricLegendBand } from '@mesonet/shared/metrics/metric-legends';
import './legend-bands.css';

/**
 * A metric's colour bands, each swatch with its words beside it, so no band is told by colour alone.
 * `className` sizes the list for where it stands (the map's legend, a metric's explanation).
 */
export function LegendBands({ bands, className }: { bands: readonly MetricLegendBand[]; className: string }) {
  return (
    <ul className={`legend-bands ${className}`}>
      {bands.map((band) => (
        <li key={band.threshold_value} className="legend-bands__band">
          <span
            className="legend-bands__swatch"
            style={{ backgroundColor: band.background_color }}
            aria-hidden="true"
          />
          {band.label}
        </li>
      ))}
    </ul>
  );
}
