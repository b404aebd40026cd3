import { defineConfig } from 'vitest/config';

// Browser and process tests against the built app (npm run build first; npm run test:e2e does).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One server and one Chromium at a time: the machine has two cores.
    fileParallelism: false,
    // The demo network's readings, stored once for every file that needs them.
    globalSetup: ['e2e/support/demo-readings-template.global.ts'],
  },
});
