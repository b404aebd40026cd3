import { stationSortName } from '../stations/station-sorting';

export interface StationOption {
  label: string;
  value: string;
}

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/**
 * Spec §3 "Station option", §9: only stations of our own network, labelled by name and valued by slug,
 * sorted by name ignoring a leading number or BOM prefix (the survey's main station, the plan's stations).
 */
export function stationOptions(
  stations: ReadonlyArray<{ name: string; slug: string; mesonet: boolean }>,
): StationOption[] {
  return stations
    .filter((station) => station.mesonet)
    .map((station) => ({ label: station.name, value: station.slug }))
    .sort(
      (a, b) =>
        collator.compare(stationSortName(a.label), stationSortName(b.label)) ||
        collator.compare(a.label, b.label) ||
        collator.compare(a.value, b.value),
    );
}
