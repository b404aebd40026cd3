import { aboutPages, accountScreens, appRoutes, type AboutPage } from '@mesonet/shared/routing/app-routes';

/** Parameter names of a route pattern: '/sites/:stationSlug/data_views/:dataViewSlug' → 'stationSlug' | 'dataViewSlug'. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<P extends string> = [PathParamNames<P>] extends [never]
  ? []
  : [params: Record<PathParamNames<P>, string>];

/** Fills a pattern's parameters, URL-encoding each (spec: the user-edit e-mail parameter is URL-encoded). */
export function hrefFor<P extends string>(pattern: P, ...args: HrefArgs<P>): string {
  const params: Partial<Record<string, string>> = args[0] ?? {};
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

function withQuery(href: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${href}?${text}` : href;
}

function route<P extends string>(path: P) {
  return { path, getHref: (...args: HrefArgs<P>) => hrefFor(path, ...args) };
}

export type AccountScreen = (typeof accountScreens)[number];
/** Account screens reachable without a parameter. */
export type SimpleAccountScreen = Exclude<AccountScreen, `${string}:${string}`>;

/** Every route of the spec's table (built from shared `appRoutes`) with an href builder, so links are never hand-assembled. */
export const paths = {
  map: route(appRoutes.map),
  mapDataView: route(appRoutes.mapDataView),
  sites: route(appRoutes.sites),
  site: route(appRoutes.site),
  stationDataViews: route(appRoutes.stationDataViews),
  stationDataView: route(appRoutes.stationDataView),
  about: {
    path: appRoutes.about,
    pages: aboutPages.map((page) => ({ page, path: `/about/${page}` })),
    getHref: (page: AboutPage) => `/about/${page}`,
  },
  infoAlerts: route(appRoutes.infoAlerts),
  infoAlert: route(appRoutes.infoAlert),
  growingSeasons: route(appRoutes.growingSeasons),
  growingSeason: route(appRoutes.growingSeason),
  growingSeasonDataView: route(appRoutes.growingSeasonDataView),
  account: route(appRoutes.account),
  accountScreen: {
    screens: accountScreens.map((screen) => ({ screen, path: `${appRoutes.account}/${screen}` })),
    getHref: (screen: SimpleAccountScreen) => `${appRoutes.account}/${screen}`,
  },
  accountUserEdit: route(`${appRoutes.account}/user_management/edit/:emailAddress`),
  login: route(appRoutes.login),
  logout: {
    path: appRoutes.logout,
    getHref: (redirect?: string) => withQuery(appRoutes.logout, { redirect }),
  },
  signup: {
    path: appRoutes.signup,
    getHref: (query: { referralCode?: string; email?: string } = {}) =>
      withQuery(appRoutes.signup, { referral_code: query.referralCode, email: query.email }),
  },
  completeSignup: route(appRoutes.completeSignup),
  passwordReset: route(appRoutes.passwordReset),
  newPassword: {
    path: appRoutes.newPassword,
    getHref: (resetPasswordToken?: string) =>
      withQuery(appRoutes.newPassword, { reset_password_token: resetPasswordToken }),
  },
  companyOwnershipInvitation: route(appRoutes.companyOwnershipInvitation),
  companyTransferInvitation: route(appRoutes.companyTransferInvitation),
  createNewCompanyAccount: route(appRoutes.createNewCompanyAccount),
  setPreviewMode: route(appRoutes.setPreviewMode),
  unsetPreviewMode: route(appRoutes.unsetPreviewMode),
  resetCompanySettings: route(appRoutes.resetCompanySettings),
  /** The operator console, for admin users; `section` opens one of its tabs. */
  operatorConsole: {
    path: appRoutes.operatorConsole,
    getHref: (section?: string) => withQuery(appRoutes.operatorConsole, { section }),
  },
  alerts: route(appRoutes.alerts),
  notifications: route(appRoutes.notifications),
} as const;

/** Screens a sign-in must never return to: going back to them would undo or repeat the sign-in. */
export const authFlowPaths: readonly string[] = [
  appRoutes.login,
  appRoutes.logout,
  appRoutes.signup,
  appRoutes.passwordReset,
  appRoutes.newPassword,
];
