import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { NavLink } from 'react-router';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import './side-menu.css';

export interface MenuLink {
  label: string;
  to: string;
}

interface SideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  links: readonly MenuLink[];
  /** Outside the app (spec §2 "an external overview link"): opens in a new tab, and says so. */
  externalLink: { label: string; href: string };
  returnFocusRef: RefObject<HTMLElement | null>;
  /** Settings of this device shown under the links (the theme switch). */
  deviceSettings?: ReactNode;
}

const closeIcon = (
  <svg
    aria-hidden="true"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
  >
    <path d="M5 5l14 14M19 5L5 19" />
  </svg>
);

/** The right-hand slide-in menu: a modal dialog that keeps focus until closed. */
export function SideMenu({ id, open, onClose, links, externalLink, returnFocusRef, deviceSettings }: SideMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, { onEscape: onClose, returnFocusRef });

  useEffect(() => {
    if (!open) return;
    // The page behind a modal must not scroll under the finger.
    document.documentElement.classList.add('has-open-dialog');
    return () => document.documentElement.classList.remove('has-open-dialog');
  }, [open]);

  const titleId = `${id}-title`;
  return (
    <div className="side-menu" hidden={!open}>
      <div className="side-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="side-menu__head">
          <h2 className="side-menu__title" id={titleId}>
            Menu
          </h2>
          <button type="button" className="side-menu__close" aria-label="Close menu" onClick={onClose}>
            {closeIcon}
          </button>
        </div>
        <nav aria-label="Main">
          <ul className="side-menu__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink className="side-menu__link" to={link.to} end onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                className="side-menu__link"
                href={externalLink.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onClose}
              >
                {externalLink.label}
                <svg
                  className="side-menu__external"
                  aria-hidden="true"
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                </svg>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        {deviceSettings}
      </div>
    </div>
  );
}
