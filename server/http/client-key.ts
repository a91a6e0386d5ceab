// Who a limit counts against (the login throttle, the public forms, idempotency keys): one owner for
// the rule, so every limiter sees the same clients.
import type { Request } from 'express';
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address (`::` expanded, an embedded IPv4 tail folded in, a zone dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0];
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number);
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * An IPv4 address as is; an IPv6 address by its /64, the smallest network a subscriber is given
 * (every address in it would otherwise be a client with a budget of its own); an IPv4-mapped IPv6
 * address as the IPv4 address. Anything else is undefined.
 */
export function clientKeyOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The client of a request: its address under the TRUST_PROXY setting (`req.ip`). A forwarded value
 * that is no IP address (only a trusted proxy's header is read) counts as the proxy itself, so junk
 * cannot make new clients.
 */
export function clientKey(req: Request): string {
  let key = keys.get(req);
  if (key === undefined) {
    key = clientKeyOf(req.ip) ?? clientKeyOf(req.socket.remoteAddress) ?? 'unknown';
    keys.set(req, key);
  }
  return key;
}

/**
 * Each request's key, worked out once: several limiters ask for it, and `req.ip` parses the whole
 * X-Forwarded-For chain anew at each ask (behind a trusted proxy, 6% of what a booking allocated).
 */
const keys = new WeakMap<Request, string>();
