import { defineConfig } from 'vitest/config';

// Unit tests (shared) and API tests (server). The browser's rules live in shared/ and are tested there. Browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['shared/src/**/*.test.ts'], env: { TZ: 'UTC' } } },
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
