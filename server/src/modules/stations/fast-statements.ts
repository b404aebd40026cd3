import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/database';

/** The copy messages of node-postgres' connection, which its type declarations leave out. */
interface CopyConnection {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/**
 * COPY ... FROM STDIN through node-postgres' own extension point: `client.query(submittable)` hands
 * the connection to an object with `submit`. This is what pg-copy-streams does, without the stream
 * wrapper (and without a package we do not have). The rows follow the COPY statement at once, each
 * chunk made on demand and sent as one CopyData message, so the server parses and stores one while
 * the next is being made, and no round trip waits for its CopyInResponse: the protocol lets a client
 * send ahead, and a server that refuses the COPY drops CopyData and CopyDone that follow ("Message
 * Flow", COPY Operations, in the PostgreSQL manual).
 *
 * The rows may come in several parts, each its own COPY statement of one query string, and so of
 * one transaction: all are stored or none. A COPY checks its rows' foreign keys when its data ends;
 * with parts, the server checks one part's while the next is still being made.
 */
export class CopyFromStdin implements pg.Submittable {
  rowCount = 0;
  private failure: Error | undefined;
  private resolve!: (rows: number) => void;
  private reject!: (error: Error) => void;
  readonly done = new Promise<number>((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });

  /** `first`, if given, is a statement run before the COPY statements, in their transaction. */
  constructor(
    private readonly statement: string,
    private readonly parts: readonly Iterable<Buffer>[],
    private readonly first?: string,
  ) {}

  submit(connection: pg.Connection): void {
    const statements = this.parts.map(() => this.statement);
    connection.query((this.first === undefined ? statements : [this.first, ...statements]).join('; '));
    const copy = connection as unknown as CopyConnection;
    for (const chunks of this.parts) {
      try {
        for (const chunk of chunks) copy.sendCopyFromChunk(chunk);
      } catch (error) {
        // Making a chunk failed: the server abandons the COPY and the rest of the query, and the caller hears why.
        this.failure = error instanceof Error ? error : new Error(String(error));
        copy.sendCopyFail(this.failure.message);
        return;
      }
      copy.endCopyFrom();
    }
  }
  /** The rows are already on their way (`submit`). */
  handleCopyInResponse(): void {}
  handleCommandComplete(message: { text?: string }): void {
    this.rowCount += Number(/^COPY (\d+)$/.exec(message.text ?? '')?.[1] ?? 0);
  }
  handleReadyForQuery(): void {
    this.resolve(this.rowCount);
  }
  handleError(error: Error): void {
    this.reject(this.failure ?? error);
  }
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/**
 * Writes rows with COPY, the database's fastest way in: FROM STDIN on PostgreSQL, FROM '/dev/blob'
 * on PGlite. Each part is a list of chunks in COPY's text format (a line per row, tab-separated, \N
 * for null), made as they are sent: PostgreSQL stores one while the next is written, a part per COPY
 * statement (see CopyFromStdin); PGlite, in this thread, takes them all at once in one COPY. All or
 * nothing, like any one transaction, with `first` (a statement run before the rows are written) if
 * given; needs the database itself, not a transaction.
 */
export async function copyRows(
  db: Database,
  table: string,
  columns: readonly string[],
  parts: readonly Iterable<Buffer>[],
  first?: string,
): Promise<number> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('COPY needs the database, not a transaction');
  if (parts.length === 0) return 0;
  const target = `copy ${table} (${columns.join(', ')})`;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      const copy = new CopyFromStdin(`${target} from stdin`, parts, first);
      void connection.query(copy);
      return await copy.done;
    } finally {
      connection.release();
    }
  }
  const blob = new Blob(parts.flatMap((chunks) => [...chunks]));
  const copy = `${target} from '/dev/blob'`;
  if (first === undefined) return (await client.query(copy, [], { blob })).affectedRows ?? 0;
  return client.transaction(async (tx) => {
    await tx.exec(first);
    return (await tx.query(copy, [], { blob })).affectedRows ?? 0;
  });
}

/** PostgreSQL's unique_violation: a row with the same key is already stored. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A value of a prepared statement's parameters. */
export type PreparedValue = number | string;

/** PGlite has one session: each statement is prepared there once. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();
/** The statements prepared on each pooled PostgreSQL connection. */
const preparedOnPostgres = new WeakMap<pg.ClientBase, Set<string>>();

/** A value as an SQL literal, for statements sent as text (EXECUTE's arguments, a COPY's first statement). */
export function sqlLiteral(value: PreparedValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** Two keys of a transaction-level advisory lock (pg_advisory_xact_lock(int, int)). */
export interface AdvisoryLock {
  space: number;
  key: number;
}

/**
 * Runs a statement planned once per connection, not per call: the aggregate statements are wide
 * (three aggregates of every reading value), and planning them cost as much as running them. Each
 * connection gets PREPARE once, then EXECUTE. With `lock`, an advisory lock is taken first in the
 * same transaction and one round trip: the statement, which starts after the lock is granted, sees
 * whatever the lock's previous holder committed. PGlite has one session and so no other writer: it
 * needs no lock. `types` are the SQL types of $1, $2, ... Needs the database, not a transaction.
 */
export async function runPrepared<Row = Record<string, unknown>>(
  db: Database,
  name: string,
  types: readonly string[],
  text: string,
  values: readonly PreparedValue[],
  lock?: AdvisoryLock,
): Promise<Row[]> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('a prepared statement needs the database, not a transaction');
  const prepare = `prepare ${name} (${types.join(', ')}) as ${text}`;
  const execute = `execute ${name} (${values.map(sqlLiteral).join(', ')})`;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      let prepared = preparedOnPostgres.get(connection);
      if (!prepared) preparedOnPostgres.set(connection, (prepared = new Set()));
      if (!prepared.has(name)) {
        await connection.query(prepare);
        prepared.add(name);
      }
      if (!lock) return (await connection.query(execute)).rows as Row[];
      // Two statements in one query string: one transaction, each statement with its own snapshot.
      const results = (await connection.query(
        `select pg_advisory_xact_lock(${sqlLiteral(lock.space)}, ${sqlLiteral(lock.key)}); ${execute}`,
      )) as unknown as pg.QueryResult[];
      return (results.at(-1)?.rows ?? []) as Row[];
    } finally {
      connection.release();
    }
  }
  let prepared = preparedOnPglite.get(client);
  if (!prepared) preparedOnPglite.set(client, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    ready = client.exec(prepare);
    prepared.set(name, ready);
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  return (await client.query<Row>(execute)).rows;
}
