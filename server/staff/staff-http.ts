import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { StaffErrorCode } from '../../src/domain/staff/index.ts';
import { STAFF_SESSION_MAX_AGE_S } from '../../src/domain/staff/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import type { AuthPair } from '../auth/auth.ts';
import { authFor } from '../auth/auth-routes.ts';
import type { Database } from '../db/index.ts';
import { requestLang } from '../request-lang.ts';
import { endSession } from './staff-members.ts';
import { STAFF_ROLE } from './staff-role.ts';

export type StaffMember = { id: string; name: string; email: string };
export type StaffVars = { Variables: { staff: StaffMember } };

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500;

/** `{"error": {"code", "message"}}` like every API of the site (and code/message at the top, like the accounts APIs). */
export function staffError(c: Context, status: ErrorStatus, code: StaffErrorCode, lang: Lang = requestLang(c)): Response {
  const message = WORKSPACE_MESSAGES[lang].errors[code];
  return c.json({ code, message, error: { code, message } }, status, { 'Cache-Control': 'no-store' });
}

/** Parses a JSON body with a shared schema; on failure, the answer to send. */
export async function parseStaffBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.output<S> } | { error: Response }> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return { error: staffError(c, 415, 'notJson') };
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { error: staffError(c, 400, 'invalidJson') };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { error: staffError(c, 400, 'validation') };
}

type SessionUser = { id: string; name: string; email: string; role?: unknown; twoFactorEnabled?: unknown };
type SessionRow = { id: string; token: string; twoFactorAt?: Date | string | null };

/**
 * Only a staff member whose session proved the second factor less than 12 hours ago passes: anonymous
 * 401, a client 403 `staffOnly`, staff without two-factor set up 403 `twoFactorSetupRequired`, staff
 * whose session did not prove it (e.g. a passkey sign-in) 403 `twoFactorRequired`.
 */
export function requireStaff(deps: {
  db: Database;
  auth: AuthPair;
  trustProxy: boolean;
  now: () => Date;
}): MiddlewareHandler<StaffVars> {
  return async (c, next) => {
    const auth = authFor(deps.auth, c, deps.trustProxy);
    // No renewal: a staff session ends 12 hours after its second factor however it is used, so renewing
    // it would only write the row on every request.
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      query: { disableRefresh: true },
      returnHeaders: true,
    });
    if (!response) return staffError(c, 401, 'sessionRequired');
    const user = response.user as SessionUser;
    const session = response.session as SessionRow;
    if (user.role !== STAFF_ROLE) return staffError(c, 403, 'staffOnly');
    if (user.twoFactorEnabled !== true) return staffError(c, 403, 'twoFactorSetupRequired');
    if (!session.twoFactorAt) return staffError(c, 403, 'twoFactorRequired');
    const provenAt = new Date(session.twoFactorAt).getTime();
    if (deps.now().getTime() - provenAt >= STAFF_SESSION_MAX_AGE_S * 1000) {
      await endSession(deps.db, session.id);
      return staffError(c, 401, 'staffSessionExpired');
    }
    c.set('staff', { id: user.id, name: user.name, email: user.email });
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  };
}
