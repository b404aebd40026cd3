import { notLoggedInText } from '@mesonet/shared/account/account-menu';
import { referralScreenTexts } from '@mesonet/shared/billing/referrals-view';
import { useSearchParams } from 'react-router';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { useReferralsQuery } from '@/features/referrals/api/get-referrals';
import { ReferralsScreen } from '@/features/referrals/components/referrals-screen';
import { AccountLayout, useAccountScreenUser } from '../layout/account-layout';
import { SignedInOnly } from '../layout/signed-in-only';

const title = 'Referrals';

/**
 * /my/account/referrals (spec §2 "Referrals"), open to everyone signed in. Signed out, the visitor is told
 * to log in with the invited address, the only one that can accept the referral; the link in the
 * referral email (?referral_code=) comes back here after logging in, code and all.
 */
export function ReferralsRoute() {
  const user = useAccountScreenUser('referrals');
  const [searchParams] = useSearchParams();
  const referrals = useReferralsQuery(user?.id ?? null);
  return (
    <SignedInOnly
      signedOut={<SignInPrompt title={title} notice={notLoggedInText} message={referralScreenTexts.logInNotice} />}
    >
      {() => (
        <AccountLayout screen="referrals" title={title} busy={referrals.isLoading}>
          {(member) => (
            <ReferralsScreen user={member} referralCodeFromLink={searchParams.get('referral_code')?.trim() ?? ''} />
          )}
        </AccountLayout>
      )}
    </SignedInOnly>
  );
}
