import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder. This file sits two folders below it (bench/support/), as does the
 * bundle `npm run bench` runs (bench/dist/run.js), so the same relative URL holds in both.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
