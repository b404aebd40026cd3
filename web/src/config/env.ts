import type { WebEnv } from './web-env';

/** Written in at build time by vite.config.ts, checked there (web-env.ts). */
declare const __WEB_ENV__: WebEnv;

export const env: WebEnv = __WEB_ENV__;
