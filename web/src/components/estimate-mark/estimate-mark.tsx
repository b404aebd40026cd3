import { estimateMark } from '@mesonet/shared/metrics/metric-estimates';
import './estimate-mark.css';

/** The 'est.' badge beside a value the station estimates; screen readers hear 'estimated'. */
export function EstimateMark() {
  return (
    <span className="estimate-mark" title="Estimated, not measured">
      <span aria-hidden="true">{estimateMark}</span>
      <span className="visually-hidden">estimated</span>
    </span>
  );
}
