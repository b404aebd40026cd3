import { cashbackPercent, referralsPerMember, referralValidMs } from '@mesonet/shared/billing/referrals';
import { referralScreenTexts, referralsView, type ReferralsView } from '@mesonet/shared/billing/referrals-view';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { apiErrorMessages } from '@/lib/api-client';
import { useReferralsQuery } from '../api/get-referrals';
import { EnterReferralCodeForm } from './enter-referral-code-form';
import { ReferNewUserForm } from './refer-new-user-form';
import { ReferralsTable } from './referrals-table';
import './referrals.css';

const validDays = referralValidMs / 86_400_000;

/**
 * /my/account/referrals (spec §2 "Referrals"): a paid company refers new users, an unpaid one enters its
 * code, then sees what makes the referral count; the referrals sent are listed below.
 */
export function ReferralsScreen({ user, referralCodeFromLink }: { user: AuthUser; referralCodeFromLink: string }) {
  const referrals = useReferralsQuery(user.id);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (referrals.isPending) return null;
  const view = referralsView({ company: user.company, list: referrals.data ?? null });

  return (
    <div className="referrals">
      <p className="referrals__intro">
        {view.state === 'send'
          ? `When someone you refer starts a paid plan, your company receives ${cashbackPercent.referrer}% cashback and theirs receives ${cashbackPercent.invitee}%, each taken off the company's next invoice.`
          : `Referred by another grower? Once your paid plan starts, your company receives ${cashbackPercent.invitee}% cashback, taken off your next invoice.`}
      </p>
      {referrals.isError ? (
        <Alert tone="error" title="Your referrals could not be loaded.">
          {apiErrorMessages(referrals.error).join(' ')}
        </Alert>
      ) : null}
      {outcome ? <Alert tone="success">{outcome}</Alert> : null}
      <ReferralsPanel view={view} referralCodeFromLink={referralCodeFromLink} onDone={setOutcome} />
      {view.state === 'send' || view.rows.length > 0 ? <ReferralsTable rows={view.rows} /> : null}
      <p className="referrals__terms">
        <Link to={paths.about.getHref('disclaimer')}>Terms and conditions</Link>
      </p>
    </div>
  );
}

function ReferralsPanel({
  view,
  referralCodeFromLink,
  onDone,
}: {
  view: ReferralsView;
  referralCodeFromLink: string;
  onDone: (message: string) => void;
}) {
  const headingId = useId();
  switch (view.state) {
    case 'send':
      return (
        <section className="referrals__panel" aria-labelledby={headingId}>
          <h2 id={headingId}>Refer a new user</h2>
          {view.maximumReached ? (
            <p className="referrals__limit">{view.maximumReached}</p>
          ) : (
            <>
              <p>
                We email them a referral code, valid for {validDays} days and only for that email address. You can send{' '}
                {view.remaining} more of your {referralsPerMember}.
              </p>
              <ReferNewUserForm onSent={onDone} />
            </>
          )}
        </section>
      );
    case 'enter_code':
      return (
        <section className="referrals__panel" aria-labelledby={headingId}>
          <h2 id={headingId}>Enter referral code</h2>
          <p>If someone referred you to {env.productName}, enter the code from the referral email sent to you.</p>
          <EnterReferralCodeForm initialCode={referralCodeFromLink} onAccepted={onDone} />
        </section>
      );
    case 'next_steps':
      return (
        <section className="referrals__panel" aria-labelledby={headingId}>
          <h2 id={headingId}>Next steps</h2>
          <p>
            You were referred by <strong>{view.referrer.name}</strong> of {view.referrer.companyName}.{' '}
            {referralScreenTexts.nextStepsIntro}
          </p>
          <ol className="referrals__steps">
            {view.steps.map((step) => (
              <li key={step.screen} className={step.done ? 'referrals__step referrals__step--done' : 'referrals__step'}>
                <Link to={paths.accountScreen.getHref(step.screen)}>{step.label}</Link>
                {step.done ? <span className="referrals__done"> (done)</span> : null}
              </li>
            ))}
          </ol>
          <p>
            Then start your free trial or billing. Once your paid plan starts, the cashback is taken off your next
            invoice.
          </p>
        </section>
      );
  }
}
