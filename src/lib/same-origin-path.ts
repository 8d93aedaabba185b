/**
 * Where a browser may be sent after signing in or out: the path (with query and hash) of `value` when it names a
 * page of `origin`, else `/`. The path is checked again as the browser would read it, because a path that starts
 * with `//` or `/\` is a link to another host: `/.//evil.example` and `<origin>//evil.example` both normalise to
 * `//evil.example`. Used by the log-in page's script and by the server's sign-in redirects alike.
 */
export function sameOriginPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || value === '') return '/';
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
    return new URL(path, base).origin === base.origin ? path : '/';
  } catch {
    return '/';
  }
}
