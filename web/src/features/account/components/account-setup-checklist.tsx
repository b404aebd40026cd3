import { accountSetupChecklist, type ChecklistStepState } from '@mesonet/shared/account/account-layout-view';
import { completedAccountSetupStepCount, type AccountSetupFlags } from '@mesonet/shared/account/account-setup';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './account-setup-checklist.css';

const stateText: Record<ChecklistStepState, string> = {
  done: 'Done',
  next: 'Next step',
  to_do: 'Not done yet',
};

/** Spec §2 "Account area", §4: the five setup steps in order, each saying whether it is done, and linking to it. */
export function AccountSetupChecklist({ flags }: { flags: AccountSetupFlags }) {
  const rows = accountSetupChecklist(flags);
  return (
    <>
      <p>
        You have completed {completedAccountSetupStepCount(flags)} of {rows.length} steps in setting up your account.
      </p>
      <ol className="setup-checklist" aria-label="Account setup steps">
        {rows.map(({ step, state }, index) => (
          <li className={`setup-checklist__step setup-checklist__step--${state}`} key={step.flag}>
            <span className="setup-checklist__mark" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="setup-checklist__text">
              <Link to={paths.accountScreen.getHref(step.screen)}>{step.label}</Link>
              <span className="setup-checklist__state">{stateText[state]}</span>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
