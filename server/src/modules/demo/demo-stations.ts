import { stationTypes } from '@mesonet/shared/stations/raw-channels';
import { z } from 'zod';
import stationsJson from './demo-stations.json' with { type: 'json' };
import type { SimulatedStation } from './simulator/weather-simulator';

/** The demo network: 111 stations across South Australia's growing regions (metrics.md §9). */
const demoStationSchema = z.object({
  name: z.string(),
  slug: z.string(),
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
  aws_type: z.enum(stationTypes),
  elevation_m: z.number(),
  network: z.string(),
});

export const demoStations: readonly SimulatedStation[] = z
  .array(demoStationSchema)
  .parse(stationsJson)
  .map((s) => ({
    name: s.name,
    slug: s.slug,
    region: s.region,
    lat: s.lat,
    lng: s.lng,
    awsType: s.aws_type,
    elevationM: s.elevation_m,
    network: s.network,
  }));

/**
 * Stations the demo keeps reporting through every multi-hour outage: the demo companies' plan stations
 * and those the walk-throughs and browser tests open. A demo that shows Jamestown's dashboard, at any
 * hour, finds it live; the rest of the network still goes stale now and then.
 */
export const alwaysReportingDemoSlugs: ReadonlySet<string> = new Set([
  'hamley-bridge',
  'saddleworth',
  'jamestown',
  'burra',
  'crystal-brook',
]);
