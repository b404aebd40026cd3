import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock of its own: a second process opening the same folder
 * silently loses its writes (ARCHITECTURE.md). The server therefore owns its
 * data folder through a lock file holding its process id.
 */
export class DataDirLockedError extends Error {}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): { lockFile: string; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'mesonet.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { lockFile, release: () => rmSync(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      // A stale lock from a process that died: take the folder over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

/** The process id holding the folder, or null; the station CLI uses it to decide whether to go through the server. */
export function dataDirLockHolder(dataDir: string): number | null {
  try {
    const holder = Number.parseInt(readFileSync(join(dataDir, 'mesonet.lock'), 'utf8'), 10);
    return Number.isInteger(holder) && isProcessAlive(holder) ? holder : null;
  } catch {
    return null;
  }
}
