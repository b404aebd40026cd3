import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { canNominateStations } from '@mesonet/shared/plans/plan-capabilities';
import type { LiveNetwork } from './live-network';
import { presentStationList } from './station-list.presenter';

export interface SnapshotBytes {
  etag: string;
  /** UTF-8 JSON, encoded once: labels such as 'ET₀' make a JS string two-byte, and re-encoding it per request costs more than serving it. */
  body: Buffer;
  /** The same bytes gzipped once, for the phone in the paddock. */
  gzipped: Buffer;
}

/** Viewers who see exactly the same thing share one pre-serialised snapshot. */
export function viewerTierKey(viewer: Viewer): string {
  if (viewer.kind === 'visitor') return 'visitor';
  if (!canNominateStations(viewer.featureSetKey)) return `member:${viewer.featureSetKey ?? 'none'}`;
  return `member:${viewer.featureSetKey}:${[...viewer.nominatedStationSlugs].sort().join(',')}`;
}

/**
 * The site list serialised once per visibility tier and network version: serialising per request,
 * not the framework, is what costs (ARCHITECTURE.md "live data"). Clients revalidate with ETag.
 */
export function createStationSnapshots(live: LiveNetwork, maxTiers = 200) {
  const cache = new Map<string, SnapshotBytes & { version: number }>();
  return {
    forViewer(viewer: Viewer): SnapshotBytes {
      const key = viewerTierKey(viewer);
      const cached = cache.get(key);
      if (cached && cached.version === live.version) return cached;
      const body = Buffer.from(JSON.stringify(presentStationList(live.stations(), viewer, live.legends())));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      // Premium tiers are per set of stations; keep the cache bounded.
      if (cache.size >= maxTiers && !cache.has(key)) cache.delete(cache.keys().next().value as string);
      const fresh = { version: live.version, etag, body, gzipped: gzipSync(body, { level: 6 }) };
      cache.set(key, fresh);
      return fresh;
    },
  };
}
export type StationSnapshots = ReturnType<typeof createStationSnapshots>;
