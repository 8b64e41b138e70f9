// Who the client is, for the hops behind us (the BFF and nextland rate-limit logins, SMS and registrations per
// address). The web server faces the browser: by default it trusts nobody's X-Forwarded-For and names the
// socket's peer; WEB_TRUST_PROXY lists the load balancers in front of it, if any (issue 9, finding 1).
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Fastify's `trustProxy`: false (nobody), true (everyone) or comma-separated addresses, CIDRs and names. */
export type TrustProxy = boolean | string;

/**
 * WEB_TRUST_PROXY: unset, `0` or `false` trusts nobody; `1`/`true` everyone (only when nothing but a proxy can
 * reach this server); anything else lists addresses, CIDR ranges or `loopback`, `linklocal`, `uniquelocal`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed.toLowerCase() === 'false') return false;
  if (trimmed === '1' || trimmed.toLowerCase() === 'true') return true;
  return trimmed;
}

/** The same decision Fastify makes for `request.ip`, for code that only has the raw request (upgrades). */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  return proxyAddr.compile(trust.split(',').map((entry) => entry.trim()));
}

/** The client's address: the socket's peer, or the nearest untrusted X-Forwarded-For entry behind trusted peers. */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trustFunction(trust)) ?? request.socket.remoteAddress ?? '';
}

/** `https` or `http`: X-Forwarded-Proto only from a trusted peer, else the socket's own. */
export function clientProtocol(request: IncomingMessage, trust: TrustProxy): string {
  const sent = request.headers['x-forwarded-proto'];
  const peer = request.socket.remoteAddress ?? '';
  if (typeof sent === 'string' && sent && trustFunction(trust)(peer, 0)) {
    return sent.split(',').at(-1)?.trim() || 'http';
  }
  return 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
}
