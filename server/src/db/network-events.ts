import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database';

/**
 * What one app process tells the others, so what each keeps in memory (the live network, legends,
 * station tokens, viewers' plans) follows an edit or a reading stored by another within a second or two.
 */
export type NetworkEvent =
  | { kind: 'readings_stored'; stationId: number }
  | { kind: 'daily_rows_changed'; stationId: number }
  | { kind: 'stations_changed' }
  /** A station was given a new token: the old one must stop working everywhere at once. */
  | { kind: 'station_token_replaced' }
  | { kind: 'legends_changed' }
  /** Plans, memberships or sessions changed: cached viewers and checked sessions are read again. */
  | { kind: 'accounts_changed' }
  /** Alert rules or spray profiles changed: the rules cached per station are read again. */
  | { kind: 'alert_rules_changed' }
  /** Rule states at a station changed (an alert's hysteresis moved on): cached states there are read again. */
  | { kind: 'alert_states_changed'; stationId: number }
  /** The connection was lost and is back: events may have been missed, so everything is read again. */
  | { kind: 'resync' };

export interface NetworkEvents {
  /** Tells every other process; this one has already acted on it. */
  publish(event: Exclude<NetworkEvent, { kind: 'resync' }>): Promise<void>;
  onEvent(handler: (event: NetworkEvent) => Promise<void>): void;
  close(): Promise<void>;
}

/** Publishes without waiting: a lost notification is logged, and the others catch up on their next resync. */
export function tellOthersOrLog(events: NetworkEvents, log: { warn(context: object, message: string): void }) {
  return (event: Exclude<NetworkEvent, { kind: 'resync' }>): void => {
    events.publish(event).catch((error: unknown) => log.warn({ err: error }, 'other app processes not told'));
  };
}

const channel = 'mesonet_network_events';

/** One process, nobody to tell: the embedded database, and tests of one app. */
export function inProcessNetworkEvents(): NetworkEvents {
  return {
    async publish() {},
    onEvent() {},
    async close() {},
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (a pooled one would drop the LISTEN when it is
 * handed back). A lost connection is opened again with backoff, then handlers are told to resync.
 */
export async function postgresNetworkEvents(options: {
  databaseUrl: string;
  /** Publishes through the app's pool: a listener that is reconnecting must not lose what this process says. */
  db: Database;
  onError: (error: unknown) => void;
  reconnectDelaysMs?: readonly number[];
}): Promise<NetworkEvents> {
  const { databaseUrl, db, onError, reconnectDelaysMs = [100, 500, 1_000, 2_000, 5_000] } = options;
  const origin = randomUUID();
  const handlers: Array<(event: NetworkEvent) => Promise<void>> = [];
  let listener: pg.Client | undefined;
  let closed = false;

  const dispatch = (event: NetworkEvent) => {
    for (const handler of handlers) handler(event).catch(onError);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'mesonet-network-events' });
    client.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const { from, event } = JSON.parse(message.payload) as { from: string; event: NetworkEvent };
      if (from !== origin) dispatch(event);
    });
    client.on('error', (error) => {
      onError(error);
      if (listener === client) void reconnect();
    });
    client.on('end', () => {
      if (listener === client && !closed) void reconnect();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    listener = client;
  };

  const reconnect = async (): Promise<void> => {
    listener = undefined;
    for (let attempt = 0; !closed; attempt += 1) {
      const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 1_000;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (closed) return;
      try {
        await connect();
        dispatch({ kind: 'resync' });
        return;
      } catch (error) {
        onError(error);
      }
    }
  };

  await connect();
  return {
    async publish(event) {
      await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify({ from: origin, event })})`);
    },
    onEvent(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}
