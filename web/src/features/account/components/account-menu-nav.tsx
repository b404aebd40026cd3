import type { AccountMenuEntry } from '@mesonet/shared/account/account-menu';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import './account-menu-nav.css';

interface AccountMenuNavProps {
  entries: readonly AccountMenuEntry[];
  /** The entry of the screen shown, marked as the current page. */
  selected: AccountMenuEntry['screen'] | null;
  /** On a phone the menu sits above the screen; it starts open where it is the page's content (the index). */
  openOnPhone: boolean;
}

/** The account menu (spec §2 "Account area"): beside the screen on wider screens, a fold-out list above it on phones. */
export function AccountMenuNav({ entries, selected, openOnPhone }: AccountMenuNavProps) {
  const [open, setOpen] = useState(openOnPhone);
  const listId = useId();
  const current = entries.find((entry) => entry.screen === selected);
  return (
    <nav className="account-menu" aria-label="Account">
      <DisclosureButton
        className="account-menu__toggle"
        open={open}
        controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          Account menu
          {current ? <span className="account-menu__current">: {current.label}</span> : null}
        </span>
        <span className="account-menu__chevron" aria-hidden="true" />
      </DisclosureButton>
      <ul className={open ? 'account-menu__list' : 'account-menu__list account-menu__list--folded'} id={listId}>
        {entries.map((entry) => (
          <li key={entry.screen}>
            <Link
              className="account-menu__link"
              to={paths.accountScreen.getHref(entry.screen)}
              aria-current={entry.screen === selected ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
