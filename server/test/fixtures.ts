import type { StationType } from '@mesonet/shared/stations/raw-channels';
import type { TestApp } from './test-app';

/** Two days of ten-minute readings with every channel a research mast has, and a plain diurnal cycle. */
export function researchMastReadings(endMs: number) {
  const readings = [];
  for (let t = endMs - 2 * 86_400_000; t <= endMs; t += 600_000) {
    const hour = new Date(t + 10.5 * 3_600_000).getUTCHours();
    const day = Math.sin(((hour - 9) / 24) * 2 * Math.PI);
    readings.push({
      observed_at: new Date(t).toISOString(),
      channels: {
        air_temp_1_2m: 18 + 8 * day,
        air_temp_10m: 18 + 6 * day + 1,
        rh_1_2m: 55 - 20 * day,
        wind_speed_10m: 4 + 2 * Math.max(0, day),
        wind_dir_10m: 250,
        wind_gust_10m: 7 + 2 * Math.max(0, day),
        wind_speed_2m: 3 + 1.5 * Math.max(0, day),
        wind_dir_2m: 245,
        wind_gust_2m: 5,
        rain_mm: hour === 3 ? 0.4 : 0,
        solar_rad: Math.max(0, 900 * day),
        pressure_station: 1008,
        sonic_w_sd_10m: 0.4 + 0.3 * Math.max(0, day),
      },
    });
  }
  return readings;
}

export const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

/** A station of a type at the test network's usual place, as stored. */
export async function createTestStation(app: TestApp, slug: string, type: StationType) {
  await app.stations.createStation({ slug, name: `Station ${slug}`, type, lat: -34.4, lng: 138.7 });
  const station = await app.stations.findBySlug(slug);
  if (!station) throw new Error(`station ${slug} missing`);
  return station;
}
