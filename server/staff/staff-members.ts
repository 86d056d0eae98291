import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../../src/domain/contact/index.ts';
import { STAFF_INVITE_EXPIRES_IN_S } from '../../src/domain/staff/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Auth } from '../auth/auth.ts';
import type { Database, Queryable } from '../db/index.ts';
import { invitationLink, queueInvitation } from './staff-emails.ts';
import { CLIENT_ROLE, STAFF_ROLE } from './staff-role.ts';

export type StaffListing = { id: string; email: string; name: string; twoFactorEnabled: boolean; createdAt: string };

/** Better Auth's reset-password token (one use; stored hashed): accepting an invitation is choosing a password. */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';
const INVITE_TOKEN_BYTES = 32;

export type InviteDeps = { db: Database; auth: Auth; siteUrl: string; now: () => Date };

/**
 * Makes the address a staff member (a new account, or an existing one promoted) whose e-mail counts as
 * verified — the only way in is the link sent to it — and queues the invitation e-mail with a link to
 * choose a password. Returns the link (the CLI can print it for the firm's first member).
 */
export async function inviteStaff(
  deps: InviteDeps,
  input: { email: string; name?: string; lang: Lang },
): Promise<{ link: string; created: boolean; userId: string }> {
  const email = normalizeEmail(input.email);
  const name = input.name?.trim() || email.split('@')[0] || email;
  const [existing] = await deps.db.query<{ id: string; name: string }>('SELECT id, name FROM auth_users WHERE email = $1', [
    email,
  ]);
  let userId: string;
  if (!existing) {
    const { user } = await deps.auth.api.createUser({
      body: { email, name, data: { emailVerified: true, lang: input.lang, clientType: 'buyer' } },
    });
    userId = user.id;
  } else userId = existing.id;
  await deps.db.query('UPDATE auth_users SET role = $2, email_verified = true, banned = false, updated_at = $3 WHERE id = $1', [
    userId,
    STAFF_ROLE,
    deps.now().toISOString(),
  ]);
  const token = randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
  const context = await deps.auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${RESET_IDENTIFIER_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(deps.now().getTime() + STAFF_INVITE_EXPIRES_IN_S * 1000),
  });
  const link = invitationLink(deps.siteUrl, input.lang, token);
  await queueInvitation(deps.db, { email, name: existing?.name ?? name, lang: input.lang }, link, deps.now());
  return { link, created: !existing, userId };
}

export async function listStaff(db: Queryable): Promise<StaffListing[]> {
  const rows = await db.query(
    `SELECT id, email, name, two_factor_enabled, created_at FROM auth_users WHERE role = $1 ORDER BY name, email`,
    [STAFF_ROLE],
  );
  return rows.map((r) => ({
    id: String(r.id),
    email: String(r.email),
    name: String(r.name),
    twoFactorEnabled: r.two_factor_enabled === true,
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}

/** The address stops being staff at once: its sessions and pending links end; it stays a client account. */
export async function revokeStaff(db: Database, email: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>(
      'UPDATE auth_users SET role = $2, updated_at = $4 WHERE email = $1 AND role = $3 RETURNING id',
      [normalizeEmail(email), CLIENT_ROLE, STAFF_ROLE, now.toISOString()],
    );
    if (!user) return false;
    await tx.query('DELETE FROM auth_sessions WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM auth_verifications WHERE value = $1', [user.id]);
    return true;
  });
}

/** Is this id a current staff member (an assignee must be)? */
export async function isStaffMember(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM auth_users WHERE id = $1 AND role = $2', [id, STAFF_ROLE]);
  return rows.length > 0;
}
