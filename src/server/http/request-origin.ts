import 'server-only';

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: anything else in a Host
// header is ignored rather than echoed into links.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstValue = (value: string | null): string | undefined => value?.split(',')[0]?.trim() || undefined;

/**
 * The origin the client asked for, for absolute links in a response: the forwarded host and protocol set by a
 * proxy (and by Next's own server), else the Host header, else the URL the server saw (which names the address
 * the server listens on rather than the one the client used).
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? firstValue(request.headers.get('host'));
  const forwardedProtocol = firstValue(request.headers.get('x-forwarded-proto'));
  const protocol =
    forwardedProtocol === 'https' || forwardedProtocol === 'http'
      ? forwardedProtocol
      : url.protocol.slice(0, -1);
  return host && HOST.test(host) ? `${protocol}://${host}` : url.origin;
}
