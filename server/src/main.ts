import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from './db/database';
import { seedDemoAccounts } from './modules/demo/demo-seed';

// Both src/main.ts (tsx) and dist/main.js (bundle) sit one level below the server folder.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const migrationsFolder = `${serverRoot}migrations`;
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = config.databaseUrl
      ? await openPostgresDatabase(config.databaseUrl)
      : await openEmbeddedDatabase(config.dataDir);
    await database.migrate(migrationsFolder);
    const { server } = await buildApp({ config, db: database.db, webDistDir });
    if (config.demo) await seedDemoAccounts(database.db, () => new Date(), server.log);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      server.log.info({ signal }, 'shutting down');
      // Stop taking requests and let those in flight finish, then close the database so its files are complete.
      // Keep-alive connections that fall idle after the close began are swept; after 10 s none is waited for.
      const sweep = setInterval(() => server.server.closeIdleConnections(), 200);
      const force = setTimeout(() => server.server.closeAllConnections(), 10_000);
      await server.close();
      clearInterval(sweep);
      clearTimeout(force);
      await database?.close();
      lock?.release();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));

    await server.listen({ port: config.port, host: config.host });
    server.log.info(
      { database: database.kind, demo: config.demo, startupMs: Math.round(performance.now() - startedAt) },
      `Mesonet is serving ${config.appUrl}`,
    );
  } catch (error) {
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Mesonet could not start:', error);
  }
  process.exit(1);
});
