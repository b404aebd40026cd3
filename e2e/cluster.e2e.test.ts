import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { logInAsDemoUser } from './support/demo-network';
import { freePort } from './support/server-process';

const clusterScript = fileURLToPath(new URL('../scripts/start-cluster.mjs', import.meta.url));
const postgresUrl = process.env.TEST_DATABASE_URL;
const runnable = Boolean(postgresUrl) && existsSync('/usr/sbin/nginx');

/** Two app processes on one PostgreSQL database behind nginx, as `npm run start:cluster -- 2` runs them. */
describe.runIf(runnable)('several app processes behind nginx', () => {
  const database = `mesonet_cluster_${process.pid}`;
  let cluster: ChildProcess;
  let output = '';
  let url = '';
  let browser: Browser;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  /** Resolves when the cluster's output has said `text`. */
  const said = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.includes(text)) resolve();
        else if (cluster.exitCode !== null) reject(new Error(`the cluster stopped:\n${output}`));
        else cluster.stdout?.once('data', check);
      };
      check();
    });

  beforeAll(async () => {
    await admin(`drop database if exists ${database} with (force)`);
    await admin(`create database ${database}`);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const databaseUrl = new URL(postgresUrl ?? '');
    databaseUrl.pathname = `/${database}`;
    cluster = spawn(process.execPath, [clusterScript, '2'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl.toString(),
        DEMO: '1',
        DEMO_STATIONS: '0',
        DEMO_NEWS: '0',
        MAIL: 'outbox',
        PAYMENTS: 'fake',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cluster.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await said('2 app processes behind nginx');
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      cluster.kill('SIGTERM');
      await exited;
    }
    await admin(`drop database if exists ${database} with (force)`);
  });

  it('keeps a signed-in grower working when the process that signed them in stops', async () => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign_in'));
    await logInAsDemoUser(page, { url }, 'standard@demo.test');
    const signedInBy = (await signIn).headers()['x-mesonet-upstream'] ?? '';
    const appPort = signedInBy.split(':')[1];
    const pid = new RegExp(`listening on 127\\.0\\.0\\.1:${appPort} \\(pid (\\d+)\\)`).exec(output)?.[1];
    expect(pid, `no app process on ${signedInBy}:\n${output}`).toBeDefined();

    process.kill(Number(pid), 'SIGTERM');
    await said(`on port ${appPort} stopped`);

    const account = page.waitForResponse((response) => response.url().includes('/api/auth/validate_token'));
    await page.goto('/my/account');
    await page.getByRole('main').getByText('Welcome, Sam.').waitFor();
    const servedBy = (await account).headers()['x-mesonet-upstream'];
    expect(servedBy).not.toBe(signedInBy);
    await context.close();
  });
});
