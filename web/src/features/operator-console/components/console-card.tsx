import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ConsoleCardProps {
  title: string;
  /** The item's state and facts, as ConsoleTags. */
  tags: ReactNode;
  /** The card's buttons. */
  actions: ReactNode;
  /** The item's public page, linked after the buttons; none while it has none (a draft). */
  viewHref?: string | null;
  /** A line of text under the tags. */
  children?: ReactNode;
}

/** One item of a console list: its title, tags and text, and what can be done with it. */
export function ConsoleCard({ title, tags, actions, viewHref, children }: ConsoleCardProps) {
  return (
    <li className="console-card">
      <div className="console-card__main">
        <h3 className="console-card__title">{title}</h3>
        <p className="console-card__tags">{tags}</p>
        {children}
      </div>
      <div className="console-card__actions">
        {actions}
        {viewHref ? (
          <Link className="console-card__link" to={viewHref}>
            View
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** A state or fact beside a card's title: 'on' in the brand's colour, 'off' as a warning. */
export function ConsoleTag({ tone, children }: { tone?: 'on' | 'off' | undefined; children: ReactNode }) {
  return <span className={tone ? `console-tag console-tag--${tone}` : 'console-tag'}>{children}</span>;
}

/** The button that opens an item's editor over the list. */
export function EditButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      Edit
    </button>
  );
}
