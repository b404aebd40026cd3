#!/usr/bin/env node
/**
 * Builds the offline basemap's land polygons: web/src/components/basemap/sa-coastline.geo.json.
 *
 * The map draws this under its tiles so that with no tiles at all (no signal, or a tile server down)
 * South Australia still has its shape. Source: Natural Earth land as packaged by `world-atlas` (public
 * domain). Run once after changing the constants below and commit the output:
 *
 *   node web/scripts/build-offline-basemap.mjs          # from land-10m.json (the default)
 *   node web/scripts/build-offline-basemap.mjs --50m    # from land-50m.json
 *
 * Why 10m by default: world-atlas ships its 50m land pre-simplified, with only about 200 points between
 * 128°E and 143°E (a median step of 0.12°, some 12 km), so Spencer Gulf and the Coorong come out as
 * crude wedges and the 0.02° simplification below has nothing to do. The 10m land has about 1,600
 * points there; after simplification the file stays a few KB gzip.
 *
 * The state borders beside it (sa-state-borders.geo.json) are hand-written: straight survey lines
 * need no source data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const outputPath = fileURLToPath(new URL('../src/components/basemap/sa-coastline.geo.json', import.meta.url));

/** South Australia with a margin: the Bight to western Victoria, Bass Strait to the NT and Queensland borders. */
const bounds = { west: 128, east: 143, south: -40, north: -25 };
/** Points closer than this to the last kept one are dropped (about 2 km: finer than a zoom-9 pixel or two). */
const minStepDeg = 0.02;
/** Islands smaller than this (square degrees, about 10 km²) are left out. */
const minRingAreaDeg2 = 0.001;
/** 0.001° is about 100 m: more digits would only add bytes. */
const decimals = 3;

const sourceFile = process.argv.includes('--50m') ? 'land-50m.json' : 'land-10m.json';
const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${sourceFile}`), 'utf8'));
const land = feature(topology, topology.objects.land);

/** Sutherland–Hodgman: clips a closed ring against one edge of the (convex) bounding box. */
function clipRing(ring, inside, intersect) {
  const output = [];
  for (let i = 0; i < ring.length; i += 1) {
    const current = ring[i];
    const previous = ring[(i + ring.length - 1) % ring.length];
    if (inside(current)) {
      if (!inside(previous)) output.push(intersect(previous, current));
      output.push(current);
    } else if (inside(previous)) {
      output.push(intersect(previous, current));
    }
  }
  return output;
}

const atLng = (lng) => (a, b) => [lng, a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0])];
const atLat = (lat) => (a, b) => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];

function clipToBounds(ring) {
  // The ring's closing point repeats the first; the clipper wants each vertex once.
  let points = ring.slice(0, -1);
  points = clipRing(points, (p) => p[0] >= bounds.west, atLng(bounds.west));
  points = clipRing(points, (p) => p[0] <= bounds.east, atLng(bounds.east));
  points = clipRing(points, (p) => p[1] >= bounds.south, atLat(bounds.south));
  points = clipRing(points, (p) => p[1] <= bounds.north, atLat(bounds.north));
  return points;
}

function simplify(points) {
  const kept = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= minStepDeg) kept.push(point);
  }
  return kept;
}

function ringArea(points) {
  let twiceArea = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [x1, y1] = points[i];
    const [x2, y2] = points[(i + 1) % points.length];
    twiceArea += x1 * y2 - x2 * y1;
  }
  return Math.abs(twiceArea / 2);
}

const round = (value) => Number(value.toFixed(decimals));

const polygons = [];
for (const geometry of land.features.map((item) => item.geometry)) {
  const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const rings of parts) {
    const outer = simplify(clipToBounds(rings[0]));
    if (outer.length < 3 || ringArea(outer) < minRingAreaDeg2) continue;
    const holes = rings
      .slice(1)
      .map((ring) => simplify(clipToBounds(ring)))
      .filter((ring) => ring.length >= 3 && ringArea(ring) >= minRingAreaDeg2);
    polygons.push(
      [outer, ...holes].map((ring) => {
        const rounded = ring.map(([lng, lat]) => [round(lng), round(lat)]);
        return [...rounded, rounded[0]];
      }),
    );
  }
}

const collection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {
        name: 'Land',
        source: `Natural Earth land (world-atlas ${sourceFile}), public domain`,
        generator: 'web/scripts/build-offline-basemap.mjs',
      },
      geometry: { type: 'MultiPolygon', coordinates: polygons },
    },
  ],
};

/** Written as the repo's Prettier would write it, so `prettier --check` passes on a fresh build. */
async function formatted(json) {
  try {
    const prettier = await import('prettier');
    return await prettier.format(json, { parser: 'json', filepath: outputPath });
  } catch {
    return `${json}\n`;
  }
}

writeFileSync(outputPath, await formatted(JSON.stringify(collection)));
const pointCount = polygons.flat(2).length;
console.log(`wrote ${outputPath}: ${polygons.length} polygons, ${pointCount} points`);
