import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client address: the socket's, or the last X-Forwarded-For entry behind our proxy (TRUST_PROXY). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (in-process tests)
  }
}
