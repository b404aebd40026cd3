import { readString, removeItem, storageKeys, writeString } from './storage';

/**
 * Only paths on this site may be followed after sign-in or sign-out: a full URL or a
 * protocol-relative '//host' would let a crafted link send people elsewhere.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Remembers where a signed-out visitor was heading, so logging in returns them there. */
export function rememberRedirectPath(path: string): void {
  const safe = sameSitePath(path);
  if (safe) writeString(storageKeys.redirectPath, safe);
}

/** Reads and forgets the remembered path: it is used once. */
export function takeRedirectPath(): string | null {
  const path = sameSitePath(readString(storageKeys.redirectPath));
  removeItem(storageKeys.redirectPath);
  return path;
}
