// Benchmarks: run with `npm run bench`. Numbers go to stdout; nothing here asserts on time.
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/env';
import { openEmbeddedDatabase } from '../server/src/db/database';
import { hashPassword } from '../server/src/modules/auth/password-hashing';
import { seedDemoAccounts } from '../server/src/modules/demo/demo-seed';

const migrationsFolder = fileURLToPath(new URL('../server/migrations', import.meta.url));
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

async function measure(name: string, iterations: number, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await run();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(2);
  console.log(
    `${name.padEnd(40)} ${(iterations / (total / 1000)).toFixed(0).padStart(7)} /s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms`,
  );
}

const database = await openEmbeddedDatabase(undefined);
await database.migrate(migrationsFolder);
await seedDemoAccounts(database.db, () => new Date(), silent);
const { server } = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent' }),
  db: database.db,
  logger: false,
  rateLimits: { signInPerAccount: 1e9, signInPerIp: 1e9 },
});
await server.ready();

const signIn = await server.inject({
  method: 'POST',
  url: '/api/auth/sign_in',
  payload: { email: 'farm@demo.test', password: 'demo-password' },
});
let headers = {
  'access-token': String(signIn.headers['access-token']),
  client: String(signIn.headers.client),
  uid: String(signIn.headers.uid),
};

await measure('argon2id hash', 50, () => hashPassword('paddock-password'));
await measure('GET /api/health (embedded)', 2000, () => server.inject({ method: 'GET', url: '/api/health' }));
await measure('POST /api/auth/sign_in (embedded)', 100, () =>
  server.inject({
    method: 'POST',
    url: '/api/auth/sign_in',
    payload: { email: 'farm@demo.test', password: 'demo-password' },
  }),
);
await measure('GET /api/auth/validate_token (embedded)', 500, async () => {
  const res = await server.inject({ method: 'GET', url: '/api/auth/validate_token', headers });
  headers = {
    'access-token': String(res.headers['access-token']),
    client: String(res.headers.client),
    uid: String(res.headers.uid),
  };
});

await server.close();
await database.close();
