import { metricCatalogue, type MapMetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLegendBands } from '@/lib/legend-bands-query';
import { LegendBands } from '@/components/legend-bands/legend-bands';
import { MetricExplanationButton } from '@/components/metric-explanation/metric-explanation-button';
import { paths } from '@/config/paths';
import { legendBandsShown } from '@mesonet/shared/map/map-legend';
import { hatchedBands } from '@mesonet/shared/metrics/legend-patterns';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import '@/components/ui/button.css';
import './map-legend.css';

interface MapLegendProps {
  metric: MapMetricKey;
  /** Why the markers show no values for this metric, if that is so (see metricLockedReason). */
  lockedReason: 'log-in' | 'upgrade' | null;
  /** No map tiles could be fetched: the map shows the built-in outline instead. */
  tilesOffline: boolean;
  onUpgrade: (opener: HTMLElement) => void;
}

/** Phones start with the legend folded to its title: open, it would take much of a small screen. */
function startsOpen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 500px)').matches;
}

/**
 * Spec §2 "Legend": the selected metric's colour bands with their thresholds and unit, each swatch with
 * its text (no information by colour alone), and the 'i' that explains the metric and its colours.
 */
export function MapLegend({ metric, lockedReason, tilesOffline, onUpgrade }: MapLegendProps) {
  const [open, setOpen] = useState(startsOpen);
  const bandsId = useId();
  const definition = metricCatalogue[metric];
  const legends = useLegendBands();
  const bands = legendBandsShown(metric, legends);
  // Hatching is worked out on the whole legend, as the markers do, even where 'Nil' is left out.
  const hatched = hatchedBands(legends[metric] ?? []);
  const unit = definition.legend?.unit ?? definition.unit;

  return (
    <section className="map-legend" aria-label="Legend">
      <div className="map-legend__head">
        <h2 className="map-legend__title">
          {definition.label} <span className="map-legend__unit">({unit})</span>
        </h2>
        <MetricExplanationButton metric={metric} />
        <DisclosureButton
          className="link-toggle map-legend__toggle"
          open={open}
          controls={bandsId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Hide' : 'Show'}
          <span className="visually-hidden"> legend</span>
        </DisclosureButton>
      </div>
      {tilesOffline ? (
        <p className="map-legend__offline" role="status">
          Map tiles unavailable: showing the built-in outline map.
        </p>
      ) : null}
      <div id={bandsId} hidden={!open}>
        <LegendBands bands={bands} hatched={hatched} className="map-legend__bands" />
        {lockedReason === 'log-in' ? (
          <p className="map-legend__note">
            {definition.label} is for members. <Link to={paths.login.getHref()}>Log in</Link> or{' '}
            <Link to={paths.signup.getHref()}>Sign up</Link>
          </p>
        ) : null}
        {lockedReason === 'upgrade' ? (
          <p className="map-legend__note">
            Your plan does not include {definition.label}.{' '}
            <button
              type="button"
              className="link-button"
              aria-haspopup="dialog"
              onClick={(event) => onUpgrade(event.currentTarget)}
            >
              Upgrade
            </button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
