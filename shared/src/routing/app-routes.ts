/**
 * Every route of the spec's route table (§2), as path patterns. The web router
 * is built from these and the server answers them with the app shell (HTTP 200);
 * any other path gets the shell with HTTP 404 so the browser shows the not-found page.
 */
export const aboutPages = [
  'latest_news',
  'overview',
  'observations',
  'inversions_and_spray_drift',
  'userguide',
  'contact_us',
  'supporters_sponsors',
  'faults_improvements',
  'subscription_services',
  'faqs',
  'disclaimer',
] as const;
export type AboutPage = (typeof aboutPages)[number];

export const accountScreens = [
  'account_setup_checklist',
  'company_details',
  'plan_and_extras',
  'payment_details',
  'user_survey',
  'start_trial_or_billing',
  'user_management',
  'user_management/invite',
  'user_management/edit/:emailAddress',
  'update_user_details',
  'referrals',
] as const;

export const appRoutes = {
  map: '/',
  mapDataView: '/map/:stationSlug/:dataViewSlug',
  sites: '/sites',
  site: '/sites/:stationSlug',
  stationDataViews: '/sites/:stationSlug/data_views/',
  stationDataView: '/sites/:stationSlug/data_views/:dataViewSlug',
  about: '/about/:aboutPage',
  infoAlerts: '/info_alerts',
  infoAlert: '/info_alerts/:dateStr/:slug',
  growingSeasons: '/my/growing_seasons',
  growingSeason: '/my/growing_seasons/:growingSeasonSlug',
  growingSeasonDataView: '/my/growing_seasons/:growingSeasonSlug/data_views/:dataViewSlug',
  account: '/my/account',
  accountScreen: '/my/account/:screen',
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  completeSignup: '/complete_signup',
  passwordReset: '/password_reset',
  newPassword: '/new_password',
  companyOwnershipInvitation: '/company_ownership_invitation',
  companyTransferInvitation: '/company_transfer_invitation',
  createNewCompanyAccount: '/create_new_company_account',
  setPreviewMode: '/set_preview_mode',
  unsetPreviewMode: '/unset_preview_mode',
  resetCompanySettings: '/reset_company_settings',
  /** The operator console: admins only; the server refuses its calls to anyone else. */
  operatorConsole: '/admin',
  /** Issue 24 part 7: the user's alert rules and spray profiles, and their notifications. */
  alerts: '/my/alerts',
  notifications: '/my/notifications',
} as const;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return false;
  return want.every((part, i) => part.startsWith(':') || part === got[i]);
}

const accountPatterns = accountScreens.map((screen) => `/my/account/${screen}`);
const aboutPatterns = aboutPages.map((page) => `/about/${page}`);
const fixedPatterns = Object.values(appRoutes).filter(
  (pattern) => pattern !== appRoutes.about && pattern !== appRoutes.accountScreen,
);

/** True when the spec's route table has this path. Flat content pages are checked by the content issue. */
export function isAppRoute(pathname: string): boolean {
  return [...fixedPatterns, ...accountPatterns, ...aboutPatterns].some((pattern) => matchesPattern(pattern, pathname));
}
