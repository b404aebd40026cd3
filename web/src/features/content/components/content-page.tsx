import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { PreviewMarker } from '@/components/preview-mode/preview-marker';
import { RichText } from '@/components/rich-text/rich-text';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { apiErrorMessages } from '@/lib/api-client';
import { useContentPagesQuery } from '../api/get-content-pages';
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
        <Alert tone="error" title="This page could not be loaded.">
          <p>{apiErrorMessages(query.error).join(' ')}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Alert>
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
