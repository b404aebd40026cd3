import type { Database } from '../../server/src/db/database';
import { seedDemoStations } from '../../server/src/modules/demo/demo-network';
import { seedDemoAccounts } from '../../server/src/modules/demo/demo-seed';
import type { StationRow } from '../../server/src/modules/stations/stations.tables';
import { openFreshEmbedded } from './bench-database';
import { startBenchServer, type BenchServer } from './bench-server';

/** Drops the app's own log lines: a benchmark prints what it measured and nothing else. */
export const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

export interface DemoServer {
  db: Database;
  clock: () => Date;
  stations: StationRow[];
  server: BenchServer;
}

/**
 * A fresh in-memory database with the demo accounts and stations and the app listening on it, for
 * the time of `measure`; the server is closed and the database dropped afterwards, however it ends.
 */
export async function withDemoServer<T>(measure: (demo: DemoServer) => Promise<T>): Promise<T> {
  const database = await openFreshEmbedded();
  try {
    const db = database.handle.db;
    const clock = () => new Date();
    await seedDemoAccounts(db, clock, silentLog);
    const stations = await seedDemoStations(db, clock);
    const server = await startBenchServer(db);
    try {
      return await measure({ db, clock, stations, server });
    } finally {
      await server.close();
    }
  } finally {
    await database.dispose();
  }
}
