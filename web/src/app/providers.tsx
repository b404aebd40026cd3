import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionEvents } from '@/features/auth/hooks/use-session-events';

function SessionEvents() {
  useSessionEvents();
  return null;
}

/** `queryClient`: one for the app's lifetime, made before the first render (main.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEvents />
      {children}
    </QueryClientProvider>
  );
}
