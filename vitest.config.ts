import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { parseWebEnv } from './web/src/config/web-env';

// Unit tests (shared, and the browser's pure logic in web) and API tests (server). Browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
      {
        // Pure logic only, so Node is enough: no DOM is needed.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        // What vite.config.ts writes into the app, with no VITE_ variables set.
        define: { __WEB_ENV__: JSON.stringify(parseWebEnv({})) },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
