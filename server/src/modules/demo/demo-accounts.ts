import type { PlanKey } from '@mesonet/shared/plans/plans';

export const demoPassword = 'demo-password';

/** CONTRACT.md §4: one owner per plan, each with a company whose account setup is complete. */
export const demoAccounts: ReadonlyArray<{
  email: string;
  planKey: PlanKey;
  firstName: string;
  companyName: string;
  paid: boolean;
  planStationSlug?: string;
  additionalStationSlugs?: string[];
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
    planStationSlug: 'hamley-bridge',
    additionalStationSlugs: ['saddleworth', 'jamestown'],
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

/** The company details every demo company is given (its setup is complete, so the form opens filled in). */
export const demoCompanyAddress = {
  address1: '12 Main North Road',
  locality: 'Clare',
  postalcode: '5453',
  stateProvince: 'SA',
} as const;

/** The survey answers every demo company is given; the station is Saddleworth. */
export const demoSurveyAnswers = {
  user1Age: '36-45',
  user1Gender: 'Unspecified',
  occupationIndustry: 'Grain grower',
  mainAwsOfInterest: 'saddleworth',
  mainUseOfMesonet: 'Deciding when it is safe to spray',
  farmSize: '1000-1500 ha',
  whereHeardAboutUs: 'Word of Mouth',
} as const;

/**
 * The people of allaccess@demo.test's company, so a tester sees user management at work (password
 * `demo-password` for each): a member with some permissions, a member who was removed (and must create
 * a new company), and someone with an account of their own who is invited to join and has not answered.
 */
export const demoCompanyPeople = {
  ownerEmail: 'allaccess@demo.test',
  /** Room for two more invitations beside the owner, the member and the pending invitation. */
  userLimit: 5,
  member: {
    email: 'agronomist@demo.test',
    firstName: 'Morgan',
    surname: 'Agronomist',
    homeLocationGrowingSeasons: true,
    accountBilling: false,
    userManagement: true,
  },
  removed: { email: 'removed@demo.test', firstName: 'Remy', surname: 'Removed' },
  invitee: {
    email: 'contractor@demo.test',
    firstName: 'Casey',
    surname: 'Contractor',
    companyName: 'Contractor Demo Services',
    homeLocationGrowingSeasons: true,
    accountBilling: false,
    userManagement: false,
  },
} as const;

/** The Home location (near Saddleworth, premium's additional station) and season the growing-season companies get. */
export const demoGrowingSeason = {
  ownerEmails: ['premium@demo.test', 'allaccess@demo.test'],
  home: { lat: -34.06, lng: 138.76 },
  name: 'Wheat (Scepter), Home paddock',
} as const;
