import { useParams } from 'react-router';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { UpcomingScreen } from '@/components/layout/upcoming-screen';
import type { LinkItem } from '@/components/ui/link-list';
import { paths, type AccountScreen } from '@/config/paths';
import { SignedInOnly } from '../layout/signed-in-only';

const backToUserManagement: LinkItem = {
  label: '« Back to User Management',
  to: paths.accountScreen.getHref('user_management'),
};
const backToAccount: LinkItem = { label: 'My Account', to: paths.account.getHref() };

const accountScreenContent: Record<AccountScreen, { title: string; summary: string; links?: LinkItem[] }> = {
  account_setup_checklist: {
    title: 'Account Setup Checklist',
    summary: 'The steps to set up your account, and which one is next, will be shown here.',
  },
  company_details: { title: 'Company Details', summary: "Your company's name, ABN and address will be managed here." },
  plan_and_extras: {
    title: 'Plan and Extras',
    summary: 'Your billing plan and extra stations will be chosen and changed here.',
  },
  payment_details: { title: 'Payment Details', summary: 'Your saved card will be shown and changed here.' },
  user_survey: {
    title: 'User Survey',
    summary: 'A short optional survey about how you use weather data will be here.',
  },
  start_trial_or_billing: {
    title: 'Start Trial or Billing',
    summary: 'Starting your free trial or billing will be done here.',
  },
  user_management: {
    title: 'User Management',
    summary: "Your company's users and their permissions will be managed here.",
  },
  'user_management/invite': {
    title: 'Invite New User',
    summary: 'Inviting a new user to your company will be done here.',
    links: [backToUserManagement],
  },
  'user_management/edit/:emailAddress': {
    title: 'Edit User',
    summary: "A user's permissions will be changed here.",
    links: [backToUserManagement],
  },
  update_user_details: {
    title: 'Update User Profile',
    summary: 'Your email address and phone number will be updated here.',
  },
  referrals: { title: 'Referrals', summary: 'Your referral code and the people you have referred will be shown here.' },
};

function AccountSignedOut({ title }: { title: string }) {
  return <SignInPrompt title={title} notice="Not Logged In" message="Please log in to see your account." />;
}

export function AccountRoute() {
  return (
    <SignedInOnly signedOut={<AccountSignedOut title="My Account" />}>
      {() => (
        <UpcomingScreen
          title="My Account"
          summary="Your company details, plan, payment, users and referrals will be managed here."
          links={[
            { label: 'Account Setup Checklist', to: paths.accountScreen.getHref('account_setup_checklist') },
            { label: 'Update User Profile', to: paths.accountScreen.getHref('update_user_details') },
            { label: 'Referrals', to: paths.accountScreen.getHref('referrals') },
          ]}
        />
      )}
    </SignedInOnly>
  );
}

export function AccountScreenRoute({ screen }: { screen: AccountScreen }) {
  const { emailAddress } = useParams();
  const content = accountScreenContent[screen];
  const title = emailAddress ? `${content.title}: ${emailAddress}` : content.title;
  return (
    <SignedInOnly signedOut={<AccountSignedOut title={content.title} />}>
      {() => <UpcomingScreen title={title} summary={content.summary} links={content.links ?? [backToAccount]} />}
    </SignedInOnly>
  );
}
