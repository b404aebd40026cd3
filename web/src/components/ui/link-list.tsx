import { Link } from 'react-router';
import './link-list.css';

export interface LinkItem {
  label: string;
  to: string;
}

/** Secondary links under a form or message, laid out as a wrapping row of comfortable tap targets. */
export function LinkList({ links, label }: { links: readonly LinkItem[]; label?: string }) {
  return (
    <ul className="link-list" aria-label={label}>
      {links.map((link) => (
        <li key={link.to + link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
