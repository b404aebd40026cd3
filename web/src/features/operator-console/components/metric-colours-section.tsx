import { metricCatalogue, metricKeys } from '@mesonet/shared/metrics/metric-catalogue';

/** The catalogue opens its first band with -9999: it has no lower bound worth showing. */
const openLowerBound = -999;

const metricsWithLegend = metricKeys.flatMap((key) => {
  const { label, unit, legend } = metricCatalogue[key];
  return legend ? [{ key, label, unit, bands: legend.bands }] : [];
});

/**
 * Metric display statuses (GET /api/metric_display_statuses), read only: they are the legend bands of the
 * metric catalogue in shared/, which the map, the graphs and the server's snapshot all draw from, so a
 * change is made there and ships with the app.
 */
export function MetricColoursSection() {
  return (
    <div className="console-section">
      <p className="console-muted">
        The colours, thresholds and labels of each metric's legend. They are set in the metric catalogue and change with
        a release of the app, so the map, the graphs and the dashboards always agree.
      </p>
      <ul className="console-list console-list--grid">
        {metricsWithLegend.map((metric) => (
          <li key={metric.key} className="console-card console-card--stacked">
            <h3 className="console-card__title">
              {metric.label}
              {metric.unit ? <span className="console-muted"> ({metric.unit})</span> : null}
            </h3>
            <ul className="console-bands">
              {metric.bands.map((band) => (
                <li
                  key={`${band.threshold_value}-${band.label}`}
                  className="console-band"
                  style={{ background: band.background_color, color: band.font_color }}
                >
                  <span className="console-band__threshold">
                    {band.threshold_value <= openLowerBound ? 'lowest' : `from ${band.threshold_value}`}
                  </span>
                  <span>{band.label}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
