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

/** A season's date as its page shows it: entered, calculated (and whether reached yet) or not yet known. */
export function seasonDateFact(option: string, date: string | null): string {
  if (option === 'not_yet_known') return 'Not yet known';
  const text = seasonDateText(date);
  if (option === 'auto_calculate') return text ? `${text} (calculated)` : 'Not yet reached (calculated)';
  return text ?? 'Not set';
}
