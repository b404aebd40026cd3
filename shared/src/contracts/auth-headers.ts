/** CONTRACT.md §3: the headers of the token scheme. */
export const authHeaderNames = {
  accessToken: 'access-token',
  client: 'client',
  uid: 'uid',
  expiry: 'expiry',
  tokenType: 'token-type',
} as const;

/** Spec §9: sessions last 14 days. */
export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;
