import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from './db/database';
import { startDemoNetwork } from './modules/demo/demo-network';
import { seedDemoAccounts } from './modules/demo/demo-seed';
import { seedDemoInfoAlerts } from './modules/content/demo-info-alerts';
import { newOperatorKey, publishOperatorAccess, withdrawOperatorAccess } from './modules/operator/operator-access';

// Both src/main.ts (tsx) and dist/main.js (bundle) sit one level below the server folder.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const migrationsFolder = `${serverRoot}migrations`;
const builtWebApp = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Current metrics older than this are recomputed even without new readings (rain since 9 am resets, readings age). */
const liveRefreshMs = 5 * 60_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const lock = embedded ? acquireDataDirLock(config.dataDir) : undefined;
  let database: DatabaseHandle | undefined;
  try {
    database = config.databaseUrl
      ? await openPostgresDatabase(config.databaseUrl)
      : await openEmbeddedDatabase(config.dataDir);
    await database.migrate(migrationsFolder);
    const operatorKey = embedded ? newOperatorKey() : undefined;
    const app = await buildApp({ config, db: database.db, webDistDir: config.webDistDir ?? builtWebApp, operatorKey });
    const { server } = app;
    const clock = () => new Date();
    if (config.demo) await seedDemoAccounts(database.db, clock, server.log);
    if (config.demoNews) await seedDemoInfoAlerts(database.db, clock);

    // Billing, aggregates catch-up and mail delivery run as jobs, each run by one of the processes sharing the database.
    app.jobs.start();
    // This process's heartbeat lists it on the operations page; the app removes it when it closes.
    app.heartbeat.start();
    // The live network is this process's memory, so every process refreshes its own.
    const refreshTimer = setInterval(() => {
      app.live.refreshStale(liveRefreshMs);
      app.live
        .refreshForecastSkills()
        .catch((error: unknown) => server.log.error({ err: error }, 'judging the σw forecasts failed'));
    }, 60_000);
    refreshTimer.unref();
    let demoNetwork: ReturnType<typeof startDemoNetwork> | undefined;

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      server.log.info({ signal }, 'shutting down');
      clearInterval(refreshTimer);
      await app.jobs.stop();
      if (embedded) withdrawOperatorAccess(config.dataDir);
      // The simulator finishes the batch it is storing, then stops.
      await demoNetwork?.stop();
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
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (embedded && operatorKey)
      publishOperatorAccess(config.dataDir, { url: `http://127.0.0.1:${port}`, key: operatorKey });
    server.log.info(
      { database: database.kind, demo: config.demo, startupMs: Math.round(performance.now() - startedAt) },
      `Mesonet is serving ${config.appUrl}`,
    );
    // The demo network fills its history while the app already answers; stations show 'Updating' meanwhile.
    if (config.demoStations && !stopping)
      demoNetwork = startDemoNetwork({ app, db: database.db, clock, log: server.log });
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
