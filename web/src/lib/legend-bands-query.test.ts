import { catalogueLegendBands, metricDisplayStatuses } from '@mesonet/shared/metrics/metric-display-statuses';
import { describe, expect, it } from 'vitest';
import { legendBandsOf } from './legend-bands-query';

describe('legendBandsOf', () => {
  const answer = metricDisplayStatuses(catalogueLegendBands);

  it('gives every observer of one answer the same legends, so their hatching is worked out once', () => {
    const first = legendBandsOf(answer);
    expect(legendBandsOf(answer)).toBe(first);
    expect(legendBandsOf(answer).temperature).toBe(first.temperature);
  });

  it('reads a new answer afresh', () => {
    const edited = answer.map((status) => ({ ...status, label: `${status.label}!` }));
    expect(legendBandsOf(edited)).not.toBe(legendBandsOf(answer));
    expect(legendBandsOf(edited).temperature?.[0]?.label).toMatch(/!$/);
  });
});
