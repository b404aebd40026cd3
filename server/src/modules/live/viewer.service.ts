import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { isPlanKey, plans } from '@mesonet/shared/plans/plans';
import { createTtlCache } from '../../lib/ttl-cache';
import type { CompaniesRepository } from '../companies/companies.repository';

/** Who is looking, as the visibility rule needs it: the company's feature set and nominated stations. */
/** A viewer is looked up at most this often per user; plan changes call `forget` to take effect at once. */
export const viewerCacheMs = 30_000;

export function createViewerService(deps: { companies: CompaniesRepository; clock: () => Date }) {
  const { companies, clock } = deps;
  const cache = createTtlCache<Viewer>({ ttlMs: viewerCacheMs, maxEntries: 10_000, clock });
  return {
    forget(): void {
      cache.deleteWhere(() => true);
    },

    /** The user's viewer if looked up lately, without waiting; else undefined (`viewerForUser`). */
    cachedViewer(userId: number): Viewer | undefined {
      return cache.get(String(userId));
    },

    async viewerForUser(userId: number): Promise<Viewer> {
      const cached = cache.get(String(userId));
      if (cached) return cached;
      const company = await companies.planOfUser(userId);
      const plan = company?.planKey && isPlanKey(company.planKey) ? plans[company.planKey] : null;
      const nominatedStationSlugs = [company?.planStationSlug, ...(company?.additionalStationSlugs ?? [])].filter(
        (slug): slug is string => Boolean(slug),
      );
      const viewer: Viewer = { kind: 'member', featureSetKey: plan?.featureSetKey ?? null, nominatedStationSlugs };
      cache.set(String(userId), viewer);
      return viewer;
    },
  };
}
export type ViewerService = ReturnType<typeof createViewerService>;
