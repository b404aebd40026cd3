import { buildApp, type App } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/env';
import type { Database } from '../../server/src/db/database';

export interface BenchServer {
  app: App;
  /** http://127.0.0.1:PORT */
  origin: string;
  close(): Promise<void>;
}

/**
 * The whole app on a real loopback port, logging at level 'silent', with the sign-in rate limits
 * lifted (benchmarks sign in more often than any person would).
 */
export async function startBenchServer(
  db: Database,
  clock?: () => Date,
  options: { pollJobs?: boolean } = {},
): Promise<BenchServer> {
  const app = await buildApp({
    config: loadConfig({ DEMO: '1', LOG_LEVEL: 'silent' }),
    db,
    ...(clock ? { clock } : {}),
    rateLimits: { signInFailuresPerAccount: 1e9, signInFailuresPerIp: 1e9 },
  });
  // Polling its queues and running its schedules, as main.ts starts it in production, unless the
  // benchmark runs the jobs itself to time them apart.
  if (options.pollJobs ?? true) app.jobs.start();
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
  return {
    app,
    origin: `http://127.0.0.1:${address.port}`,
    close: () => app.server.close(),
  };
}

export interface SessionHeaders {
  'access-token': string;
  client: string;
  uid: string;
}

/** Signs a demo user in through the API and returns the token headers of CONTRACT.md §3. */
export async function signIn(origin: string, email: string, password: string): Promise<SessionHeaders> {
  const response = await fetch(`${origin}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  const accessToken = response.headers.get('access-token');
  const client = response.headers.get('client');
  const uid = response.headers.get('uid');
  if (response.status !== 200 || !accessToken || !client || !uid) {
    throw new Error(`sign-in of ${email} answered ${response.status}`);
  }
  return { 'access-token': accessToken, client, uid };
}
