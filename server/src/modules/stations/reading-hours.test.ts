import { dataViews } from '@mesonet/shared/data-views/data-view-catalogue';
import { describe, expect, it } from 'vitest';
import { forecastMeanFields } from '../data-views/reading-plan';
import { rollupExtremeFields, rollupMeanFields } from './reading-hours.tables';

/** Long-window graphs read only the rollups: every value they draw must be rolled up. */
describe('reading rollups', () => {
  const graphed = dataViews.flatMap((view) =>
    view.series.flatMap((series) => {
      if (series.source.kind === 'reading') return [{ view: view.slug, field: series.source.field }];
      if (series.source.kind === 'sigma_w_forecast') return [{ view: view.slug, field: 'sigmaw10' as const }];
      return [];
    }),
  );

  it.each(graphed)('keeps the extremes of $field for $view', ({ field }) => {
    expect(rollupExtremeFields).toContain(field);
  });

  it.each(forecastMeanFields)('keeps the mean of %s for the σw forecast', (field) => {
    expect(rollupMeanFields).toContain(field);
  });

  it('keeps nothing no graph reads', () => {
    expect(new Set(graphed.map((g) => g.field))).toEqual(new Set(rollupExtremeFields));
  });
});
