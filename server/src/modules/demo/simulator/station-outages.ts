import { hourMs, minuteMs } from '@mesonet/shared/time/local-time';
import { hash4, hashString, noiseChannel, uniform4 } from './prng';

/**
 * Network realism (metrics.md §6.12): short drop-outs of single readings or tens of minutes,
 * and multi-hour outages that leave a few stations stale on the map.
 *
 * Outages run in four "lanes" over a roster of the network's slugs, each lane owning a disjoint
 * quarter of the roster and taking one of its stations offline per slot. Two lanes are always
 * busy and two half of the time, so 2–4 stations are offline at any moment. Stations outside
 * the roster get independent outages at the same average rate.
 */

interface Lane {
  periodH: number;
  phaseH: number;
  busyChance: number;
}

const lanes: readonly Lane[] = [
  { periodH: 5, phaseH: 0, busyChance: 1 },
  { periodH: 7, phaseH: 2.5, busyChance: 1 },
  { periodH: 9, phaseH: 5, busyChance: 0.5 },
  { periodH: 11, phaseH: 7.5, busyChance: 0.5 },
];

const fallbackSlotMs = 6 * hourMs;
const fallbackChance = 0.027;
const singleDropChance = 0.012;
const gapBlockMs = 2 * hourMs;
const gapChance = 0.01;

export interface OutageSchedule {
  /** In a multi-hour outage (comms down: nothing is delivered). */
  isOffline(slug: string, stationKey: number, atMs: number): boolean;
  /** A short drop-out of the reading ending at `observedAtMs` (a missed record or a gap of 20–60 min). */
  isDroppedOut(stationKey: number, observedAtMs: number, intervalMs: number): boolean;
}

/** `alwaysReporting` stations are never in a multi-hour outage; the roster's others share the lanes. */
export function createOutageSchedule(
  seed: number,
  rosterSlugs: readonly string[],
  alwaysReporting: ReadonlySet<string> = new Set(),
): OutageSchedule {
  const key = hash4(seed, 0x0a7a, 0, 0);
  const ranked = [...new Set(rosterSlugs)]
    .filter((slug) => !alwaysReporting.has(slug))
    .map((slug) => ({ slug, rank: hash4(key, hashString(slug), 0, 0) }))
    .sort((a, b) => a.rank - b.rank || a.slug.localeCompare(b.slug));
  const placement = new Map<string, { lane: number; index: number }>();
  const laneSizes = lanes.map(() => 0);
  ranked.forEach(({ slug }, i) => {
    const lane = i % lanes.length;
    placement.set(slug, { lane, index: laneSizes[lane] ?? 0 });
    laneSizes[lane] = (laneSizes[lane] ?? 0) + 1;
  });

  function isOffline(slug: string, stationKey: number, atMs: number): boolean {
    if (alwaysReporting.has(slug)) return false;
    const place = placement.get(slug);
    if (!place)
      return uniform4(stationKey, noiseChannel.outageFallback, Math.floor(atMs / fallbackSlotMs), 0) < fallbackChance;
    const lane = lanes[place.lane];
    const size = laneSizes[place.lane] ?? 0;
    if (!lane || size === 0) return false;
    const slot = Math.floor((atMs / hourMs + lane.phaseH) / lane.periodH);
    if (uniform4(key, noiseChannel.outageLane, place.lane, slot * 2) >= lane.busyChance) return false;
    return Math.floor(uniform4(key, noiseChannel.outageLane, place.lane, slot * 2 + 1) * size) === place.index;
  }

  function isDroppedOut(stationKey: number, observedAtMs: number, intervalMs: number): boolean {
    if (uniform4(stationKey, noiseChannel.dropOut, Math.floor(observedAtMs / intervalMs), 0) < singleDropChance)
      return true;
    const block = Math.floor(observedAtMs / gapBlockMs);
    if (uniform4(stationKey, noiseChannel.dropOutGap, block, 0) >= gapChance) return false;
    const startMs =
      block * gapBlockMs + uniform4(stationKey, noiseChannel.dropOutGap, block, 1) * (gapBlockMs - 60 * minuteMs);
    const lengthMs = (20 + 40 * uniform4(stationKey, noiseChannel.dropOutGap, block, 2)) * minuteMs;
    return observedAtMs > startMs && observedAtMs <= startMs + lengthMs;
  }

  return { isOffline, isDroppedOut };
}
