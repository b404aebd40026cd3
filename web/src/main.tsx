import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstScreenQueries } from './app/first-screen-queries';
import { forgetSavedDataOnSignOut } from './features/offline/forget-saved-data';
import { registerServiceWorker, watchForUpdates } from './features/offline/register-service-worker';
import './app/app.css';
import { firstLoadOver } from './lib/first-load';
import { startLateChecksAfter } from './lib/lazy-schema';
import { createQueryClient } from './lib/query-client';
import { applyStoredTheme } from './lib/theme-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
// A chosen theme goes on <html> before the first render (the device's own setting needs no script).
applyStoredTheme();

// The query library assumes it starts online and learns otherwise only from an 'offline' event: a page
// opened with no network must start offline, so that the network's return refreshes it at once.
onlineManager.setOnline(navigator.onLine);

startLateChecksAfter(firstLoadOver());
const queryClient = createQueryClient();
startFirstScreenQueries(queryClient, window.location.pathname);
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

// Installable and offline (issue 25): the worker is registered once the first load is over.
watchForUpdates();
forgetSavedDataOnSignOut();
registerServiceWorker();
