import { openEmbeddedDatabase } from '../server/src/db/database';
import { hashPassword } from '../server/src/modules/auth/password-hashing';
import { demoPassword } from '../server/src/modules/demo/demo-accounts';
import { seedDemoAccounts } from '../server/src/modules/demo/demo-seed';
import { migrationsFolder } from './support/bench-database';
import type { Benchmark, Measurement } from './support/bench-result';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/env';
import { round } from './support/stats';
import { timedLoop, type TimedLoopResult } from './support/timed-loop';
import { silentLog } from './support/demo-server';

/**
 * Sign-in and session checks on the embedded database, through `inject` (no sockets): the cost of
 * argon2id and of the token lookups that every signed-in request pays. Information only, no targets.
 */

function measurementsOf(name: string, result: TimedLoopResult): Measurement[] {
  return [
    { label: `${name}: rate`, value: result.perSecond, unit: '/s' },
    { label: `${name}: p50`, value: round(result.latency.p50Ms), unit: 'ms' },
    { label: `${name}: p99`, value: round(result.latency.p99Ms), unit: 'ms' },
  ];
}

export const authBenchmark: Benchmark = {
  name: 'auth',
  title: 'Sign-in and session checks on the embedded database, through inject',
  async run(log) {
    const database = await openEmbeddedDatabase(undefined);
    try {
      await database.migrate(migrationsFolder);
      await seedDemoAccounts(database.db, () => new Date(), silentLog);
      const { server } = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        db: database.db,
        rateLimits: { signInFailuresPerAccount: 1e9, signInFailuresPerIp: 1e9 },
      });
      try {
        await server.ready();
        const credentials = { email: 'farm@demo.test', password: demoPassword };
        const signIn = await server.inject({ method: 'POST', url: '/api/auth/sign_in', payload: credentials });
        let headers = {
          'access-token': String(signIn.headers['access-token']),
          client: String(signIn.headers.client),
          uid: String(signIn.headers.uid),
        };
        const measurements: Measurement[] = [];
        const measure = async (name: string, iterations: number, body: () => Promise<unknown>) => {
          const result = await timedLoop({ iterations, maxMs: 4000 }, body);
          log(`${name.padEnd(40)} ${String(result.perSecond).padStart(7)} /s   p50 ${round(result.latency.p50Ms)} ms`);
          measurements.push(...measurementsOf(name, result));
        };

        await measure('argon2id hash', 50, () => hashPassword('paddock-password'));
        await measure('GET /api/health', 2000, () => server.inject({ method: 'GET', url: '/api/health' }));
        await measure('POST /api/auth/sign_in', 100, () =>
          server.inject({ method: 'POST', url: '/api/auth/sign_in', payload: credentials }),
        );
        await measure('GET /api/auth/validate_token', 500, async () => {
          const res = await server.inject({ method: 'GET', url: '/api/auth/validate_token', headers });
          headers = {
            'access-token': String(res.headers['access-token']),
            client: String(res.headers.client),
            uid: String(res.headers.uid),
          };
        });
        return { status: 'ran', measurements, checks: [], notes: ['embedded database, one call at a time'] };
      } finally {
        await server.close();
      }
    } finally {
      await database.close();
    }
  },
};
