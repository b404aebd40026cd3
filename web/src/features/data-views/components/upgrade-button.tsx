import './upgrade-button.css';

interface UpgradeButtonProps {
  /** What the plan does not include, for screen readers: 'upgrade to see {what}'. */
  what: string;
  onUpgrade: (opener: HTMLElement) => void;
}

/** The 'U' of spec §2: outside the plan, it opens the upgrade-required modal. */
export function UpgradeButton({ what, onUpgrade }: UpgradeButtonProps) {
  return (
    <button
      type="button"
      className="upgrade-button"
      aria-haspopup="dialog"
      onClick={(event) => onUpgrade(event.currentTarget)}
    >
      U<span className="visually-hidden"> (upgrade to see {what})</span>
    </button>
  );
}
