import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase, type DatabaseHandle } from '../src/db/database';
import { postgresNetworkEvents, type NetworkEvent, type NetworkEvents } from '../src/db/network-events';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Collects what a process hears, and resolves a wait when the expected event arrives. */
function ear(events: NetworkEvents) {
  const heard: NetworkEvent[] = [];
  const waiting: Array<{ kind: NetworkEvent['kind']; resolve: () => void }> = [];
  events.onEvent(async (event) => {
    heard.push(event);
    for (const wait of waiting.filter((w) => w.kind === event.kind)) wait.resolve();
  });
  return {
    heard,
    next: (kind: NetworkEvent['kind']) =>
      new Promise<void>((resolve) => {
        if (heard.some((event) => event.kind === kind)) resolve();
        else waiting.push({ kind, resolve });
      }),
  };
}

describe.runIf(databaseUrl)('network events between app processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: DatabaseHandle;
  let first: NetworkEvents;
  let second: NetworkEvents;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await openPostgresDatabase(databaseUrl ?? '');
    const open = () =>
      postgresNetworkEvents({ databaseUrl: databaseUrl ?? '', db: database.db, onError: (e) => errors.push(e) });
    [first, second] = await Promise.all([open(), open()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await database.close();
  });

  it('tells the other process, not the one that published', async () => {
    const firstHears = ear(first);
    const secondHears = ear(second);
    const heard = secondHears.next('readings_stored');
    await first.publish({ kind: 'readings_stored', stationId: 42 });
    await heard;
    expect(secondHears.heard).toEqual([{ kind: 'readings_stored', stationId: 42 }]);
    await second.publish({ kind: 'legends_changed' });
    await firstHears.next('legends_changed');
    expect(firstHears.heard).toEqual([{ kind: 'legends_changed' }]);
  });

  it('listens again after its connection is cut, and says to resync', async () => {
    const secondHears = ear(second);
    const resynced = secondHears.next('resync');
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'mesonet-network-events' and datname = current_database()`,
    );
    await resynced;
    const heard = secondHears.next('stations_changed');
    await first.publish({ kind: 'stations_changed' });
    await heard;
  });
});
