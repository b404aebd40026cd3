import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type DatabaseHandle } from '../../db/database';
import { silentLog } from '../../../test/fixtures';
import { migrationsFolder } from '../../../test/test-app';
import { mailRepository } from './mail.repository';
import { createMailService } from './mail.service';
import { createMailTransport } from './mail-transport';

describe('mail over SMTP (against smtp-server on loopback)', () => {
  let database: DatabaseHandle;
  let smtp: SMTPServer;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    database = await openEmbeddedDatabase(undefined);
    await database.migrate(migrationsFolder);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    smtp.close();
    await database.close();
  });

  it('delivers a mail and records the delivery', async () => {
    const mails = mailRepository(database.db);
    const transport = createMailTransport({
      mail: { transport: 'smtp', url: `smtp://127.0.0.1:${port}` },
      mailFrom: 'Mesonet <no-reply@mesonet.test>',
    });
    const service = createMailService({ mails, transport, clock: () => new Date(), log: silentLog });
    await service.send({
      to: 'jo@example.com',
      subject: 'Hello from Mesonet',
      text: 'Rain overnight.',
      html: '<p>Rain overnight.</p>',
    });
    await service.settle();
    transport.close();
    expect(received.join()).toContain('Subject: Hello from Mesonet');
    const [row] = await mails.listForRecipient('jo@example.com', 1);
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('keeps a mail it could not deliver, with the error, for a retry', async () => {
    const mails = mailRepository(database.db);
    const transport = createMailTransport({
      mail: { transport: 'smtp', url: 'smtp://127.0.0.1:1' },
      mailFrom: 'Mesonet <no-reply@mesonet.test>',
    });
    const service = createMailService({ mails, transport, clock: () => new Date(), log: silentLog });
    await service.send({ to: 'sam@example.com', subject: 'Unreachable', text: 'x', html: '<p>x</p>' });
    await service.settle();
    transport.close();
    const [row] = await mails.listForRecipient('sam@example.com', 1);
    expect(row?.deliveredAt).toBeNull();
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
