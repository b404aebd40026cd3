import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on loopback that keeps every mail it receives (raw, and its Message-ID and Subject),
 * and can be stopped and started again on the same port.
 */
export function smtpTestServer() {
  const received: Array<{ raw: string; messageId: string; subject: string }> = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  return {
    received,
    port: () => port,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
          stream.on('end', () => {
            received.push({ raw, messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject') });
            callback();
          });
        },
      });
      server.listen(port, '127.0.0.1');
      await once(server.server, 'listening');
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    },
  };
}
