import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiErrorBody } from '@mesonet/shared/contracts/api-errors.schema';
import { isAppRoute } from '@mesonet/shared/routing/app-routes';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app. Every route of the spec's table answers the
 * app shell with 200 (history-API routing); unknown paths get the same shell
 * with 404 so the browser draws the not-found page; unknown /api paths get JSON. A published flat content
 * page (spec §2 "Flat content pages are also routed by their own path") is asked about with `isContentPath`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  isContentPath: (pathname: string) => Promise<boolean> = async () => false,
): Promise<void> {
  const indexFile = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  if (hasWebApp && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of text assets (web/precompress-plugin.ts).
      preCompressed: true,
      // Ours, not send's 'public, max-age=0', which would otherwise overwrite what setHeaders says.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those never change; anything else is revalidated:
        // index.html, the service worker (sw.js: a new release must reach the next visit) and the manifest.
        const fingerprinted = path.includes('/assets/');
        res.setHeader('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const shell = hasWebApp && indexFile ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(apiErrorBody('base', 'Not found'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(apiErrorBody('base', 'Not found'));
    }
    const status = isAppRoute(pathname) || (await isContentPath(pathname)) ? 200 : 404;
    reply.header('cache-control', 'no-cache');
    if (shell === undefined) {
      return reply
        .status(status)
        .type('text/html')
        .send('<!doctype html><title>Mesonet</title><p>The web app is not built. Run <code>npm run build</code>.</p>');
    }
    return reply.status(status).type('text/html').send(shell);
  });
}
