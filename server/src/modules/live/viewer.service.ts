import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { isPlanKey, plans } from '@mesonet/shared/plans/plans';
import { createTtlCache } from '../../lib/ttl-cache';
import type { CompaniesRepository, UserPlan } from '../companies/companies.repository';

/** A viewer is looked up at most this often per user; plan changes call `forget` to take effect at once. */
export const viewerCacheMs = 30_000;

/** A member's viewer from their company plan (none when they have no company plan). */
function viewerOf(company: UserPlan | undefined): Viewer {
  const plan = company?.planKey && isPlanKey(company.planKey) ? plans[company.planKey] : null;
  const nominatedStationSlugs = [company?.planStationSlug, ...(company?.additionalStationSlugs ?? [])].filter(
    (slug): slug is string => Boolean(slug),
  );
  return { kind: 'member', featureSetKey: plan?.featureSetKey ?? null, nominatedStationSlugs };
}

/** Who is looking, as the visibility rule needs it: the company's feature set and nominated stations. */
export function createViewerService(deps: { companies: CompaniesRepository; clock: () => Date }) {
  const { companies, clock } = deps;
  const cache = createTtlCache<Viewer>({ ttlMs: viewerCacheMs, maxEntries: 10_000, clock });

  async function viewersOf(userIds: readonly number[]): Promise<Map<number, Viewer>> {
    const viewers = new Map<number, Viewer>();
    const missing: number[] = [];
    for (const userId of new Set(userIds)) {
      const cached = cache.get(String(userId));
      if (cached) viewers.set(userId, cached);
      else missing.push(userId);
    }
    const plans = await companies.plansOfUsers(missing);
    for (const userId of missing) {
      const viewer = viewerOf(plans.get(userId));
      cache.set(String(userId), viewer);
      viewers.set(userId, viewer);
    }
    return viewers;
  }
  return {
    forget(): void {
      cache.deleteWhere(() => true);
    },

    /** The user's viewer if looked up lately, without waiting; else undefined (`viewerForUser`). */
    cachedViewer(userId: number): Viewer | undefined {
      return cache.get(String(userId));
    },

    async viewerForUser(userId: number): Promise<Viewer> {
      return (await viewersOf([userId])).get(userId) ?? viewerOf(undefined);
    },

    /** Many users' viewers, those not looked up lately in one query (the alert rules of a burst). */
    viewersForUsers: viewersOf,
  };
}
export type ViewerService = ReturnType<typeof createViewerService>;
