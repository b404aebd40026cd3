import { describe, expect, it } from 'vitest';
import { legendBandsShown, metricLockedReason } from './map-legend';
import { reading, site } from './stations.fixture';

describe('legendBandsShown', () => {
  it('shows every band of a metric such as temperature', () => {
    expect(legendBandsShown('temperature').map((band) => band.label)).toContain('< −2');
    expect(legendBandsShown('temperature')).toHaveLength(11);
  });

  it.each(['rainfall_since_9am', 'rainfall_last_24h', 'rainfall_last_7d'] as const)(
    '%s starts above 0 (spec §2: no Nil band)',
    (metric) => {
      const bands = legendBandsShown(metric);
      expect(bands.length).toBeGreaterThan(0);
      expect(bands.every((band) => band.threshold_value > 0)).toBe(true);
      expect(bands.map((band) => band.label)).not.toContain('Nil');
    },
  );
});

describe('metricLockedReason', () => {
  // The member lists leave out what the plan does not show.
  const locked = site({ items: [reading({ metric_id: 'temperature' })] });
  const open = site({ items: [reading({ metric_id: 'delta_t' })] });

  it.each([
    ['visitor, a free metric', [open], 'temperature', false, null],
    ['visitor, a paid metric', [open], 'delta_t', false, 'log-in'],
    ['member, outside the plan everywhere', [locked, locked], 'delta_t', true, 'upgrade'],
    ['member, inside the plan at one site', [locked, open], 'delta_t', true, null],
    ['member, nothing loaded yet', [], 'delta_t', true, null],
  ] as const)('%s', (_name, stations, metric, signedIn, expected) => {
    expect(metricLockedReason(stations, metric, signedIn)).toBe(expected);
  });
});
