import { Spinner } from '@/components/ui/spinner';
import { accountLayoutView } from '@mesonet/shared/account/account-layout-view';
import { accountScreenAccess, notLoggedInText } from '@mesonet/shared/account/account-menu';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useId, type ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import type { AccountScreen } from '@/config/paths';
import { AccountMenuNav } from '@/features/account/components/account-menu-nav';
import { NotPermittedNotice, RemovedFromCompanyNotice } from '@/features/account/components/account-panels';
import { NextStepBanner } from '@/features/account/components/next-step-banner';
import { useSession } from '@/features/auth/hooks/use-session';
import { SignedInOnly } from './signed-in-only';
import './account-layout.css';

export interface AccountLayoutProps {
  /** The account screen shown (null: the /my/account index). */
  screen: AccountScreen | null;
  /** The page title (h1). */
  title: string;
  /** True while the screen's data loads or saves: the loading overlay covers the page. */
  busy?: boolean;
  children: (user: AuthUser) => ReactNode;
}

/**
 * Every account screen's frame (spec §2 "Account area", §6): 'Not Logged In' when signed out; for a
 * removed member only the way to a new company account; otherwise the account menu, the page title,
 * the 'Next Step' banner above and below the screen, and the loading overlay while `busy`. A screen
 * the member may not open shows why instead of `children`.
 */
export function AccountLayout({ screen, title, busy = false, children }: AccountLayoutProps) {
  return (
    <SignedInOnly
      signedOut={<SignInPrompt title={title} notice={notLoggedInText} message="Please log in to see your account." />}
    >
      {(user) => (
        <AccountFrame user={user} screen={screen} title={title} busy={busy}>
          {children}
        </AccountFrame>
      )}
    </SignedInOnly>
  );
}

function AccountFrame({ user, screen, title, busy, children }: AccountLayoutProps & { user: AuthUser; busy: boolean }) {
  const titleId = useId();
  const view = accountLayoutView(user, screen);
  if (view.state === 'removed') {
    return (
      <Page title={title}>
        <RemovedFromCompanyNotice />
      </Page>
    );
  }
  const nextStep = view.state === 'allowed' ? view.nextStep : null;
  return (
    <div className="account-layout">
      <h1 className="account-layout__title" id={titleId}>
        {title}
      </h1>
      <div className="account-layout__menu">
        <AccountMenuNav entries={view.menu} selected={view.selected} openOnPhone={screen === null} />
      </div>
      <section className="account-layout__screen" aria-labelledby={titleId} aria-busy={busy || undefined}>
        {nextStep ? <NextStepBanner step={nextStep} /> : null}
        <div className="account-layout__body">{view.state === 'allowed' ? children(user) : <NotPermittedNotice />}</div>
        {nextStep ? <NextStepBanner step={nextStep} /> : null}
        {busy ? (
          <div className="account-layout__overlay">
            <div className="account-layout__overlay-status" role="status">
              <Spinner />
              Loading…
            </div>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/**
 * The signed-in user once the session is confirmed and the screen is theirs to open, else null: a
 * screen's calls wait for this, so nobody asks the server for what the frame will not show.
 */
export function useAccountScreenUser(screen: AccountScreen): AuthUser | null {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return accountScreenAccess(session.user, screen) === 'allowed' ? session.user : null;
}
