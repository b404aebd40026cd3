import {
  markdownPreviewResponseSchema,
  type MarkdownPreviewInput,
} from '@mesonet/shared/contracts/operator-console.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/markdown_preview: the body as visitors will get it, rendered and sanitised by the same
 * code on the server, so the preview cannot differ from the page.
 */
export function useMarkdownPreview(input: MarkdownPreviewInput) {
  return useQuery({
    queryKey: ['operator-console', 'markdown-preview', input.kind, input.body],
    queryFn: () => api.post('/admin/markdown_preview', input, markdownPreviewResponseSchema),
    // The old preview stays up while the next one renders, so it does not flicker while typing.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
