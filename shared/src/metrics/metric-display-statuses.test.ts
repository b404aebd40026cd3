import { describe, expect, it } from 'vitest';
import {
  catalogueLegendBands,
  legendBandsFromStatuses,
  mergeLegendBands,
  metricDisplayStatuses,
  readableFontColor,
} from './metric-display-statuses';
import { legendBand } from './metric-legend';

describe('readableFontColor: black or white text, whichever reads better', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#fee08b', '#000000'],
    ['#08306b', '#ffffff'],
    ['#1a9850', '#000000'],
    ['#762a83', '#ffffff'],
    ['not a colour', '#000000'],
  ])('%s → %s', (background, font) => {
    expect(readableFontColor(background)).toBe(font);
  });
});

describe('mergeLegendBands: overrides laid over the catalogue, keyed by metric and band', () => {
  it('keeps the catalogue without overrides', () => {
    expect(mergeLegendBands([])).toEqual(catalogueLegendBands);
  });

  it('changes only the overridden band, with a readable text colour for a new background', () => {
    const merged = mergeLegendBands([
      { metric_key: 'delta_t', band: 1, label: 'Spray', background_color: '#FFFF00', threshold_value: 2.5 },
    ]);
    expect(merged.delta_t?.[1]).toEqual({
      threshold_value: 2.5,
      label: 'Spray',
      background_color: '#ffff00',
      font_color: '#000000',
    });
    expect(merged.delta_t?.[0]).toEqual(catalogueLegendBands.delta_t?.[0]);
    expect(merged.temperature).toEqual(catalogueLegendBands.temperature);
    // The value's band follows the new threshold.
    expect(legendBand('delta_t', 2.2, merged)?.label).toBe(catalogueLegendBands.delta_t?.[0]?.label);
    expect(legendBand('delta_t', 2.6, merged)?.label).toBe('Spray');
  });

  it('keeps the catalogue text colour when the background is unchanged', () => {
    const original = catalogueLegendBands.temperature?.[0];
    const merged = mergeLegendBands([
      {
        metric_key: 'temperature',
        band: 0,
        label: 'Bitter',
        background_color: original?.background_color ?? '',
        threshold_value: -9999,
      },
    ]);
    expect(merged.temperature?.[0]?.font_color).toBe(original?.font_color);
  });

  it.each([
    ['an unknown metric', 'no_such_metric', 0],
    ['a band the legend does not have', 'delta_t', 99],
    ['a metric without a legend', 'hours_below_0', 0],
  ])('ignores %s', (_, metricKey, band) => {
    const merged = mergeLegendBands([
      { metric_key: metricKey, band, label: 'x', background_color: '#000000', threshold_value: 1 },
    ]);
    expect(merged).toEqual(catalogueLegendBands);
  });
});

describe('metricDisplayStatuses and back', () => {
  it('serves every band of every legend, marking the edited ones', () => {
    const merged = mergeLegendBands([
      { metric_key: 'delta_t', band: 1, label: 'Spray', background_color: '#ffff00', threshold_value: 2.5 },
    ]);
    const statuses = metricDisplayStatuses(merged);
    const bandCount = Object.values(catalogueLegendBands).reduce((n, bands) => n + (bands?.length ?? 0), 0);
    expect(statuses).toHaveLength(bandCount);
    expect(statuses.filter((s) => s.edited)).toEqual([
      {
        metric_key: 'delta_t',
        band: 1,
        label: 'Spray',
        background_color: '#ffff00',
        font_color: '#000000',
        threshold_value: 2.5,
        edited: true,
      },
    ]);
    expect(legendBandsFromStatuses(statuses)).toEqual(merged);
  });

  it('keeps the catalogue for a metric whose served bands do not match its legend', () => {
    const statuses = metricDisplayStatuses(catalogueLegendBands).filter(
      (s) => !(s.metric_key === 'delta_t' && s.band === 2),
    );
    expect(legendBandsFromStatuses(statuses).delta_t).toEqual(catalogueLegendBands.delta_t);
    expect(legendBandsFromStatuses([])).toEqual(catalogueLegendBands);
  });
});
