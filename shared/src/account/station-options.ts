import { siteSortName } from '../stations/site-sorting';

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
  sites: ReadonlyArray<{ name: string; slug: string; mesonet: boolean }>,
): StationOption[] {
  return sites
    .filter((site) => site.mesonet)
    .map((site) => ({ label: site.name, value: site.slug }))
    .sort(
      (a, b) =>
        collator.compare(siteSortName(a.label), siteSortName(b.label)) ||
        collator.compare(a.label, b.label) ||
        collator.compare(a.value, b.value),
    );
}
