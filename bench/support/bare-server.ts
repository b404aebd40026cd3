import { createServer, type OutgoingHttpHeaders } from 'node:http';

export interface BareResponse {
  body: Buffer;
  headers: OutgoingHttpHeaders;
  etag: string;
}

/**
 * The ceiling for serving pre-serialised bytes: a bare node:http server with no routing, hooks or
 * plugins, answering each path with fixed bytes (and 304 for a matching ETag, like the app).
 */
export async function startBareServer(
  responses: ReadonlyMap<string, BareResponse>,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const found = responses.get(request.url ?? '');
    if (!found) {
      response.writeHead(404, { 'content-length': '0' }).end();
      return;
    }
    if (request.headers['if-none-match'] === found.etag) {
      response.writeHead(304, { etag: found.etag }).end();
      return;
    }
    response.writeHead(200, { ...found.headers, 'content-length': String(found.body.length) }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the bare server has no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
