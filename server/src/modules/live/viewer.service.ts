import type { Viewer } from '@mesonet/shared/metrics/metric-visibility';
import { isPlanKey, plans } from '@mesonet/shared/plans/plans';
import type { Database } from '../../db/database';
import { companiesRepository } from '../companies/companies.repository';

/** Who is looking, as the visibility rule needs it: the company's feature set and nominated stations. */
export function createViewerService(db: Database) {
  const companies = companiesRepository(db);
  return {
    async viewerForUser(userId: number): Promise<Viewer> {
      const company = await companies.planOfUser(userId);
      const plan = company?.planKey && isPlanKey(company.planKey) ? plans[company.planKey] : null;
      const nominatedSiteSlugs = [company?.planSiteSlug, ...(company?.additionalSiteSlugs ?? [])].filter(
        (slug): slug is string => Boolean(slug),
      );
      return { kind: 'member', featureSetKey: plan?.featureSetKey ?? null, nominatedSiteSlugs };
    },
  };
}
export type ViewerService = ReturnType<typeof createViewerService>;
