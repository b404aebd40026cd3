import { isMetricKey, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { checkMetricBands, type MetricDisplayStatus } from '@mesonet/shared/contracts/metric-display-statuses.schema';
import {
  catalogueLegendBands,
  mergeLegendBands,
  metricDisplayStatuses,
} from '@mesonet/shared/metrics/metric-display-statuses';
import { apiErrorBodyFromIssues } from '@mesonet/shared/contracts/api-errors.schema';
import { ApiError } from '../../http/api-error';

import type { ConsoleActor, OperatorConsoleDeps } from './operator-console.service';

const notFound = () => ApiError.field(404, 'base', 'Not found');

type Audit = (actor: ConsoleActor, action: string, target: Record<string, unknown>) => void;

/** The legend bands of metrics as the operator edits them, applied to the live network at once. */
export function consoleLegends(deps: OperatorConsoleDeps, audit: Audit) {
  const settings = deps.repos.appSettings;

  /** Reloads the merged statuses into the live network (so snapshots and dashboards use them) and answers the metric's. */
  async function reloadLegends(metricKey: string): Promise<MetricDisplayStatus[]> {
    const legends = mergeLegendBands(await settings.listBandOverrides());
    deps.live.setLegends(legends);
    return metricDisplayStatuses(legends).filter((status) => status.metric_key === metricKey);
  }

  function metricWithLegend(metricKey: string): MetricKey {
    if (!isMetricKey(metricKey) || !catalogueLegendBands[metricKey]) throw notFound();
    return metricKey;
  }

  return {
    /** A metric's bands as the operator set them (label, colour, threshold); 422 names each bad field. */
    async saveMetricBands(actor: ConsoleActor, metricKey: string, input: unknown): Promise<MetricDisplayStatus[]> {
      const key = metricWithLegend(metricKey);
      const checked = checkMetricBands(key, input);
      if (!checked.ok) {
        throw new ApiError(
          422,
          apiErrorBodyFromIssues(checked.problems.map((p) => ({ path: [p.field], message: p.message }))),
        );
      }
      await settings.replaceBandOverrides(key, checked.bands, deps.clock());
      audit(actor, 'metric_display_statuses_saved', { metric_key: key });
      return reloadLegends(key);
    },

    /** Back to the catalogue's bands: the metric's overrides are deleted. */
    async resetMetricBands(actor: ConsoleActor, metricKey: string): Promise<MetricDisplayStatus[]> {
      const key = metricWithLegend(metricKey);
      await settings.replaceBandOverrides(key, [], deps.clock());
      audit(actor, 'metric_display_statuses_reset', { metric_key: key });
      return reloadLegends(key);
    },
  };
}
