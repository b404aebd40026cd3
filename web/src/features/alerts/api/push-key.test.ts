import { describe, expect, it } from 'vitest';
import { applicationServerKeyBytes } from './push-key';

// RFC 8292 §3.2: the key is base64url without padding; '-' and '_' stand for '+' and '/'.

describe('a VAPID public key as bytes', () => {
  it.each<[string, number[]]>([
    ['AQID', [1, 2, 3]],
    ['AQI', [1, 2]],
    ['AQ', [1]],
    ['-_8', [251, 255]],
    ['', []],
  ])('%j is %j', (key, bytes) => {
    expect([...applicationServerKeyBytes(key)]).toEqual(bytes);
  });

  it('reads a 65-byte uncompressed P-256 key', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = applicationServerKeyBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
