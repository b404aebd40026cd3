import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from '../config/env';
import { ApiError } from '../http/api-error';
import { acquireDataDirLock, dataDirLockHolder } from '../db/data-dir-lock';
import { openEmbeddedDatabase, openPostgresDatabase, type Database } from '../db/database';
import { readOperatorAccess, type OperatorAccess } from '../modules/operator/operator-access';

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

export class CliError extends Error {}

/**
 * CONTRACT.md §5: the operator tools work whether or not the server runs. With the embedded database
 * and the server running, they go through the server; otherwise they open the database themselves.
 */
export type CliTarget =
  { kind: 'server'; access: OperatorAccess } | { kind: 'database'; db: Database; config: AppConfig };

export async function withCliTarget<T>(run: (target: CliTarget) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl && dataDirLockHolder(config.dataDir) !== null) {
    const access = readOperatorAccess(config.dataDir);
    if (!access) throw new CliError(`The server owns ${config.dataDir} but left no operator access file; restart it.`);
    return run({ kind: 'server', access });
  }
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openEmbeddedDatabase(config.dataDir);
  try {
    await database.migrate(migrationsFolder);
    return await run({ kind: 'database', db: database.db, config });
  } finally {
    await database.close();
    lock?.release();
  }
}

/** Calls an operator endpoint of the running server; API errors become readable lines. */
export async function callServer<T>(access: OperatorAccess, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${access.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access.key}` },
    body: JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as T & {
    errors?: { field_name: string; messages: string[] }[];
  };
  if (!response.ok) throw new CliError(describeErrors(payload.errors) || `The server answered ${response.status}`);
  return payload;
}

export function describeErrors(errors: { field_name: string; messages: string[] }[] | undefined): string {
  return (errors ?? [])
    .map((e) => (e.field_name === 'base' ? e.messages.join('; ') : `${e.field_name} ${e.messages.join('; ')}`))
    .join('\n');
}

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const message =
      error instanceof ApiError
        ? describeErrors(error.body.errors)
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(message);
    process.exitCode = 1;
  }
}

/** `--lat -34.2`: node's parseArgs reads a leading dash as another option, so such values are joined as `--lat=-34.2`. */
export function joinNegativeNumberValues(args: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const next = args[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i += 1;
    } else joined.push(arg);
  }
  return joined;
}
