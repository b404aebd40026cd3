import type { FastifyBaseLogger } from 'fastify';

/** Services log through this narrow interface so they need no Fastify types. */
export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
