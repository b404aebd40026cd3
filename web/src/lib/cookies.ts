export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (safeDecode(part.slice(0, separator).trim()) === name) return safeDecode(part.slice(separator + 1).trim());
  }
  return null;
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
