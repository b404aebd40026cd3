import type { FastifyInstance } from 'fastify';
import type { HealthService } from './health.service';

/** CONTRACT.md §3: 200 once the database answers. */
export async function healthRoutes(app: FastifyInstance, opts: { health: HealthService }) {
  app.get('/api/health', async (request, reply) => {
    try {
      await opts.health.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
