const compassPoints = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** The 16-point compass name of a direction the wind blows from, in degrees true. */
export function compassPoint(directionDeg: number | null): CompassPoint | null {
  if (directionDeg === null || !Number.isFinite(directionDeg)) return null;
  const normalised = ((directionDeg % 360) + 360) % 360;
  return compassPoints[Math.round(normalised / 22.5) % 16] ?? null;
}
