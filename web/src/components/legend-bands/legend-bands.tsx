import { hatchedBands } from '@mesonet/shared/metrics/legend-patterns';
import type { MetricLegendBand } from '@mesonet/shared/metrics/metric-legends';
import './legend-bands.css';
import './legend-hatch.css';

/**
 * A metric's colour bands, each swatch with its words beside it, so no band is told by colour alone.
 * `className` sizes the list for where it stands (the map's legend, a metric's explanation).
 */
export function LegendBands({
  bands,
  className,
  hatched = hatchedBands(bands),
}: {
  bands: readonly MetricLegendBand[];
  className: string;
  /** Bands drawn hatched, as on the markers; worked out from the whole legend when some bands are left out. */
  hatched?: ReadonlySet<MetricLegendBand>;
}) {
  return (
    <ul className={`legend-bands ${className}`}>
      {bands.map((band) => (
        <li key={band.threshold_value} className="legend-bands__band">
          <span
            className={hatched.has(band) ? 'legend-bands__swatch legend-hatch' : 'legend-bands__swatch'}
            style={{ backgroundColor: band.background_color, color: band.font_color }}
            aria-hidden="true"
          />
          {band.label}
        </li>
      ))}
    </ul>
  );
}
