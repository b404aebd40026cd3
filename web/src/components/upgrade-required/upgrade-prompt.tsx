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
