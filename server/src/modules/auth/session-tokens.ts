import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes: unguessable, so a keyed SHA-256 is enough to store it (no slow hash needed). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newClientId(): string {
  return randomBytes(16).toString('base64url');
}

/** Keyed with SECRET_KEY so a copy of the database alone cannot be used to forge or test tokens. */
export function tokenHash(token: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(token).digest('base64url');
}

export function sameTokenHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
