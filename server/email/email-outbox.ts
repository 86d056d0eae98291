import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index.ts';

export const ACCOUNT_EMAIL_KINDS = [
  'verify-email',
  'reset-password',
  'existing-account',
  'passkey-added',
  'staff-invite',
  'request-status',
] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/** An account e-mail, already written in the account's language. Nothing but the recipient goes into a header. */
export type AccountEmail = { kind: AccountEmailKind; to: string; subject: string; text: string; expiresAt: Date };

export type OutboxRow = {
  id: string;
  kind: AccountEmailKind;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
};

/** Queues an e-mail; the outbox worker sends it. */
export async function enqueueAccountEmail(db: Queryable, email: AccountEmail, now: Date): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO email_outbox (id, kind, to_address, subject, body, created_at, expires_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $6)`,
    [id, email.kind, email.to.trim().toLowerCase(), email.subject, email.text, now.toISOString(), email.expiresAt.toISOString()],
  );
  return id;
}

/** Claims due rows atomically (FOR UPDATE SKIP LOCKED): two instances never take the same row. Expired rows are dropped first. */
export async function claimAccountEmails(db: Database, at: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  await db.query('DELETE FROM email_outbox WHERE expires_at <= $1', [at.toISOString()]);
  return db.query<OutboxRow>(
    `UPDATE email_outbox SET locked_until = $2, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM email_outbox
       WHERE next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
       ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, to_address, subject, body, attempts`,
    [at.toISOString(), leaseUntil.toISOString(), limit],
  );
}

/** Sent: the row goes, and with it the link it carried. */
export async function markAccountEmailSent(db: Database, id: string): Promise<void> {
  await db.query('DELETE FROM email_outbox WHERE id = $1', [id]);
}

export async function markAccountEmailFailed(db: Database, id: string, retryAt: Date, reason: string): Promise<void> {
  await db.query('UPDATE email_outbox SET next_attempt_at = $2, locked_until = NULL, last_error = $3 WHERE id = $1', [
    id,
    retryAt.toISOString(),
    reason,
  ]);
}
