import { failedMailsResponseSchema } from '@mesonet/shared/contracts/failed-mails.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../src/modules/demo/demo-seed';
import { mailDeliveryGiveUpMs } from '../src/modules/mail/mail.service';
import { accountApi } from './account-api';
import { silentLog } from './fixtures';
import { smtpTestServer } from './smtp-test-server';
import { createTestApp, databaseTargets, runJobsUntil, testClock, type TestApp } from './test-app';

/** Retries a second apart, so the test waits seconds rather than the production minutes. */
const quickRetries = { limit: 10, delaySeconds: 1, backoff: false, expireSeconds: 60 };

describe.each(databaseTargets)('mail delivery through the outbox and its job, on the %s database', (target) => {
  let app: TestApp;
  const smtp = smtpTestServer();
  const clock = testClock(new Date('2026-11-26T02:00:00Z'));

  beforeAll(async () => {
    // Started once to find a free port, then stopped: the app begins with its SMTP server down.
    await smtp.start();
    await smtp.stop();
    app = await createTestApp(target, {
      clock: clock.now,
      env: { MAIL: `smtp://127.0.0.1:${smtp.port()}` },
      jobs: { mailRetry: quickRetries },
    });
    await seedDemoAccounts(app.database.db, clock.now, silentLog);
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  const mailRows = async (to: string) => app.mail.sentTo(to, 10);

  it('retries while the SMTP server is down and delivers every mail exactly once when it is back', async () => {
    const recipients = ['ana@example.com', 'ben@example.com', 'cy@example.com'];
    for (const to of recipients)
      await app.mail.send({ to, subject: `Rain report for ${to}`, text: 'Rain overnight.', html: '<p>Rain</p>' });
    await app.jobs.runDue();
    for (const to of recipients) {
      const [row] = await mailRows(to);
      expect(row).toMatchObject({ deliveredAt: null, failedAt: null, attempts: 1 });
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    }

    await smtp.start();
    await runJobsUntil(app, async () => expect(smtp.received).toHaveLength(recipients.length));
    // Nothing is left to deliver, so no mail comes twice.
    await app.jobs.runDue();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(recipients.map((to) => `Rain report for ${to}`));
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(recipients.length);
    for (const to of recipients) {
      const [row] = await mailRows(to);
      expect(row?.deliveredAt).toBeInstanceOf(Date);
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      // Delivered over SMTP: the body and its links are no longer kept.
      expect(row).toMatchObject({ textBody: '', htmlBody: '', lastError: null });
    }
  });

  it('marks a mail failed after a day of retries; the operator console lists it and its retry delivers it once', async () => {
    await smtp.stop();
    smtp.received.length = 0;
    await app.mail.send({ to: 'dee@example.com', subject: 'Frost warning', text: 'Frost.', html: '<p>Frost</p>' });
    await app.jobs.runDue();
    clock.advance(mailDeliveryGiveUpMs);
    await runJobsUntil(app, async () => expect((await mailRows('dee@example.com'))[0]?.failedAt).toBeInstanceOf(Date));

    const admin = await accountApi(app).signIn('admin@demo.test', demoPassword);
    const listed = await app.server.inject({ method: 'GET', url: '/api/admin/failed_mails', headers: admin });
    expect(listed.statusCode).toBe(200);
    const failed = failedMailsResponseSchema.parse(listed.json());
    expect(failed).toEqual([
      {
        id: expect.any(Number),
        recipient: 'dee@example.com',
        subject: 'Frost warning',
        attempts: 2,
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
        failed_at: clock.now().toISOString(),
      },
    ]);

    await smtp.start();
    const retryUrl = `/api/admin/failed_mails/${failed[0]?.id}/retry`;
    const retried = await app.server.inject({ method: 'POST', url: retryUrl, headers: admin, payload: {} });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: failed[0]?.id, queued: true });
    await runJobsUntil(app, async () =>
      expect((await mailRows('dee@example.com'))[0]?.deliveredAt).toBeInstanceOf(Date),
    );
    await app.jobs.runDue();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Frost warning']);
    const after = await app.server.inject({ method: 'GET', url: '/api/admin/failed_mails', headers: admin });
    expect(after.json()).toEqual([]);
    const again = await app.server.inject({ method: 'POST', url: retryUrl, headers: admin, payload: {} });
    expect(again.statusCode).toBe(404);
  });
});
