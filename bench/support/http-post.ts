import { connect, type Socket } from 'node:net';

/**
 * A station's side of the ingestion benchmark: JSON POSTs, one after another, on one keep-alive
 * connection. Each request's bytes (head and body) are made once, before timing; an answer is read
 * from its status line, Content-Length and body. node:http's client cost a quarter of a millisecond
 * per request here, and it runs in the server's own process and thread: a real station posts from
 * elsewhere, so the benchmark keeps its own share of the work small. Fastify sends Content-Length
 * on every answer the benchmark reads.
 */
export interface PreparedPost {
  bytes: Buffer;
}

export function preparePost(origin: string, path: string, headers: Record<string, string>, body: Buffer): PreparedPost {
  const { host } = new URL(origin);
  const head = [
    `POST ${path} HTTP/1.1`,
    `host: ${host}`,
    'content-type: application/json',
    `content-length: ${body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return { bytes: Buffer.concat([Buffer.from(head, 'latin1'), body]) };
}

const headEnd = Buffer.from('\r\n\r\n', 'latin1');

export interface JsonPoster {
  post(request: PreparedPost): Promise<{ status: number; text: string }>;
  close(): void;
}

export async function openJsonPoster(origin: string): Promise<JsonPoster> {
  const { hostname, port } = new URL(origin);
  const socket: Socket = await new Promise((resolve, reject) => {
    const opened = connect({ host: hostname, port: Number(port), noDelay: true }, () => resolve(opened));
    opened.once('error', reject);
  });
  let received: Buffer = Buffer.alloc(0);
  let waiting: { resolve(answer: { status: number; text: string }): void; reject(error: Error): void } | undefined;

  const tryAnswer = () => {
    const end = received.indexOf(headEnd);
    if (end === -1 || !waiting) return;
    const head = received.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) {
      waiting.reject(new Error(`an answer without Content-Length: ${head.slice(0, 200)}`));
      return;
    }
    const bodyStart = end + headEnd.length;
    if (received.length < bodyStart + length) return;
    const text = received.toString('utf8', bodyStart, bodyStart + length);
    received = received.subarray(bodyStart + length);
    const answered = waiting;
    waiting = undefined;
    answered.resolve({ status, text });
  };
  socket.on('data', (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    tryAnswer();
  });
  const fail = (error: Error) => waiting?.reject(error);
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the server closed the connection')));

  return {
    post(request) {
      if (waiting) return Promise.reject(new Error('one request at a time'));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(request.bytes);
      });
    },
    close: () => socket.destroy(),
  };
}
