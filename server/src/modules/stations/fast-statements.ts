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

  constructor(
    private readonly statement: string,
    private readonly parts: readonly Iterable<Buffer>[],
  ) {}

  submit(connection: pg.Connection): void {
    connection.query(this.parts.map(() => this.statement).join('; '));
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
    this.rowCount += Number(/(\d+)$/.exec(message.text ?? '')?.[1] ?? 0);
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
 * nothing, like any one transaction; needs the database itself, not a transaction.
 */
export async function copyRows(
  db: Database,
  table: string,
  columns: readonly string[],
  parts: readonly Iterable<Buffer>[],
): Promise<number> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('COPY needs the database, not a transaction');
  if (parts.length === 0) return 0;
  const target = `copy ${table} (${columns.join(', ')})`;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      const copy = new CopyFromStdin(`${target} from stdin`, parts);
      void connection.query(copy);
      return await copy.done;
    } finally {
      connection.release();
    }
  }
  const result = await client.query(`${target} from '/dev/blob'`, [], {
    blob: new Blob(parts.flatMap((chunks) => [...chunks])),
  });
  return result.affectedRows ?? 0;
}

/** PostgreSQL's unique_violation: a row with the same key is already stored. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A value of a prepared statement's parameters. */
export type PreparedValue = number | string;

/** PGlite has one session: each statement is prepared there once. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function sqlLiteral(value: PreparedValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Runs a statement planned once per connection, not per call: the aggregate statements are wide
 * (three aggregates of every reading value), and planning them cost as much as running them.
 * node-postgres prepares a named statement on each pooled connection; PGlite gets PREPARE and
 * EXECUTE (its queries are unnamed, so never reused). `types` are the SQL types of $1, $2, ...
 * Needs the database, not a transaction.
 */
export async function runPrepared<Row = Record<string, unknown>>(
  db: Database,
  name: string,
  types: readonly string[],
  text: string,
  values: readonly PreparedValue[],
): Promise<Row[]> {
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('a prepared statement needs the database, not a transaction');
  if (client instanceof pg.Pool) {
    return (await client.query({ name, text, values: [...values] })).rows as Row[];
  }
  let prepared = preparedOnPglite.get(client);
  if (!prepared) preparedOnPglite.set(client, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    ready = client.exec(`prepare ${name} (${types.join(', ')}) as ${text}`);
    prepared.set(name, ready);
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  return (await client.query<Row>(`execute ${name} (${values.map(sqlLiteral).join(', ')})`)).rows;
}
