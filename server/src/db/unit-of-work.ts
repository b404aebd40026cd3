import type { Database } from './database';

/**
 * The one way to run a transaction: `run` opens it and hands `work` repositories bound to it, so a service
 * never sees the database itself. Everything `work` does commits together, or nothing does when it throws;
 * a repository's `for update` locks hold until then.
 */
export interface UnitOfWork<Repos> {
  run<T>(work: (repos: Repos) => Promise<T>): Promise<T>;
}

/** A unit of work on `db` whose transactions get the repositories `bind` makes for them. */
export function createUnitOfWork<Repos>(db: Database, bind: (db: Database) => Repos): UnitOfWork<Repos> {
  return { run: (work) => db.transaction((tx) => work(bind(tx))) };
}
