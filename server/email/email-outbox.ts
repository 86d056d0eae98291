import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { EmailOutboxRow } from '../db/schema.ts';

export type AccountEmailKind = EmailOutboxRow['kind'];

/** An account e-mail, already written in the account's language. Nothing but the recipient goes into a header. */
export type AccountEmail = { kind: AccountEmailKind; to: string; subject: string; text: string; expiresAt: Date };

/** Queues an e-mail; the outbox worker sends it. */
export async function enqueueAccountEmail(db: Queryable, email: AccountEmail, now: Date): Promise<string> {
  const id = randomUUID();
  await kyselyOf(db)
    .insertInto('email_outbox')
    .values({
      id,
      kind: email.kind,
      to_address: email.to.trim().toLowerCase(),
      subject: email.subject,
      body: email.text,
      created_at: now,
      expires_at: email.expiresAt,
      next_attempt_at: now,
    })
    .execute();
  return id;
}

/** Rows whose link has expired are never sent (the outbox worker drops them before each claim). */
export async function dropExpiredAccountEmails(db: Database, at: Date): Promise<void> {
  await kyselyOf(db).deleteFrom('email_outbox').where('expires_at', '<=', at).execute();
}

/** A queued e-mail, as the outbox worker sends it; undefined once sent or erased. */
export function accountEmailById(db: Database, id: string) {
  return kyselyOf(db)
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sent: the row goes, and with it the link it carried. */
export async function markAccountEmailSent(db: Database, id: string): Promise<void> {
  await kyselyOf(db).deleteFrom('email_outbox').where('id', '=', id).execute();
}
