import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceivedPush {
  path: string;
  headers: Record<string, unknown>;
  bytes: number;
}

/**
 * A local push service for the built server to push to: HTTPS (web-push sends only over HTTPS) with a
 * certificate made here, which the server trusts through NODE_EXTRA_CA_CERTS (`caFile`, so it must exist
 * before the server starts). It keeps each push it accepts and answers 201 as a push service does.
 */
export function localPushService() {
  const dir = mkdtempSync(join(tmpdir(), 'mesonet-push-service-'));
  const caFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', keyFile, '-out', caFile],
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  let server: Server | undefined;
  let port = 0;
  return {
    caFile,
    received,
    async start() {
      server = createServer({ cert: readFileSync(caFile), key: readFileSync(keyFile) }, (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          received.push({ path: request.url ?? '', headers: request.headers, bytes: Buffer.concat(chunks).length });
          response.writeHead(201).end();
        });
      });
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    endpoint: (path: string) => `https://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** A browser's subscription keys: a P-256 public key and a 16-byte auth secret, as a push manager makes. */
export function browserPushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
