import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { LinkList, type LinkItem } from '@/components/ui/link-list';
import { Page } from './page';

/**
 * A route whose screen is still being built: it names what will be here and where to go meanwhile,
 * so a visitor is never left on a blank page.
 */
export function UpcomingScreen({
  title,
  summary,
  links = [],
  children,
}: {
  title: string;
  summary: string;
  links?: readonly LinkItem[];
  children?: ReactNode;
}) {
  return (
    <Page title={title}>
      <p>
        {summary} This part of {env.productName} is on its way.
      </p>
      {children}
      {links.length > 0 ? <LinkList links={links} label="Related pages" /> : null}
    </Page>
  );
}
