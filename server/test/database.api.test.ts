import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp, queryRows } from './test-app';

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL connection pool', () => {
  it('survives its idle connections being ended by the server, and reconnects', async () => {
    const app = await createTestApp('postgres');
    try {
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
        app.database.db,
        sql`select current_database() as name`,
      );
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // What a PostgreSQL restart or an administrator does to the app's idle connections.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await queryRows<{ one: number }>(app.database.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      await app.close();
    }
  });
});
