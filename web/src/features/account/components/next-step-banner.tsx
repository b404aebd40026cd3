import type { AccountSetupStep } from '@mesonet/shared/account/account-setup';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './next-step-banner.css';

/** Spec §2 "Account area": the first incomplete setup step, linked with its label. */
export function NextStepBanner({ step }: { step: AccountSetupStep }) {
  return (
    <p className="next-step-banner">
      <span className="next-step-banner__label">Next Step:</span>{' '}
      <Link to={paths.accountScreen.getHref(step.screen)}>{step.label}</Link>
    </p>
  );
}
