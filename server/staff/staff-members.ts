import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../../src/domain/contact/index.ts';
import { STAFF_INVITE_EXPIRES_IN_S } from '../../src/domain/staff/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
// Better Auth's reset-password token: accepting an invitation is choosing a password.
import { RESET_IDENTIFIER_PREFIX, type Auth } from '../auth/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { invitationLink, queueInvitation } from './staff-emails.ts';
import { CLIENT_ROLE, STAFF_ROLE } from '../../src/domain/accounts/roles.ts';

export type StaffListing = { id: string; email: string; name: string; twoFactorEnabled: boolean; createdAt: string };

const INVITE_TOKEN_BYTES = 32;

export type InviteDeps = { db: Database; auth: Auth; siteUrl: string; now: () => Date };

/**
 * What became of an account that already held the address: none (a new account), `replaced` (it was never
 * verified, so nothing in it was proven to belong to the address: it is deleted and a new account made) or
 * `reset` (verified: the row and its data stay, every credential goes).
 */
export type InviteOutcome = 'created' | 'replaced' | 'reset';

/**
 * Makes the address a staff member whose e-mail counts as verified — the only way in is the link sent to
 * it — and queues the invitation e-mail with a link to choose a password. Returns the link (the CLI can
 * print it for the firm's first member).
 *
 * An account that already holds the address keeps no way in (issue 22: anyone may sign up with the address
 * the firm is about to invite, and would otherwise be promoted with their own password): an unverified one
 * is deleted and made anew; a verified one loses its password, sessions, passkeys, second factor and pending
 * links. Either way only the invitation link sets a password.
 */
export async function inviteStaff(
  deps: InviteDeps,
  input: { email: string; name?: string; lang: Lang },
): Promise<{ link: string; outcome: InviteOutcome; userId: string }> {
  const email = normalizeEmail(input.email);
  const name = input.name?.trim() || email.split('@')[0] || email;
  const previous = await deps.db.transaction(async (tx): Promise<{ id: string; name: string; verified: boolean } | undefined> => {
    const q = kyselyOf(tx);
    const existing = await q
      .selectFrom('auth_users')
      .select(['id', 'name', 'email_verified'])
      .where('email', '=', email)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) return undefined;
    // Links and codes issued to the old row (reset links, passkey challenges, e-mails not yet sent) go first.
    await q
      .deleteFrom('auth_verifications')
      .where((eb) => eb(eb.fn('strpos', ['value', eb.val(existing.id)]), '>', 0))
      .execute();
    await q
      .deleteFrom('email_outbox')
      .where('to_address', '=', email)
      .where('kind', 'in', ['verify-email', 'reset-password', 'staff-invite'])
      .execute();
    if (!existing.email_verified) {
      // Sessions, credentials, passkeys, second factor and portal data go with it by foreign key.
      await q.deleteFrom('auth_users').where('id', '=', existing.id).execute();
      return { id: existing.id, name: existing.name, verified: false };
    }
    await q.deleteFrom('auth_sessions').where('user_id', '=', existing.id).execute();
    await q.deleteFrom('auth_accounts').where('user_id', '=', existing.id).execute();
    await q.deleteFrom('auth_passkeys').where('user_id', '=', existing.id).execute();
    await q.deleteFrom('auth_two_factors').where('user_id', '=', existing.id).execute();
    await q
      .updateTable('auth_users')
      .set({ role: STAFF_ROLE, banned: false, two_factor_enabled: false, updated_at: deps.now() })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, name: existing.name, verified: true };
  });
  const kept = previous?.verified ? previous : undefined;
  let userId: string;
  if (!kept) {
    const { user } = await deps.auth.api.createUser({
      body: { email, name, data: { emailVerified: true, lang: input.lang, clientType: 'buyer' } },
    });
    userId = user.id;
    await kyselyOf(deps.db)
      .updateTable('auth_users')
      .set({ role: STAFF_ROLE, email_verified: true, banned: false, updated_at: deps.now() })
      .where('id', '=', userId)
      .execute();
  } else userId = kept.id;
  const token = randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
  const context = await deps.auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${RESET_IDENTIFIER_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(deps.now().getTime() + STAFF_INVITE_EXPIRES_IN_S * 1000),
  });
  const link = invitationLink(deps.siteUrl, input.lang, token);
  await queueInvitation(deps.db, { email, name: kept?.name ?? name, lang: input.lang }, link, deps.now());
  const outcome: InviteOutcome = !previous ? 'created' : previous.verified ? 'reset' : 'replaced';
  return { link, outcome, userId };
}

export async function listStaff(db: Queryable): Promise<StaffListing[]> {
  const rows = await kyselyOf(db)
    .selectFrom('auth_users')
    .select(['id', 'email', 'name', 'two_factor_enabled', 'created_at'])
    .where('role', '=', STAFF_ROLE)
    .orderBy('name')
    .orderBy('email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    twoFactorEnabled: r.two_factor_enabled === true,
    createdAt: r.created_at.toISOString(),
  }));
}

/** The address stops being staff at once: its sessions and pending links end; it stays a client account. */
export async function revokeStaff(db: Database, email: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const user = await q
      .updateTable('auth_users')
      .set({ role: CLIENT_ROLE, updated_at: now })
      .where('email', '=', normalizeEmail(email))
      .where('role', '=', STAFF_ROLE)
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    await q.deleteFrom('auth_sessions').where('user_id', '=', user.id).execute();
    await q.deleteFrom('auth_verifications').where('value', '=', user.id).execute();
    return true;
  });
}

/** The staff member with this id (as the audit log names an actor), or undefined for anyone else. */
export async function staffMemberOf(db: Queryable, id: string): Promise<{ id: string; email: string } | undefined> {
  return kyselyOf(db)
    .selectFrom('auth_users')
    .select(['id', 'email'])
    .where('id', '=', id)
    .where('role', '=', STAFF_ROLE)
    .executeTakeFirst();
}

/** Is this id a current staff member (an assignee must be)? */
export async function isStaffMember(db: Queryable, id: string): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom('auth_users')
    .select('id')
    .where('id', '=', id)
    .where('role', '=', STAFF_ROLE)
    .executeTakeFirst();
  return row !== undefined;
}

/** A staff session past its 12 hours ends at once. */
export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await kyselyOf(db).deleteFrom('auth_sessions').where('id', '=', sessionId).execute();
}
