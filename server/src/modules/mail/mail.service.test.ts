import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/env';
import { openEmbeddedDatabase, sqlClientOf, type DatabaseHandle } from '../../db/database';
import { createJobModule } from '../../jobs/job-module';
import { silentLog } from '../../../test/fixtures';
import { smtpTestServer } from '../../../test/smtp-test-server';
import { migrationsFolder } from '../../../test/test-app';
import { mailRepository } from './mail.repository';
import { createMailService, mailDeliveryJob, type MailDelivery } from './mail.service';
import { createMailTransport, type OutgoingMail } from './mail-transport';

describe('mail over SMTP (against smtp-server on loopback) and to the outbox', () => {
  let database: DatabaseHandle;
  const smtp = smtpTestServer();
  const received = () => smtp.received.map((mail) => mail.raw).join();

  beforeAll(async () => {
    database = await openEmbeddedDatabase(undefined);
    await database.migrate(migrationsFolder);
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.close();
  });

  /** Sends one mail through a fresh service and delivery job on the given transport and answers the row it left. */
  async function sendThrough(mail: AppConfig['mail'], outgoing: OutgoingMail) {
    const mails = mailRepository(database.db);
    const transport = createMailTransport({ mail, mailFrom: 'Mesonet <no-reply@mesonet.test>' });
    const clock = () => new Date();
    const jobs = createJobModule({ sql: sqlClientOf(database.db), clock, log: silentLog });
    const service = createMailService({
      mails,
      transport,
      jobs,
      clock,
      log: silentLog,
      appUrl: 'https://mesonet.test',
    });
    await jobs.define<MailDelivery>(mailDeliveryJob, (run) => service.deliverQueued(run));
    await service.send(outgoing);
    await service.settle();
    await jobs.stop();
    transport.close();
    const [row] = await mails.listForRecipient(outgoing.to, 1);
    return row;
  }
  const smtpHere = () => ({ transport: 'smtp' as const, url: `smtp://127.0.0.1:${smtp.port()}` });

  it('delivers a mail and records the delivery', async () => {
    const row = await sendThrough(smtpHere(), {
      to: 'jo@example.com',
      subject: 'Hello from Mesonet',
      text: 'Rain overnight.',
      html: '<p>Rain overnight.</p>',
    });
    expect(received()).toContain('Subject: Hello from Mesonet');
    expect(received()).toContain('Rain overnight.');
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('keeps who, which subject and when, and drops the body once delivered', async () => {
    const link = 'https://mesonet.example.org/new_password?reset_password_token=s3cret';
    const row = await sendThrough(smtpHere(), {
      to: 'pat@example.com',
      subject: 'Reset password instructions',
      text: `Change your password: ${link}`,
      html: `<a href="${link}">Change my password</a>`,
    });
    expect(received()).toContain('s3cret');
    expect(row).toMatchObject({
      toAddress: 'pat@example.com',
      subject: 'Reset password instructions',
      textBody: '',
      htmlBody: '',
      transport: 'smtp',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain('s3cret');
  });

  it('keeps the body in the outbox, which demo and tests read', async () => {
    const row = await sendThrough(
      { transport: 'outbox' },
      { to: 'lee@example.com', subject: 'Welcome', text: 'Hello Lee', html: '<p>Hello Lee</p>' },
    );
    expect(row).toMatchObject({ textBody: 'Hello Lee', htmlBody: '<p>Hello Lee</p>', transport: 'outbox' });
  });

  it('records a mail it could not deliver, with the error', async () => {
    const row = await sendThrough(
      { transport: 'smtp', url: 'smtp://127.0.0.1:1' },
      { to: 'sam@example.com', subject: 'Unreachable', text: 'x', html: '<p>x</p>' },
    );
    expect(row?.deliveredAt).toBeNull();
    expect(row?.failedAt).toBeNull();
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
