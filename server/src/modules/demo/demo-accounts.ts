import type { PlanKey } from '@mesonet/shared/plans/plans';

export const demoPassword = 'demo-password';

/** CONTRACT.md §4: one owner per plan, each with a company whose account setup is complete. */
export const demoAccounts: ReadonlyArray<{
  email: string;
  planKey: PlanKey;
  firstName: string;
  companyName: string;
  paid: boolean;
  planSiteSlug?: string;
  additionalSiteSlugs?: string[];
}> = [
  {
    email: 'free@demo.test',
    planKey: 'free_access_1',
    firstName: 'Frankie',
    companyName: 'Free Demo Farm',
    paid: false,
  },
  {
    email: 'standard@demo.test',
    planKey: 'standard_bundle_1',
    firstName: 'Sam',
    companyName: 'Standard Demo Farm',
    paid: true,
  },
  {
    email: 'farm@demo.test',
    planKey: 'farm_bundle_1',
    firstName: 'Fern',
    companyName: 'Farm Demo Holdings',
    paid: true,
  },
  {
    email: 'premium@demo.test',
    planKey: 'premium_bundle_1',
    firstName: 'Priya',
    companyName: 'Premium Demo Vineyards',
    paid: true,
    // CONTRACT.md §4: one selected station and two additional ones.
    planSiteSlug: 'hamley-bridge',
    additionalSiteSlugs: ['saddleworth', 'jamestown'],
  },
  {
    email: 'allaccess@demo.test',
    planKey: 'all_access_1',
    firstName: 'Alex',
    companyName: 'All Access Demo Agronomy',
    paid: true,
  },
  { email: 'admin@demo.test', planKey: 'admin_1', firstName: 'Ada', companyName: 'Mesonet Operations', paid: true },
];
