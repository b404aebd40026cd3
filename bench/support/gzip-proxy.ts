import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

export interface GzipProxy {
  url: string;
  close(): Promise<void>;
}

/** Headers that describe the bytes on the wire: recomputed for what the proxy sends. */
const wireHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * A reverse proxy that gzips what the app sends uncompressed (its scripts and styles): what the map
 * would cost if the server compressed its static files, measured rather than guessed.
 */
export async function startGzipProxy(target: string): Promise<GzipProxy> {
  const server = createServer((request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (name !== 'host' && name !== 'accept-encoding' && typeof value === 'string') headers.set(name, value);
    }
    fetch(`${target}${request.url ?? '/'}`, { method: request.method, headers })
      .then(async (upstream) => {
        const body = Buffer.from(await upstream.arrayBuffer());
        const out: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!wireHeaders.has(name)) out[name] = value;
        });
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && body.length > 1024;
        const sent = gzip ? gzipSync(body) : body;
        if (gzip) out['content-encoding'] = 'gzip';
        out['content-length'] = String(sent.length);
        response.writeHead(upstream.status, out);
        response.end(sent);
      })
      .catch((error: unknown) => {
        response.writeHead(502);
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
