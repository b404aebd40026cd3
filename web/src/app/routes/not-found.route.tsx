import { Page } from '@/components/layout/page';
import { LinkList } from '@/components/ui/link-list';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <Page title="Page not found">
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <LinkList links={[{ label: 'Go to the home page', to: paths.map.getHref() }]} />
    </Page>
  );
}
