import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import { guardOperatorConsole } from '../operator-console/operator-console.routes';
import type { OperationsMetrics } from './operations-metrics';
import type { OperationsService } from './operations.service';

/** GET /api/admin/health (shared/src/contracts/operations.schema.ts): the console's guard, as the rest of /api/admin. */
export async function operationsRoutes(
  app: FastifyInstance,
  opts: { operations: OperationsService; authService: AuthService },
) {
  guardOperatorConsole(app, opts.authService);
  app.get('/api/admin/health', (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return opts.operations.health();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus, registered only with METRICS_TOKEN (otherwise a 404 like any unknown
 * address). The header is compared as digests of equal length in constant time, so the answer's timing
 * does not tell how much of a guess was right.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  opts: { operations: OperationsService; metrics: OperationsMetrics; token: string },
) {
  const expected = digest(`Bearer ${opts.token}`);
  app.get('/metrics', async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw ApiError.field(401, 'base', 'A valid metrics token is required.');
    }
    const text = await opts.metrics.render(await opts.operations.health());
    return reply.header('cache-control', 'no-store').type(opts.metrics.contentType).send(text);
  });
}

/** Counts and times every answered request by its route's pattern (one series per route, not per address). */
export function recordRequestMetrics(app: FastifyInstance, metrics: OperationsMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}
