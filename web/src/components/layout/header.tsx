import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import '@/components/ui/button.css';
import '@/components/ui/pill.css';
import './header.css';

interface HeaderProps {
  productName: string;
  /** The plan name for the badge, or null when no badge should show. */
  planName: string | null;
  menuOpen: boolean;
  menuId: string;
  onMenuOpen: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  /** The notifications link with its unread count, for signed-in users (the app passes it in). */
  notifications?: ReactNode;
}

export function Header({
  productName,
  planName,
  menuOpen,
  menuId,
  onMenuOpen,
  menuButtonRef,
  notifications,
}: HeaderProps) {
  return (
    <header className={planName ? 'site-header site-header--with-badge' : 'site-header'}>
      <Link className="site-header__title" to={paths.map.getHref()}>
        <svg className="site-header__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="7" fill="currentColor" />
          <circle cx="12" cy="13" r="5" fill="#ffd24d" />
          <path d="M6 22h14M10 26h16M14 18h12" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {productName}
      </Link>
      <div className="site-header__actions">
        {planName ? (
          <Link
            className="pill pill--brand plan-badge"
            to={paths.accountScreen.getHref('plan_and_extras')}
            title="Your plan: view plan and extras"
          >
            <span className="plan-badge__name">{planName}</span>
          </Link>
        ) : null}
        {notifications}
        <DisclosureButton
          ref={menuButtonRef}
          className="outline-button menu-button"
          open={menuOpen}
          controls={menuId}
          aria-haspopup="dialog"
          onClick={onMenuOpen}
        >
          <span className="menu-button__icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="menu-button__label">Menu</span>
        </DisclosureButton>
      </div>
    </header>
  );
}
