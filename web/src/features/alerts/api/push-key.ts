/**
 * A VAPID public key as the server sends it (base64url, no padding: RFC 8292 §3.2) as the bytes
 * `pushManager.subscribe` wants for `applicationServerKey`.
 */
export function applicationServerKeyBytes(base64UrlKey: string): Uint8Array<ArrayBuffer> {
  const base64 = base64UrlKey.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}
