/**
 * Every cookie of the page by name. Each read of `document.cookie` asks the browser process, which a slow
 * phone feels on the first load: read it once and look the names up.
 */
export function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = safeDecode(part.slice(0, separator).trim());
    if (!cookies.has(name)) cookies.set(name, safeDecode(part.slice(separator + 1).trim()));
  }
  return cookies;
}

export function readCookie(name: string): string | null {
  return readCookies().get(name) ?? null;
}

/** Site-wide, Lax (sent on top-level navigation, not on cross-site subrequests), Secure whenever the page is on https. */
export function writeCookie(name: string, value: string, maxAgeMs: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAgeSeconds = Math.max(0, Math.floor(maxAgeMs / 1000));
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
