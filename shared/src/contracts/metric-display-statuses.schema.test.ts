import { describe, expect, it } from 'vitest';
import { metricCatalogue } from '../metrics/metric-catalogue';
import { catalogueLegendBands, type BandEdit } from '../metrics/metric-display-statuses';
import { checkMetricBands } from './metric-display-statuses.schema';

const deltaT = (): BandEdit[] =>
  (catalogueLegendBands.delta_t ?? []).map((band) => ({
    label: band.label,
    background_color: band.background_color,
    threshold_value: band.threshold_value,
  }));

describe('checkMetricBands: labels, #rrggbb colours and ascending thresholds, naming each bad field', () => {
  const withBand = (i: number, change: Partial<Record<keyof BandEdit, unknown>>) =>
    deltaT().map((band, j) => (i === j ? { ...band, ...change } : band));

  it('accepts the catalogue bands and lower-cases colours', () => {
    const result = checkMetricBands('delta_t', { bands: withBand(0, { background_color: '#ABCDEF' }) });
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.bands[0]?.background_color).toBe('#abcdef');
  });

  it.each<[string, unknown, string, string]>([
    [
      'a colour name',
      { bands: withBand(1, { background_color: 'red' }) },
      'bands.1.background_color',
      'Use a colour like #1a9850',
    ],
    [
      'a short hex colour',
      { bands: withBand(2, { background_color: '#fff' }) },
      'bands.2.background_color',
      'Use a colour like #1a9850',
    ],
    ['an empty label', { bands: withBand(0, { label: '  ' }) }, 'bands.0.label', 'Label is required'],
    [
      'a threshold that is not a number',
      { bands: withBand(1, { threshold_value: 'two' }) },
      'bands.1.threshold_value',
      'Threshold must be a number',
    ],
    [
      'a threshold not above the band before',
      { bands: withBand(2, { threshold_value: 1 }) },
      'bands.2.threshold_value',
      "Threshold must be above the band before's (2)",
    ],
    ['a band too few', { bands: deltaT().slice(1) }, 'bands', `must hold the legend's ${deltaT().length} bands`],
    ['no bands at all', {}, 'bands', 'Invalid input: expected array, received undefined'],
  ])('refuses %s', (_, input, field, message) => {
    const result = checkMetricBands('delta_t', input);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.problems).toContainEqual({ field, message });
  });

  it('refuses a metric without a legend', () => {
    expect(metricCatalogue.hours_below_0.legend).toBeNull();
    expect(checkMetricBands('hours_below_0', { bands: [] })).toEqual({
      ok: false,
      problems: [{ field: 'metric_key', message: 'has no colour legend' }],
    });
  });
});
