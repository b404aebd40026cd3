import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, type AccountScreen } from '@/config/paths';
import { useCompanyDetailsQuery, useSaveCompanyDetails } from '@/features/account/api/company-details';
import { useStationOptionsQuery } from '@/features/account/api/station-options';
import { useSaveUserSurvey, useUserSurveyQuery } from '@/features/account/api/user-survey';
import { AccountWelcome } from '@/features/account/components/account-panels';
import { CompanyDetailsScreen, UserSurveyScreen } from '@/features/account/components/account-screens';
import { AccountSetupChecklist } from '@/features/account/components/account-setup-checklist';
import { EmailChangedDialog } from '@/features/account/components/email-changed-dialog';
import { UpdateUserDetailsForm } from '@/features/account/components/update-user-details-form';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSetSessionUser } from '@/features/auth/hooks/use-set-session-user';
import { storageKeys, writeString } from '@/lib/storage';
import { AccountLayout, useAccountScreenUser } from '../layout/account-layout';
import { PaymentDetailsRoute } from './payment-details.route';
import { PlanAndExtrasRoute } from './plan-and-extras.route';
import { ReferralsRoute } from './referrals.route';
import { StartTrialOrBillingRoute } from './start-trial-or-billing.route';

/** /my/account: the menu and a greeting. */
export function AccountRoute() {
  return (
    <AccountLayout screen={null} title="My Account">
      {(user) => <AccountWelcome firstName={user.first_name} companyName={user.company.name} />}
    </AccountLayout>
  );
}

function AccountSetupChecklistRoute() {
  return (
    <AccountLayout screen="account_setup_checklist" title="Account Setup Checklist">
      {(user) => <AccountSetupChecklist flags={user.company} />}
    </AccountLayout>
  );
}

function CompanyDetailsRoute() {
  const user = useAccountScreenUser('company_details');
  const setSessionUser = useSetSessionUser();
  const details = useCompanyDetailsQuery(user?.id ?? null);
  const save = useSaveCompanyDetails({ onUserChanged: setSessionUser });
  return (
    <AccountLayout screen="company_details" title="Company Details" busy={details.isLoading || save.isPending}>
      {() => <CompanyDetailsScreen details={details} save={save} />}
    </AccountLayout>
  );
}

function UserSurveyRoute() {
  const user = useAccountScreenUser('user_survey');
  const setSessionUser = useSetSessionUser();
  const survey = useUserSurveyQuery(user?.id ?? null);
  const stations = useStationOptionsQuery(user !== null);
  const save = useSaveUserSurvey({ onUserChanged: setSessionUser });
  return (
    <AccountLayout
      screen="user_survey"
      title="User Survey"
      busy={survey.isLoading || stations.isLoading || save.isPending}
    >
      {() => <UserSurveyScreen survey={survey} stations={stations} save={save} />}
    </AccountLayout>
  );
}

/**
 * A changed email ends every session on the server (spec §4): the browser signs out too, and the
 * dialog (outside the frame, which now says 'Not Logged In') sends the user to log in with the new address.
 */
function UpdateUserDetailsRoute() {
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const signOut = useSignOut();
  const [emailChanged, setEmailChanged] = useState(false);

  function onEmailChanged(newEmail: string) {
    // Spec §2: the login screen offers the address to log in with.
    writeString(storageKeys.uid, newEmail);
    setEmailChanged(true);
    signOut.mutate();
  }

  return (
    <>
      <AccountLayout screen="update_user_details" title="Update User Profile">
        {(user) => <UpdateUserDetailsForm user={user} onUserChanged={setSessionUser} onEmailChanged={onEmailChanged} />}
      </AccountLayout>
      {emailChanged ? <EmailChangedDialog onLogIn={() => void navigate(paths.login.getHref())} /> : null}
    </>
  );
}

type OwnScreen = Exclude<AccountScreen, `user_management${string}`>;

/** The account screens of this module; the router sends user management to company-users.route.tsx. */
export function AccountScreenRoute({ screen }: { screen: OwnScreen }) {
  switch (screen) {
    case 'account_setup_checklist':
      return <AccountSetupChecklistRoute />;
    case 'company_details':
      return <CompanyDetailsRoute />;
    case 'user_survey':
      return <UserSurveyRoute />;
    case 'update_user_details':
      return <UpdateUserDetailsRoute />;
    case 'plan_and_extras':
      return <PlanAndExtrasRoute />;
    case 'start_trial_or_billing':
      return <StartTrialOrBillingRoute />;
    case 'payment_details':
      return <PaymentDetailsRoute />;
    case 'referrals':
      return <ReferralsRoute />;
  }
}
