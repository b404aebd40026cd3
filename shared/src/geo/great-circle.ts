/**
 * Geometry on a spherical Earth (mean radius, IUGG): distance and initial bearing between two points.
 * Good to a few tenths of a percent, far better than a station's place needs. Formulas: the haversine
 * distance and the forward azimuth, as in Sinnott (1984) and Chris Veness, "Calculate distance,
 * bearing and more between latitude/longitude points" (movable-type.co.uk).
 */

export interface GeoPoint {
  lat: number;
  lng: number;
}

const earthRadiusKm = 6371.0088;
const toRadians = (deg: number) => (deg * Math.PI) / 180;
const toDegrees = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle (haversine) distance between two points, km. */
export function greatCircleDistanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The direction to set off in from `from` to reach `to` along the great circle, degrees true in
 * [0, 360); 0 for the same point. Over the tens of km between stations it differs from the rhumb line
 * by far less than a compass sector.
 */
/** The point `km` from `from` setting off on `bearingDeg` (the spherical destination formula, Veness). */
export function destinationPoint(from: GeoPoint, bearingDeg: number, km: number): GeoPoint {
  const d = km / earthRadiusKm;
  const lat1 = toRadians(from.lat);
  const b = toRadians(bearingDeg);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    toRadians(from.lng) +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}

export function initialBearingDeg(from: GeoPoint, to: GeoPoint): number {
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  if (y === 0 && x === 0) return 0;
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

const compassPoints8 = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint8 = (typeof compassPoints8)[number];

/**
 * The 8-point compass name of a bearing. Each point owns 45° centred on it; a bearing exactly on a
 * boundary goes clockwise (22.5° is NE, 337.5° is N), so every bearing has exactly one name.
 */
export function compassPoint8(bearingDeg: number): CompassPoint8 {
  const normalised = ((bearingDeg % 360) + 360) % 360;
  return compassPoints8[Math.floor((normalised + 22.5) / 45) % 8]!;
}
