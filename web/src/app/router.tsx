import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { paths, type AccountScreen } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { LogoutRoute } from './routes/logout.route';

// React.lazy wants default exports; ours are named, hence the small mapping on each.
// Everything but the layout loads on demand so the first paint stays small.
const loadMap = () => import('./routes/map.route');
const loadStations = () => import('./routes/stations.route');
const loadAbout = () => import('./routes/about.route');
const loadInfoAlerts = () => import('./routes/info-alerts.route');
const loadGrowingSeasons = () => import('./routes/growing-seasons.route');
const loadAccount = () => import('./routes/account.route');
const loadCompanyUsers = () => import('./routes/company-users.route');
const loadInvitations = () => import('./routes/invitations.route');
const loadUtility = () => import('./routes/utility.route');
const loadOperatorConsole = () => import('./routes/operator-console.route');
const loadAlerts = () => import('./routes/alerts.route');

// The account forms (and their form library) load on demand too: the map, the first screen, must not
// wait for them on a slow link (docs/benchmarks.md "The map's first load").
const LoginRoute = lazy(() => import('./routes/login.route').then((module) => ({ default: module.LoginRoute })));
const SignupRoute = lazy(() => import('./routes/signup.route').then((module) => ({ default: module.SignupRoute })));
const PasswordResetRoute = lazy(() =>
  import('./routes/password-reset.route').then((module) => ({ default: module.PasswordResetRoute })),
);
const NewPasswordRoute = lazy(() =>
  import('./routes/new-password.route').then((module) => ({ default: module.NewPasswordRoute })),
);
const MapRoute = lazy(() => loadMap().then((module) => ({ default: module.MapRoute })));
const StationListRoute = lazy(() => loadStations().then((module) => ({ default: module.StationListRoute })));
const StationDataViewsRoute = lazy(() => loadStations().then((module) => ({ default: module.StationDataViewsRoute })));
const StationDataViewRoute = lazy(() => loadStations().then((module) => ({ default: module.StationDataViewRoute })));
const AboutRoute = lazy(() => loadAbout().then((module) => ({ default: module.AboutRoute })));
const FlatContentRoute = lazy(() => loadAbout().then((module) => ({ default: module.FlatContentRoute })));
const InfoAlertsRoute = lazy(() => loadInfoAlerts().then((module) => ({ default: module.InfoAlertsRoute })));
const InfoAlertRoute = lazy(() => loadInfoAlerts().then((module) => ({ default: module.InfoAlertRoute })));
const GrowingSeasonsRoute = lazy(() =>
  loadGrowingSeasons().then((module) => ({ default: module.GrowingSeasonsRoute })),
);
const GrowingSeasonRoute = lazy(() => loadGrowingSeasons().then((module) => ({ default: module.GrowingSeasonRoute })));
const GrowingSeasonDataViewRoute = lazy(() =>
  loadGrowingSeasons().then((module) => ({ default: module.GrowingSeasonDataViewRoute })),
);
const AccountRoute = lazy(() => loadAccount().then((module) => ({ default: module.AccountRoute })));
const AccountScreenRoute = lazy(() => loadAccount().then((module) => ({ default: module.AccountScreenRoute })));
const UserManagementRoute = lazy(() => loadCompanyUsers().then((module) => ({ default: module.UserManagementRoute })));
const InviteUserRoute = lazy(() => loadCompanyUsers().then((module) => ({ default: module.InviteUserRoute })));
const EditUserRoute = lazy(() => loadCompanyUsers().then((module) => ({ default: module.EditUserRoute })));
const CompleteSignupRoute = lazy(() => loadInvitations().then((module) => ({ default: module.CompleteSignupRoute })));
const CompanyOwnershipInvitationRoute = lazy(() =>
  loadInvitations().then((module) => ({ default: module.CompanyOwnershipInvitationRoute })),
);
const CompanyTransferInvitationRoute = lazy(() =>
  loadInvitations().then((module) => ({ default: module.CompanyTransferInvitationRoute })),
);
const CreateNewCompanyAccountRoute = lazy(() =>
  loadInvitations().then((module) => ({ default: module.CreateNewCompanyAccountRoute })),
);
const PreviewModeRoute = lazy(() => loadUtility().then((module) => ({ default: module.PreviewModeRoute })));
const ResetCompanySettingsRoute = lazy(() =>
  loadUtility().then((module) => ({ default: module.ResetCompanySettingsRoute })),
);
const OperatorConsoleRoute = lazy(() =>
  loadOperatorConsole().then((module) => ({ default: module.OperatorConsoleRoute })),
);
const AlertsRoute = lazy(() => loadAlerts().then((module) => ({ default: module.AlertsRoute })));
const NotificationsRoute = lazy(() => loadAlerts().then((module) => ({ default: module.NotificationsRoute })));

