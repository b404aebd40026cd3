import {
  isMapMetricKey,
  mapMetricKeys,
  metricCatalogue,
  type MapMetricKey,
} from '@mesonet/shared/metrics/metric-catalogue';
import '@/components/ui/field.css';

interface MetricSelectProps {
  value: MapMetricKey;
  onChange: (metric: MapMetricKey) => void;
}

/** Spec §2: the map's 26 metric choices, in catalogue order. A native select: best on phones. */
export function MetricSelect({ value, onChange }: MetricSelectProps) {
  return (
    <div className="metric-select">
      <label className="metric-select__label" htmlFor="map-metric">
        Metric
      </label>
      <select
        id="map-metric"
        className="input-box metric-select__input"
        value={value}
        onChange={(event) => {
          if (isMapMetricKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {mapMetricKeys.map((key) => (
          <option key={key} value={key}>
            {metricCatalogue[key].label}
          </option>
        ))}
      </select>
    </div>
  );
}
