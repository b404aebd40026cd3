import {
  invitationScreenCopy,
  invitationScreenTitle,
  type InvitationKind,
} from '@mesonet/shared/account/invitation-screens';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '@/components/layout/page';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { currentUserQueryKey } from '@/features/auth/api/validate-token';
import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import { CompleteSignupScreen } from '@/features/company-users/components/complete-signup-screen';
import { CreateNewCompanyScreen } from '@/features/company-users/components/create-new-company-screen';
import { InvitationAnswerScreen } from '@/features/company-users/components/invitation-answer-screen';
import { SignedInOnly } from '../layout/signed-in-only';
import type { LoginLocationState } from './login.route';

/** /complete_signup?invitation_token=…&email=… (the link of the invitation mail). */
export function CompleteSignupRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <FormCard title="Complete Sign Up" wide>
      <CompleteSignupScreen
        invitationToken={searchParams.get('invitation_token') || null}
        email={searchParams.get('email') ?? ''}
        onSignedUp={() =>
          void navigate(paths.login.getHref(), { state: { signedUp: true } satisfies LoginLocationState })
        }
      />
    </FormCard>
  );
}

/**
 * An invitation may have arrived since the stored user was last checked: ask the server again when
 * the screen opens (unless the check is already under way), and wait for the answer.
 */
function useFreshSessionUser(): boolean {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (queryClient.isFetching({ queryKey: currentUserQueryKey }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [queryClient]);
  return useIsFetching({ queryKey: currentUserQueryKey }) > 0;
}

function InvitationAnswerRoute({ kind }: { kind: InvitationKind }) {
  const refreshing = useFreshSessionUser();
  const setSessionUser = useSetSessionUser();
  const [openedAt] = useState(() => new Date());
  const signedOut = invitationScreenCopy(kind, { state: 'not_logged_in' });
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt title={invitationScreenTitle} notice={signedOut.message} message={signedOut.advice ?? ''} />
      }
    >
      {(user) => (
        <FormCard title={invitationScreenTitle}>
          {refreshing ? (
            <PageLoading label="Checking your invitations…" />
          ) : (
            <InvitationAnswerScreen kind={kind} user={user} now={openedAt} onUserChanged={setSessionUser} />
          )}
        </FormCard>
      )}
    </SignedInOnly>
  );
}

/** /company_ownership_invitation: a member asked to become the account owner answers here. */
export function CompanyOwnershipInvitationRoute() {
  return <InvitationAnswerRoute kind="ownership" />;
}

/** /company_transfer_invitation: someone with an account, invited to join another company, answers here. */
export function CompanyTransferInvitationRoute() {
  return <InvitationAnswerRoute kind="transfer" />;
}

/** /create_new_company_account: only for a signed-in member removed from their company. */
export function CreateNewCompanyAccountRoute() {
  const refreshing = useFreshSessionUser();
  const setSessionUser = useSetSessionUser();
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt
          title="Create New Company Account"
          notice="You are not logged in."
          message="Please log in to create a new company account."
        />
      }
    >
      {(user) => (
        <FormCard title="Create New Company Account">
          {refreshing ? <PageLoading /> : <CreateNewCompanyScreen user={user} onUserChanged={setSessionUser} />}
        </FormCard>
      )}
    </SignedInOnly>
  );
}
