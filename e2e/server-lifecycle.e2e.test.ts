import { describe, expect, it } from 'vitest';
import { freePort, runServerExpectingExit, startServer } from './support/server-process';

const signUp = (url: string, n: number) =>
  fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Load',
      surname: `Tester${n}`,
      company_name: `Load Test Farm ${n}`,
      email: `load${n}@example.com`,
      password: 'load-password',
    }),
  }).then(
    (res) => res.status,
    () => 0,
  );

describe('the server process', () => {
  it('stops cleanly on SIGTERM in the middle of writes, and the embedded database opens again with them', async () => {
    // The demo network's history is being written too while the sign-ups arrive.
    const server = await startServer({ env: { DEMO_STATIONS: '1' } });
    const statuses: Promise<number>[] = [];
    for (let n = 0; n < 40; n += 1) statuses.push(signUp(server.url, n));
    // Stopped once the first sign-up is answered: the writes have begun and most are still on their way.
    await Promise.race(statuses);
    expect(await server.stop('SIGTERM')).toBe(0);
    const results = await Promise.all(statuses);
    const stored = results.map((status, n) => (status === 200 ? n : -1)).filter((n) => n >= 0);

    const again = await startServer({ dataDir: server.dataDir });
    try {
      expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
      // Every sign-up that was answered 200 before the stop is still there.
      for (const n of stored) {
        const res = await fetch(`${again.url}/api/auth/sign_in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `load${n}@example.com`, password: 'load-password' }),
        });
        expect(res.status, `load${n}@example.com`).toBe(200);
      }
    } finally {
      await again.stop();
    }
  });

  it('refuses to open a data folder another live server owns', async () => {
    const server = await startServer();
    try {
      const second = await runServerExpectingExit({
        DATA_DIR: server.dataDir,
        PORT: String(await freePort()),
        DATABASE_URL: '',
      });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`is in use by process ${server.process.pid}`);
    } finally {
      await server.stop();
    }
  });

  it('refuses production with demo mode, the fake card processor, outbox mail or the default secret', async () => {
    const result = await runServerExpectingExit({
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DEMO: '1',
      MAIL: 'outbox',
      PAYMENTS: 'fake',
      SECRET_KEY: '',
    });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /refuses DEMO=1[\s\S]*refuses PAYMENTS=fake[\s\S]*refuses MAIL=outbox[\s\S]*refuses the default SECRET_KEY/,
    );
  });
});
