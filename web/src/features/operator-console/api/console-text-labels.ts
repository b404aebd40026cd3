import {
  consoleTextLabelSchema,
  consoleTextLabelsResponseSchema,
  type TextLabelInput,
} from '@mesonet/shared/contracts/operator-console.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const consoleTextLabelsKey = ['operator-console', 'text-labels'] as const;

/** GET /api/admin/text_labels. */
export function useConsoleTextLabelsQuery() {
  return useQuery({
    queryKey: consoleTextLabelsKey,
    queryFn: ({ signal }) => api.get('/admin/text_labels', consoleTextLabelsResponseSchema, { signal }),
  });
}

/** PUT /api/admin/text_labels/{key}. */
export function useSaveTextLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: string; input: TextLabelInput }) =>
      api.put(`/admin/text_labels/${encodeURIComponent(key)}`, input, consoleTextLabelSchema),
    // The app settings every screen reads change with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
