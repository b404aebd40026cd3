import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { ReactNode } from 'react';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import type { AccountScreen } from '@/config/paths';
import { SignedInOnly } from './signed-in-only';

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
 * Stub: every account screen's frame (spec §2 "Account area"): 'Not Logged In' when signed out, the
 * account menu, the page title, the loading overlay and the 'Next Step' banners.
 */
export function AccountLayout({ title, children }: AccountLayoutProps) {
  return (
    <SignedInOnly
      signedOut={<SignInPrompt title={title} notice="Not Logged In" message="Please log in to see your account." />}
    >
      {(user) => (
        <section>
          <h1>{title}</h1>
          {children(user)}
        </section>
      )}
    </SignedInOnly>
  );
}
