import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => vi.unstubAllGlobals());

describe('readCookie', () => {
  it.each([
    { cookie: 'access-token=abc; uid=me%40example.com', name: 'uid', expected: 'me@example.com' },
    { cookie: 'access-token=abc; uid=me%40example.com', name: 'access-token', expected: 'abc' },
    { cookie: 'access-token=abc', name: 'client', expected: null },
    { cookie: '', name: 'client', expected: null },
    { cookie: 'broken; client=x', name: 'client', expected: 'x' },
    { cookie: 'client=%E0%A4%A', name: 'client', expected: '%E0%A4%A' },
    { cookie: 'token=a=b', name: 'token', expected: 'a=b' },
  ])('$name in "$cookie" → $expected', ({ cookie, name, expected }) => {
    vi.stubGlobal('document', { cookie });
    expect(readCookie(name)).toBe(expected);
  });
});

describe('writeCookie', () => {
  function written(protocol: string, write: () => void): string {
    const jar = { cookie: '' };
    vi.stubGlobal('document', jar);
    vi.stubGlobal('window', { location: { protocol } });
    write();
    return jar.cookie;
  }

  it.each([
    {
      name: 'site-wide and Lax over http',
      protocol: 'http:',
      write: () => writeCookie('uid', 'me@example.com', 14 * 86_400_000),
      expected: 'uid=me%40example.com; Max-Age=1209600; Path=/; SameSite=Lax',
    },
    {
      name: 'Secure over https',
      protocol: 'https:',
      write: () => writeCookie('client', 'c1', 1_500),
      expected: 'client=c1; Max-Age=1; Path=/; SameSite=Lax; Secure',
    },
    {
      name: 'deleting expires it at once',
      protocol: 'http:',
      write: () => deleteCookie('client'),
      expected: 'client=; Max-Age=0; Path=/; SameSite=Lax',
    },
  ])('$name', ({ protocol, write, expected }) => {
    expect(written(protocol, write)).toBe(expected);
  });
});
