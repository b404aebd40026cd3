import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import { paths } from '@/config/paths';
import { SignedInOnly } from '../layout/signed-in-only';

const homeLink = { label: 'Home', to: paths.map.getHref() };

export function CompleteSignupRoute() {
  return (
    <UpcomingScreen
      title="Complete Sign Up"
      summary="Accepting an invitation to join a company, and choosing your password, will be done here."
      links={[{ label: 'Login', to: paths.login.getHref() }, homeLink]}
    />
  );
}

export function CompanyOwnershipInvitationRoute() {
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt
          title="Ownership Invitation"
          message="You are not logged in. Please log in to answer your ownership invitation."
        />
      }
    >
      {() => (
        <UpcomingScreen
          title="Ownership Invitation"
          summary="Accepting or declining an invitation to own your company will be done here."
          links={[homeLink]}
        />
      )}
    </SignedInOnly>
  );
}

export function CompanyTransferInvitationRoute() {
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt
          title="Ownership Invitation"
          message="You are not logged in. Please log in to answer your invitation to join a company."
        />
      }
    >
      {() => (
        <UpcomingScreen
          title="Ownership Invitation"
          summary="Accepting or declining an invitation to join another company will be done here."
          links={[homeLink]}
        />
      )}
    </SignedInOnly>
  );
}

export function CreateNewCompanyAccountRoute() {
  return (
    <SignedInOnly
      signedOut={
        <SignInPrompt
          title="Create New Company Account"
          message="You are not logged in. Please log in to create a new company account."
        />
      }
    >
      {() => (
        <UpcomingScreen
          title="Create New Company Account"
          summary="If you have been removed from a company, you will create your own company account here."
          links={[homeLink]}
        />
      )}
    </SignedInOnly>
  );
}
