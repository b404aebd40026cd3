import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { PreviewMarker } from '@/components/preview-mode/preview-marker';
import { RichText } from '@/components/rich-text/rich-text';
import { PageLoading } from '@/components/ui/page-loading';
import { useContentPagesQuery } from '../api/get-content-pages';
import { LoadFailure } from '@/components/ui/load-failure';
import '@/components/ui/notice.css';
import './content-page.css';

/**
 * A content page by its slug (spec §2: about_<page>, or a flat page's own path). `notFound` is shown when no
 * published page has the slug; `title` names the page while it loads or fails.
 */
export function ContentPage({ slug, title, notFound }: { slug: string; title: string; notFound: ReactNode }) {
  const query = useContentPagesQuery();
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <Page title={title}>
        <LoadFailure what="This page" query={query} />
      </Page>
    );
  const page = query.data.find((item) => item.slug === slug);
  if (!page) return notFound;
  return (
    <Page title={page.title}>
      <PreviewMarker />
      {page.published ? null : (
        <p className="notice content-page__draft">Draft: only admin users in preview mode see this page.</p>
      )}
      <RichText html={page.body} />
    </Page>
  );
}
