import type { MenuLink } from '@/components/layout/side-menu';
import { paths } from '@/config/paths';

/**
 * Spec §2 "Layout": the side menu's items, in order, for a signed-out visitor or a signed-in user; admin
 * users also get the operator console.
 */
export function menuLinks(signedIn: boolean, isAdmin = false): MenuLink[] {
  const always: MenuLink[] = [
    { label: 'Map', to: paths.map.getHref() },
    { label: 'Sites List', to: paths.sites.getHref() },
    { label: 'News & Alerts', to: paths.infoAlerts.getHref() },
  ];
  const signedInOnly: MenuLink[] = [
    { label: 'Growing Seasons', to: paths.growingSeasons.getHref() },
    { label: 'My Account', to: paths.account.getHref() },
    ...(isAdmin ? [{ label: 'Operator Console', to: paths.operatorConsole.getHref() }] : []),
    { label: 'Logout', to: paths.logout.getHref() },
  ];
  const signedOutOnly: MenuLink[] = [
    { label: 'Login', to: paths.login.getHref() },
    { label: 'Sign Up', to: paths.signup.getHref() },
  ];
  return [...always, ...(signedIn ? signedInOnly : signedOutOnly)];
}
