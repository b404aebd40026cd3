import { describe, expect, it } from 'vitest';
import { stationOptions } from './station-options';

describe('station options (spec §3 "Station option", §9)', () => {
  it('keeps our own stations, labelled by name and valued by slug, sorted ignoring a leading number or BOM', () => {
    const stations = [
      { name: 'Saddleworth', slug: 'saddleworth', mesonet: true },
      { name: 'BOM Adelaide Airport', slug: 'bom-adelaide-airport', mesonet: true },
      { name: '12 Mile Creek', slug: 'twelve-mile', mesonet: true },
      { name: 'Clare', slug: 'clare', mesonet: false },
      { name: 'Balaklava', slug: 'balaklava', mesonet: true },
    ];
    expect(stationOptions(stations)).toEqual([
      { label: 'BOM Adelaide Airport', value: 'bom-adelaide-airport' },
      { label: 'Balaklava', value: 'balaklava' },
      { label: '12 Mile Creek', value: 'twelve-mile' },
      { label: 'Saddleworth', value: 'saddleworth' },
    ]);
  });

  it('gives an empty list for no stations', () => {
    expect(stationOptions([])).toEqual([]);
  });
});
