import { describe, expect, it } from 'vitest';
import { nearestStationText, placeText, seasonDateFact, seasonDateText, seasonLocationText } from './season-text';

// Spec §5, §9: season dates as dd/MM/yyyy; the season's place and station as the season pages show them.

describe('season texts', () => {
  it.each<[string | null, string | null]>([
    ['2026-05-01', '01/05/2026'],
    ['2024-02-29', '29/02/2024'],
    [null, null],
    ['', null],
  ])('date %j reads %j', (date, text) => {
    expect(seasonDateText(date)).toBe(text);
  });

  it.each<[string, string | null, string]>([
    ['select', '2026-06-02', '02/06/2026'],
    ['select', null, 'Not set'],
    ['auto_calculate', '2026-06-02', '02/06/2026 (calculated)'],
    ['auto_calculate', null, 'Not yet reached (calculated)'],
    ['not_yet_known', '2026-12-01', 'Not yet known'],
  ])('%s %j reads %j', (option, date, text) => {
    expect(seasonDateFact(option, date)).toBe(text);
  });

  it.each<[string, string | null, string]>([
    ['auto_calculate', null, 'Not included in your plan'],
    ['select', '2026-06-02', '02/06/2026'],
    ['not_yet_known', null, 'Not yet known'],
  ])('%s %j reads %j when the plan does not show calculated values', (option, date, text) => {
    expect(seasonDateFact(option, date, true)).toBe(text);
  });

  it.each<[Parameters<typeof seasonLocationText>[0], string]>([
    [{ location_option: 'home', location: { lat: -34.08123, lng: 138.78456 } }, 'Home (-34.0812, 138.7846)'],
    [{ location_option: 'custom', location: { lat: -35.33, lng: 140.52 } }, '-35.3300, 140.5200'],
  ])('place %j reads %j', (season, text) => {
    expect(seasonLocationText(season)).toBe(text);
  });

  it.each<[string | null, number | null, string]>([
    ['Saddleworth', null, 'Saddleworth'],
    ['Saddleworth', 4.2, 'Saddleworth (4.2 km)'],
    [null, null, 'No station yet'],
  ])('nearest station %j at %j km reads %j', (name, km, text) => {
    expect(nearestStationText(name, km)).toBe(text);
  });

  it('writes a place to about ten metres', () => {
    expect(placeText({ lat: -35.851234, lng: 139.78 })).toBe('-35.8512, 139.7800');
  });
});
