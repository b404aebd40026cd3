import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './rich-text.css';

/**
 * A news or content body. The server renders the Markdown and sanitises the HTML (no script, no event
 * handler, no script URL), so it goes in as it is. Links to pages of this app move within it instead of
 * reloading the whole app.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();

  function followAppLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // The handler only takes over clicks on the links inside; Enter on a focused link is a click too.
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      onClick={followAppLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
