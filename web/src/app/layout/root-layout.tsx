import { isAccountSetupComplete } from '@mesonet/shared/account/account-setup';
import { canUseAlerts } from '@mesonet/shared/alerts/alert-access';
import { overviewUrlKey } from '@mesonet/shared/app-settings/text-labels';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { canUseOperatorConsole } from '@mesonet/shared/operator-console/operator-access';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { SignedOutBanner, TaglineBanner } from '@/components/layout/banners';
import { Header } from '@/components/layout/header';
import { SideMenu } from '@/components/layout/side-menu';
import { PageLoading } from '@/components/ui/page-loading';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { BillingBanner } from '@/features/billing/components/billing-banner';
import { useRemovedUserRedirect } from '@/features/company-users/hooks/use-removed-user-redirect';
import { ThemeSwitch } from '@/features/theme/components/theme-switch';
import { useTextLabel } from '@/lib/app-settings-query';
import { menuLinks } from './menu-links';
import { OfflineStatus } from '@/features/offline/offline-status';
import { useAfterFirstLoad } from '@/hooks/use-after-first-load';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { ScreenErrorBoundary } from './screen-error-boundary';

// Spec §2 "News and alerts": unseen splash alerts pop up on app load. Loaded once the first screen is up.
const SplashAlert = lazy(() =>
  import('@/features/info-alerts/components/splash-alert').then((module) => ({ default: module.SplashAlert })),
);
// Issue 24 part 6: the header's notifications link, for signed-in users only, loaded beside the first screen.
const NotificationsLink = lazy(() =>
  import('@/features/alerts/components/notifications-link').then((module) => ({ default: module.NotificationsLink })),
);

const menuId = 'site-menu';
// Spec §6: the sign-in prompt would only repeat what these screens already offer.
const screensWithoutSignedOutBanner: readonly string[] = [
  paths.login.path,
  paths.signup.path,
  paths.passwordReset.path,
];

/** Spec §2 "Layout": the plan badge appears once account setup is complete. */
function planBadgeName(user: AuthUser | null): string | null {
  if (!user || !isAccountSetupComplete(user.company)) return null;
  return user.company.billing_item_access_plan?.billing_product_name ?? null;
}

/** Screens that fill the width and height below the banners themselves (the map). */
const fullBleedScreens: readonly string[] = [paths.map.path, paths.mapDataView.path];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function RootLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const firstLoadOver = useAfterFirstLoad();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useRemovedUserRedirect(session.status === 'signed-in' ? session.user : null);
  useScrollRestoration();
  // The operator's own overview page (a console setting); the app's About page until the settings arrive.
  const overviewUrl = useTextLabel(overviewUrlKey, paths.about.getHref('overview'));

  useEffect(() => {
    document.title = `${env.productName} – Live local weather data`;
  }, []);

  const fullBleed = fullBleedScreens.some((path) => matchPath(path, pathname) !== null);
  const showSignedOutBanner =
    session.status === 'signed-out' && !screensWithoutSignedOutBanner.includes(withoutTrailingSlash(pathname));

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header
        productName={env.productName}
        planName={planBadgeName(session.user)}
        menuOpen={menuOpen}
        menuId={menuId}
        onMenuOpen={() => setMenuOpen(true)}
        menuButtonRef={menuButtonRef}
        notifications={
          session.status === 'signed-in' ? (
            <Suspense fallback={null}>
              <NotificationsLink userId={session.user.id} enabled={canUseAlerts(session.user)} />
            </Suspense>
          ) : null
        }
      />
      <TaglineBanner text={env.tagline} />
      {showSignedOutBanner ? <SignedOutBanner /> : null}
      {session.status === 'signed-in' ? <BillingBanner user={session.user} /> : null}
      <OfflineStatus />
      <main className={fullBleed ? 'app-main app-main--full-bleed' : 'app-main'} id="main" tabIndex={-1}>
        <ScreenErrorBoundary screen={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <SideMenu
        id={menuId}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        links={menuLinks(session.user !== null, canUseOperatorConsole(session.user))}
        externalLink={{ label: 'Overview', href: overviewUrl }}
        returnFocusRef={menuButtonRef}
        deviceSettings={<ThemeSwitch />}
      />
      {firstLoadOver ? (
        <Suspense fallback={null}>
          <SplashAlert />
        </Suspense>
      ) : null}
    </div>
  );
}
