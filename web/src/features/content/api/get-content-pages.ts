import { flatContentPagesResponseSchema, type FlatContentPage } from '@mesonet/shared/contracts/content.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isPreviewMode } from '@/lib/preview-mode';

/** GET /api/flat_content_pages: every published page (the /about pages and flat pages); drafts too in preview. */
export function getContentPages(preview: boolean, signal?: AbortSignal): Promise<FlatContentPage[]> {
  return api.get('/flat_content_pages', flatContentPagesResponseSchema, {
    signal,
    query: { preview: preview ? '1' : undefined },
  });
}

export function contentPagesQueryOptions(preview: boolean) {
  return queryOptions({
    queryKey: ['content-pages', preview] as const,
    queryFn: ({ signal }) => getContentPages(preview, signal),
    // Pages change rarely; one fetch serves every page a visitor reads, and the ETag keeps re-checks cheap.
    staleTime: 10 * 60_000,
  });
}

export function useContentPagesQuery() {
  return useQuery(contentPagesQueryOptions(isPreviewMode()));
}
