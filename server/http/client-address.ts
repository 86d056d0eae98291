import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Hex groups of the network part an IPv6 client is counted by: a /64, what one subscriber is given. */
const IPV6_CLIENT_GROUPS = 4;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parse = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!isIPv4(group)) return [parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The client as per-address limits count it (issue 22): an IPv4 address as it is; an IPv6 address by its
 * /64, whatever form it was written in (long, short, upper case, with a zone); an IPv4-mapped IPv6 address
 * (`::ffff:198.51.100.7`) as the IPv4 address. Anything else is kept as text, trimmed and lower-cased.
 */
export function clientKey(raw: string): string {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(text)) return text;
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) return text;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, IPV6_CLIENT_GROUPS)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The client, as the per-address limits count it (`clientKey`): the socket's address, or the last
 * X-Forwarded-For entry behind our proxy (TRUST_PROXY).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return clientKey(last);
  }
  try {
    return clientKey(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown'; // not served by @hono/node-server (in-process tests)
  }
}
