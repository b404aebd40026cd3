import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ScreenErrorBoundary } from './layout/screen-error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ScreenErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ScreenErrorBoundary>
  );
}
