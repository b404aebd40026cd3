import { QueryClient } from '@tanstack/react-query';
import { ApiError, noResponseStatus } from './api-client';

const maxRetries = 2;

/** Only failures that may pass on their own are retried: a 4xx answer will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.status === noResponseStatus || error.status >= 500;
  return transient && failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'offlineFirst': with no network a query still asks once, so the service worker's saved answer
      // is shown (issue 25); retries wait for the network to come back. Back online, everything on
      // screen is asked for again at once, however recently the saved answer was read.
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false },
    },
  });
}
