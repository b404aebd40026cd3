import { z } from 'zod';

/** A tile URL template: absolute (http/https) or same-origin, with the {z}, {x} and {y} placeholders. */
const tileUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or an absolute path')
  .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'must contain {z}, {x} and {y}');

/**
 * The `VITE_` variables the app may rely on (an allowlist: anything else there is ignored). Checked when
 * the app is built (vite.config.ts), so a bad value fails the build and the browser carries no checking
 * code: config/env.ts reads the result.
 */
const envSchema = z.object({
  VITE_PRODUCT_NAME: z.string().trim().min(1).default('Mesonet'),
  VITE_TAGLINE: z.string().trim().min(1).default('Live local weather data for South Australian growers'),
  VITE_API_BASE_PATH: z
    .string()
    .trim()
    .regex(/^\/[^?#]*[^/?#]$/, 'must be an absolute path without a trailing slash')
    .default('/api'),
  // Map tiles (ARCHITECTURE.md "map"): one {z}/{x}/{y} URL template per map style, with its attribution.
  // The defaults are public servers; a deployment with its own tile service or an API key sets these.
  VITE_MAP_TILES_ROADMAP_URL: tileUrl.default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  VITE_MAP_TILES_ROADMAP_ATTRIBUTION: z
    .string()
    .trim()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  VITE_MAP_TILES_SATELLITE_URL: tileUrl.default(
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
  ),
  VITE_MAP_TILES_SATELLITE_ATTRIBUTION: z
    .string()
    .trim()
    .default('Imagery &copy; Esri, Maxar, Earthstar Geographics and the GIS User Community'),
  VITE_MAP_TILES_TERRAIN_URL: tileUrl.default('https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png'),
  VITE_MAP_TILES_TERRAIN_ATTRIBUTION: z
    .string()
    .trim()
    .default(
      'Map data &copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors, SRTM; style &copy; <a href="https://opentopomap.org">OpenTopoMap</a> (CC-BY-SA)',
    ),
});

export function parseWebEnv(variables: Record<string, unknown>) {
  const result = envSchema.safeParse(variables);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    // Fail the build with every bad key listed, rather than with a confusing error deep in a screen.
    throw new Error(`Invalid web environment:\n${problems.join('\n')}`);
  }
  return {
    productName: result.data.VITE_PRODUCT_NAME,
    tagline: result.data.VITE_TAGLINE,
    apiBasePath: result.data.VITE_API_BASE_PATH,
    mapTiles: {
      roadmap: {
        url: result.data.VITE_MAP_TILES_ROADMAP_URL,
        attribution: result.data.VITE_MAP_TILES_ROADMAP_ATTRIBUTION,
      },
      satellite: {
        url: result.data.VITE_MAP_TILES_SATELLITE_URL,
        attribution: result.data.VITE_MAP_TILES_SATELLITE_ATTRIBUTION,
      },
      terrain: {
        url: result.data.VITE_MAP_TILES_TERRAIN_URL,
        attribution: result.data.VITE_MAP_TILES_TERRAIN_ATTRIBUTION,
      },
    },
  } as const;
}

export type WebEnv = ReturnType<typeof parseWebEnv>;
