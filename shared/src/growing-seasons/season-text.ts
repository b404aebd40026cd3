import type { GrowingSeason } from '../contracts/growing-seasons.schema';

/** Spec §5, §9: season dates show as dd/MM/yyyy (they are calendar dates 'YYYY-MM-DD', no time zone). */
export function seasonDateText(date: string | null): string | null {
  if (!date) return null;
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** A place as growers read it off a GPS or a map: latitude, longitude, to about ten metres. */
export function placeText(location: { lat: number; lng: number }): string {
  return `${location.lat.toFixed(4)}, ${location.lng.toFixed(4)}`;
}

/** The season's place in words: Home, or the custom coordinates. */
export function seasonLocationText(season: Pick<GrowingSeason, 'location_option' | 'location'>): string {
  return season.location_option === 'home' ? `Home (${placeText(season.location)})` : placeText(season.location);
}

/** The nearest station, and how far it is when known; the network may have none yet. */
export function nearestStationText(name: string | null, distanceKm: number | null = null): string {
  if (!name) return 'No station yet';
  return distanceKm === null ? name : `${name} (${distanceKm} km)`;
}

/** What a season page says where the viewer's plan does not show a calculated value (as the site views do). */
export const seasonValueNotInPlan = 'Not included in your plan';

/**
 * A season's date as its page shows it: entered, calculated (and whether reached yet), not yet known,
 * or not in the viewer's plan when the season's calculated values need an upgrade.
 */
export function seasonDateFact(option: string, date: string | null, upgradeRequired = false): string {
  if (option === 'not_yet_known') return 'Not yet known';
  const text = seasonDateText(date);
  if (option === 'auto_calculate' && upgradeRequired) return seasonValueNotInPlan;
  if (option === 'auto_calculate') return text ? `${text} (calculated)` : 'Not yet reached (calculated)';
  return text ?? 'Not set';
}
