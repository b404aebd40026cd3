import { mapMetricKeys, metricCatalogue } from '@mesonet/shared/metrics/metric-catalogue';
import {
  isMapChoice,
  sprayConditionsChoice,
  sprayConditionsLabel,
  type MapChoice,
} from '@mesonet/shared/spray/spray-map';
import '@/components/ui/field.css';

interface MetricSelectProps {
  value: MapChoice;
  onChange: (metric: MapChoice) => void;
}

/** Spec §2: the map's 26 metric choices, in catalogue order, then spray conditions. A native select: best on phones. */
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
          if (isMapChoice(event.target.value)) onChange(event.target.value);
        }}
      >
        {mapMetricKeys.map((key) => (
          <option key={key} value={key}>
            {metricCatalogue[key].label}
          </option>
        ))}
        <option value={sprayConditionsChoice}>{sprayConditionsLabel}</option>
      </select>
    </div>
  );
}
