const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * Site-wide cookies: path / so every page and the server see them. A null
 * lifetime makes a browser-session cookie. Over HTTPS they are sent only there.
 */
export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number | null = ONE_YEAR_SECONDS,
): void {
  const lifetime =
    maxAgeSeconds === null ? '' : `; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${lifetime}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
