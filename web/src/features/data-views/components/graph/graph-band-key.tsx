import type { DataViewChart } from '@mesonet/shared/contracts/data-views.schema';
import { bandOpacity } from './graph-palette';

/**
 * What each background colour means, in words beside the colour (text beside every
 * colour), under the axis it belongs to.
 */
export function GraphBandKey({ chart }: { chart: DataViewChart }) {
  if (chart.threshold_bands.length === 0) return null;
  return (
    <div className="graph-band-key">
      {chart.threshold_bands.map((group) => {
        const axis = chart.axes.find((a) => a.id === group.axis_id);
        const title = axis ? `Bands: ${axis.label}` : 'Bands';
        return (
          <div key={`${group.metric_id}-${group.axis_id}`} className="graph-band-key__group">
            <p className="graph-band-key__title">{title}</p>
            <ul className="graph-band-key__list" aria-label={title}>
              {group.bands.map((band) => (
                <li key={band.label} className="graph-band-key__item">
                  <span
                    className="graph-band-key__swatch"
                    // The wash the plot shows, edged in the band's full colour so pale bands still show.
                    style={{
                      background: `color-mix(in srgb, ${band.background_color} ${bandOpacity * 100}%, transparent)`,
                      borderColor: band.background_color,
                    }}
                    aria-hidden="true"
                  />
                  {band.label}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
