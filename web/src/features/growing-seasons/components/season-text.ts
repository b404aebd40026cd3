import type { GrowingSeason } from '@mesonet/shared/contracts/growing-seasons.schema';

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

/** A new season's id (the contract's client-chosen id): a UUID, also where crypto.randomUUID is missing (plain http). */
export function newSeasonId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 4122 version 4: the version and variant bits.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A season's date as its page shows it: entered, calculated (and whether reached yet) or not yet known. */
export function seasonDateFact(option: string, date: string | null): string {
  if (option === 'not_yet_known') return 'Not yet known';
  const text = seasonDateText(date);
  if (option === 'auto_calculate') return text ? `${text} (calculated)` : 'Not yet reached (calculated)';
  return text ?? 'Not set';
}