/** The user-management screens live in their own module (company-users.route.tsx); the rest in account.route.tsx. */
function accountScreenElement(screen: AccountScreen) {
  switch (screen) {
    case 'user_management':
      return <UserManagementRoute />;
    case 'user_management/invite':
      return <InviteUserRoute />;
    case 'user_management/edit/:emailAddress':
      return <EditUserRoute />;
    default:
      return <AccountScreenRoute screen={screen} />;
  }
}

/** Every route of the spec's table (shared `appRoutes`); anything else is the not-found page. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // The same element type on both paths: React keeps the map mounted when a data view opens or closes.
      { path: paths.map.path, element: <MapRoute /> },
      { path: paths.mapDataView.path, element: <MapRoute /> },
      { path: paths.sites.path, element: <StationListRoute /> },
      { path: paths.site.path, element: <StationDataViewsRoute /> },
      { path: paths.stationDataViews.path, element: <StationDataViewsRoute /> },
      { path: paths.stationDataView.path, element: <StationDataViewRoute /> },
      ...paths.about.pages.map(({ page, path }) => ({ path, element: <AboutRoute page={page} /> })),
      { path: paths.infoAlerts.path, element: <InfoAlertsRoute /> },
      { path: paths.infoAlert.path, element: <InfoAlertRoute /> },
      { path: paths.growingSeasons.path, element: <GrowingSeasonsRoute /> },
      { path: paths.growingSeason.path, element: <GrowingSeasonRoute /> },
      { path: paths.growingSeasonDataView.path, element: <GrowingSeasonDataViewRoute /> },
      { path: paths.account.path, element: <AccountRoute /> },
      ...paths.accountScreen.screens.map(({ screen, path }) => ({ path, element: accountScreenElement(screen) })),
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.logout.path, element: <LogoutRoute /> },
      { path: paths.signup.path, element: <SignupRoute /> },
      { path: paths.completeSignup.path, element: <CompleteSignupRoute /> },
      { path: paths.passwordReset.path, element: <PasswordResetRoute /> },
      { path: paths.newPassword.path, element: <NewPasswordRoute /> },
      { path: paths.companyOwnershipInvitation.path, element: <CompanyOwnershipInvitationRoute /> },
      { path: paths.companyTransferInvitation.path, element: <CompanyTransferInvitationRoute /> },
      { path: paths.createNewCompanyAccount.path, element: <CreateNewCompanyAccountRoute /> },
      { path: paths.setPreviewMode.path, element: <PreviewModeRoute enabled /> },
      { path: paths.unsetPreviewMode.path, element: <PreviewModeRoute enabled={false} /> },
      { path: paths.resetCompanySettings.path, element: <ResetCompanySettingsRoute /> },
      { path: paths.operatorConsole.path, element: <OperatorConsoleRoute /> },
      { path: paths.alerts.path, element: <AlertsRoute /> },
      { path: paths.notifications.path, element: <NotificationsRoute /> },
      // Flat content pages live at their own paths (spec §2); anything else is the not-found page.
      { path: '*', element: <FlatContentRoute /> },
    ],
  },
];

/**
 * The app's screens. react-router's declarative mode: the data router's loaders and actions go unused
 * here (TanStack Query fetches), and leaving it out takes 57 KB of script off the map's first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
