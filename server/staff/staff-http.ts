import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { StaffErrorCode, StaffMember } from '../../src/domain/staff/index.ts';
import { STAFF_SESSION_MAX_AGE_S } from '../../src/domain/staff/index.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { authFor, type AuthPair } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { PLAIN_DOOR_CODES, fieldCodesOf, type DoorFamily } from '../http/api-error.ts';
import { createDoor } from '../http/door.ts';
import { endSession } from './staff-members.ts';
import { STAFF_ROLE } from '../../src/domain/accounts/roles.ts';

export type { StaffMember };
export type StaffVars = { Variables: { staff: StaffMember } };

/**
 * A part of the workspace's API that another room serves (the studio): mounted under `/api/staff`
 * at `path`, behind the same origin guard, door and second-factor gate, with its own body limits.
 */
export type StaffSection = {
  path: string;
  routes: Hono<StaffVars>;
  /** The body limit of a request to `subPath` (its path under `path`, '' for `path` itself). */
  bodyLimit: (subPath: string) => MiddlewareHandler;
};

/** The workspace API (`/api/staff/*`): codes are STAFF_ERROR_CODES, texts src/i18n/{es,en}/workspace.ts. */
export const STAFF_FAMILY: DoorFamily<StaffErrorCode> = {
  texts: (lang) => WORKSPACE_MESSAGES[lang].errors,
  fieldCodes: (error) => fieldCodesOf(error, 'validation'),
  headline: (fields) => (Object.values(fields).includes('required') ? 'required' : 'validation'),
  door: PLAIN_DOOR_CODES,
};

export const staffDoor = createDoor(STAFF_FAMILY);

/** A workspace API refusal in the one error shape. */
export const staffError = staffDoor.refuse;

type SessionUser = { id: string; name: string; email: string; role?: unknown; twoFactorEnabled?: unknown };
type SessionRow = { id: string; token: string; twoFactorAt?: Date | string | null };

type StaffGateDeps = { db: Database; auth: AuthPair; trustProxy: boolean; now: () => Date };

/**
 * The staff member a request is from, when its session proved the second factor less than 12 hours ago;
 * else the refusal: anonymous 401, a client 403 `staffOnly`, staff without two-factor set up 403
 * `twoFactorSetupRequired`, staff whose session did not prove it (e.g. a passkey sign-in) 403
 * `twoFactorRequired`. `headers` are Better Auth's (its cookies) for the answer.
 */
export async function staffOfRequest(
  deps: StaffGateDeps,
  c: Context,
): Promise<{ staff: StaffMember; headers: Headers } | { status: 401 | 403; code: StaffErrorCode }> {
  const auth = authFor(deps.auth, c, deps.trustProxy);
  // No renewal: a staff session ends 12 hours after its second factor however it is used, so renewing
  // it would only write the row on every request.
  const { headers, response } = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableRefresh: true },
    returnHeaders: true,
  });
  if (!response) return { status: 401, code: 'sessionRequired' };
  const user = response.user as SessionUser;
  const session = response.session as SessionRow;
  if (user.role !== STAFF_ROLE) return { status: 403, code: 'staffOnly' };
  if (user.twoFactorEnabled !== true) return { status: 403, code: 'twoFactorSetupRequired' };
  if (!session.twoFactorAt) return { status: 403, code: 'twoFactorRequired' };
  const provenAt = new Date(session.twoFactorAt).getTime();
  if (deps.now().getTime() - provenAt >= STAFF_SESSION_MAX_AGE_S * 1000) {
    await endSession(deps.db, session.id);
    return { status: 401, code: 'staffSessionExpired' };
  }
  return { staff: { id: user.id, name: user.name, email: user.email }, headers };
}

/** The second-factor gate of `/api/staff`: only a request `staffOfRequest` names passes. */
export function requireStaff(deps: StaffGateDeps): MiddlewareHandler<StaffVars> {
  return async (c, next) => {
    const gate = await staffOfRequest(deps, c);
    if (!('staff' in gate)) return staffError(c, gate.status, gate.code);
    c.set('staff', gate.staff);
    await next();
    for (const cookie of gate.headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  };
}
