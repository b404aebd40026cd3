import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * With the embedded database only the server may open the data folder, so the operator's command-line
 * tools (station, ingest) talk to the running server instead. The server leaves its address and a fresh
 * key in the data folder; whoever can read that folder may use the operator endpoints.
 */
export interface OperatorAccess {
  url: string;
  key: string;
}

const accessFile = (dataDir: string) => join(dataDir, 'operator-access.json');

export function newOperatorKey(): string {
  return randomBytes(32).toString('base64url');
}

export function publishOperatorAccess(dataDir: string, access: OperatorAccess): void {
  writeFileSync(accessFile(dataDir), JSON.stringify(access), { mode: 0o600 });
}

export function readOperatorAccess(dataDir: string): OperatorAccess | undefined {
  try {
    const parsed = JSON.parse(readFileSync(accessFile(dataDir), 'utf8')) as Partial<OperatorAccess>;
    return typeof parsed.url === 'string' && typeof parsed.key === 'string'
      ? { url: parsed.url, key: parsed.key }
      : undefined;
  } catch {
    return undefined;
  }
}

export function withdrawOperatorAccess(dataDir: string): void {
  rmSync(accessFile(dataDir), { force: true });
}

export function isOperatorKey(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
