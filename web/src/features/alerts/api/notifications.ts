import { notificationsResponseSchema } from '@mesonet/shared/contracts/alerts.schema';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type NotificationsPage = z.infer<typeof notificationsResponseSchema>;

/** The contract's page size: a shorter page is the last. */
export const notificationsPageSize = 50;

/** Spec §4's live interval: the header's count is as fresh as the map. */
export const unreadCountRefreshIntervalMs = 60_000;

/** Keyed by the viewer; every notification query lives under ['notifications', userId]. */
const notificationsKey = (userId: number) => ['notifications', userId] as const;
const listKey = (userId: number) => [...notificationsKey(userId), 'list'] as const;
const unreadKey = (userId: number) => [...notificationsKey(userId), 'unread'] as const;

/** GET /api/members/notifications?before={id}: 50 a page, newest first, with the unread count. */
export function getNotifications(before: number | null, signal?: AbortSignal): Promise<NotificationsPage> {
  return api.get('/members/notifications', notificationsResponseSchema, {
    signal,
    query: { before: before === null ? undefined : String(before) },
  });
}

/** The list, a page at a time: 'Load more' asks for those older than the last shown. */
export function useNotificationsQuery(userId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: listKey(userId),
      queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
      initialPageParam: null as number | null,
      getNextPageParam: (last) =>
        last.notifications.length < notificationsPageSize ? undefined : (last.notifications.at(-1)?.id ?? undefined),
    }),
  );
}

/**
 * The header's unread count: polled every 60 s while the tab is visible (the interval pauses when it is
 * hidden) and asked again when the tab comes back.
 */
export function useUnreadCountQuery(userId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: unreadKey(userId),
      queryFn: ({ signal }) => getNotifications(null, signal),
      select: (page) => page.unread_count,
      enabled,
      refetchInterval: unreadCountRefreshIntervalMs,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: 'always',
    }),
  );
}

/** POST /api/members/notifications/mark_all_read: the unread count, now 0. */
export function markAllNotificationsRead() {
  return api.post('/members/notifications/mark_all_read', {}, notificationsResponseSchema.pick({ unread_count: true }));
}

export function useMarkAllNotificationsRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    // The list's read marks and the header's count both change: ask for them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
