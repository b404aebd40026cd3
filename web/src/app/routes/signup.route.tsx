import { useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '@/components/layout/page';
import { LinkList } from '@/components/ui/link-list';
import { paths } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import type { LoginLocationState } from './login.route';

export function SignupRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const defaults = { email: searchParams.get('email') ?? '', referralCode: searchParams.get('referral_code') ?? '' };

  return (
    <FormCard title="Sign Up" wide intro={<p>Create a free account to see more weather data for your area.</p>}>
      <SignupForm
        defaults={defaults}
        onSignedUp={() =>
          void navigate(paths.login.getHref(), { state: { signedUp: true } satisfies LoginLocationState })
        }
      />
      <LinkList
        label="Other options"
        links={[
          { label: 'Login', to: paths.login.getHref() },
          { label: 'Home', to: paths.map.getHref() },
        ]}
      />
    </FormCard>
  );
}
