import { Link } from 'react-router';
import { paths } from '@/config/paths';
import '@/components/ui/button.css';

/** Spec §2's words where the plan does not show something. */
export const upgradeRequiredText = 'To view this content you must upgrade your billing plan.';

/** The way to the plans, from wherever the plan is not enough. */
export function ViewPlansLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link className="button button--primary" to={paths.accountScreen.getHref('plan_and_extras')} onClick={onClick}>
      View plans and extras
    </Link>
  );
}

/** Why the content is not shown, and the way to the plans; `className` places it on its screen. */
export function UpgradePrompt({ className, text = upgradeRequiredText }: { className: string; text?: string }) {
  return (
    <div className={className}>
      <p>{text}</p>
      <p>
        <ViewPlansLink />
      </p>
    </div>
  );
}

interface NotInPlanNoteProps {
  /** What the plan lacks, as it reads mid-sentence ('spray conditions'). */
  what: string;
  className: string;
  /** Opens the upgrade dialog; the button is passed so focus can come back to it. */
  onUpgrade: (opener: HTMLElement) => void;
}

/** 'Your plan does not include …' with an Upgrade button, where a locked feature would be. */
export function NotInPlanNote({ what, className, onUpgrade }: NotInPlanNoteProps) {
  return (
    <p className={className}>
      Your plan does not include {what}.{' '}
      <button
        type="button"
        className="link-button"
        aria-haspopup="dialog"
        onClick={(event) => onUpgrade(event.currentTarget)}
      >
        Upgrade
      </button>
    </p>
  );
}
