import type { ContentPageInput } from '@mesonet/shared/contracts/content.schema';
import {
  consoleContentPageSchema,
  consoleContentPagesResponseSchema,
} from '@mesonet/shared/contracts/operator-console.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consoleContentPagesKey = ['operator-console', 'content-pages'] as const;

/** GET /api/admin/content_pages: every page, drafts too, with the Markdown as written. */
export function useConsoleContentPagesQuery() {
  return useQuery({
    queryKey: consoleContentPagesKey,
    queryFn: ({ signal }) => api.get('/admin/content_pages', consoleContentPagesResponseSchema, { signal }),
  });
}

/** PUT /api/admin/content_pages/{slug}. */
export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: string; input: ContentPageInput }) =>
      api.put(`/admin/content_pages/${encodeURIComponent(slug)}`, input, consoleContentPageSchema),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
