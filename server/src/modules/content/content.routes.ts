import { createHash } from 'node:crypto';
import { authHeaderNames } from '@mesonet/shared/contracts/auth-headers';
import { contentQuerySchema } from '@mesonet/shared/contracts/content.schema';
import { canUseOperatorConsole } from '@mesonet/shared/operator-console/operator-access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/api-error';
import type { AuthService } from '../auth/auth.service';
import type { ContentService } from './content.service';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Sends the public answer with an ETag: browsers poll it on every app load and mostly get a 304. */
function sendCacheable(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'public, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** GET /api/info_alerts and /api/flat_content_pages (shared/src/contracts/content.schema.ts). */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService; authService: AuthService }) {
  /**
   * Preview mode shows drafts to those who may use the operator console only (the same rule). Everyone
   * else, signed in or not, gets the public answer: the flag is a wish, never a reason to refuse.
   */
  async function includeDrafts(request: FastifyRequest): Promise<boolean> {
    const { preview } = parseInput(contentQuerySchema, request.query);
    if (preview !== '1') return false;
    const session = await opts.authService.authenticate({
      accessToken: header(request, authHeaderNames.accessToken),
      client: header(request, authHeaderNames.client),
      uid: header(request, authHeaderNames.uid),
    });
    return session !== null && canUseOperatorConsole(await opts.authService.loadUser(session.userId));
  }

  async function send(request: FastifyRequest, reply: FastifyReply, load: (drafts: boolean) => Promise<unknown>) {
    const drafts = await includeDrafts(request);
    if (!drafts) return sendCacheable(request, reply, await load(false));
    reply.header('cache-control', 'private, no-store');
    return load(true);
  }

  app.get('/api/info_alerts', (request, reply) =>
    send(request, reply, (drafts) => opts.content.infoAlerts({ includeDrafts: drafts })),
  );

  app.get('/api/flat_content_pages', (request, reply) =>
    send(request, reply, (drafts) => opts.content.pages({ includeDrafts: drafts })),
  );
}
