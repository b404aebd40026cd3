import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, dataDirLockHolder } from './data-dir-lock';

describe('data folder lock', () => {
  it('lets one process own the folder and refuses a second while it lives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mesonet-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'mesonet.lock'), String(other.pid));
      expect(dataDirLockHolder(dir)).toBe(other.pid);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died, and releases it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mesonet-lock-'));
    writeFileSync(join(dir, 'mesonet.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    expect(dataDirLockHolder(dir)).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
  });
});
