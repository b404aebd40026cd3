import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

/** CONTRACT.md §3: 200 once the database answers; the app is only built after migrations ran. */
export async function healthRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.get('/api/health', async (request, reply) => {
    try {
      await opts.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
