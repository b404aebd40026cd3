import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSessionEvents } from '@/features/auth/hooks/use-session-events';
import { createQueryClient } from '@/lib/query-client';

function SessionEvents() {
  useSessionEvents();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // One client for the app's lifetime; a state initialiser keeps it stable across re-renders.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEvents />
      {children}
    </QueryClientProvider>
  );
}
