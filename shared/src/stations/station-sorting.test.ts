import { describe, expect, it } from 'vitest';
import { isStationSortOrder, stationSortName, sortStations, type StationSortOrder } from './station-sorting';

const stations = [
  { id: 3, name: 'Clare', current_data_last_updated: 3_000 },
  { id: 1, name: 'BOM Adelaide Airport', current_data_last_updated: 1_000 },
  { id: 5, name: '2 Bordertown', current_data_last_updated: null },
  { id: 2, name: 'apple Hill', current_data_last_updated: 5_000 },
  { id: 4, name: 'Yorketown', current_data_last_updated: 0 },
  { id: 6, name: 'Ceduna', current_data_last_updated: 3_000 },
];

describe('sortStations (spec §2 "Sites list")', () => {
  it.each<[StationSortOrder, number[]]>([
    // The server's order, by id.
    ['numerical', [1, 2, 3, 4, 5, 6]],
    // Adelaide Airport, apple Hill, Bordertown, Ceduna, Clare, Yorketown: no 'BOM ', no leading number, any case.
    ['alphabetical', [1, 2, 5, 6, 3, 4]],
    // Newest first; equal times by id; never reported (null or 0) last, by id.
    ['datetime', [2, 3, 6, 1, 4, 5]],
  ])('%s → ids %j', (order, ids) => {
    expect(sortStations(stations, order).map((station) => station.id)).toEqual(ids);
  });

  it('leaves the input untouched', () => {
    const before = stations.map((station) => station.id);
    sortStations(stations, 'alphabetical');
    expect(stations.map((station) => station.id)).toEqual(before);
  });
});

describe('stationSortName', () => {
  it.each([
    ['BOM Adelaide Airport', 'Adelaide Airport'],
    ['bom  Ceduna', 'Ceduna'],
    ['12 Mile Creek', 'Mile Creek'],
    ['BOMBALA', 'BOMBALA'],
    ['Clare 2', 'Clare 2'],
  ])('%s → %s', (name, key) => {
    expect(stationSortName(name)).toBe(key);
  });
});

describe('isStationSortOrder', () => {
  it.each([
    ['numerical', true],
    ['datetime', true],
    ['Alphabetical', false],
    [null, false],
  ])('%s → %s', (value, ok) => {
    expect(isStationSortOrder(value)).toBe(ok);
  });
});
