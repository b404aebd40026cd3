import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** The Redis connection several app processes share counters through, and the prefix of every key this app writes. */
export interface SharedRedis {
  client: Redis;
  keyPrefix: string;
  log: FastifyBaseLogger;
}

/**
 * Connects to Redis for shared counters. A request never waits long on it: one retry, then the caller
 * decides (the limits let the request through rather than lock every grower out while Redis restarts).
 */
export function connectSharedRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  client.on('error', (error: unknown) => log.warn({ err: error }, 'Redis connection problem'));
  return { client, keyPrefix, log };
}
