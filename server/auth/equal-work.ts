import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { DB } from '../db/schema.ts';

/** No one's address (`.invalid` is reserved, RFC 2606): the recipient of the e-mails that are never sent. */
export const EQUAL_WORK_ADDRESS = 'equal-work@equal-work.invalid';

/** An argon2id hash of our parameters is this long (`$argon2id$v=19$m=19456,t=2,p=1$` + salt + hash). */
const PASSWORD_HASH_CHARS = 97;

/**
 * Equal work for both answers of sign-up and of reset (issue 22). A sign-up with an address that already has
 * an account, and a reset for an address that has none, answer exactly like the other case but used to do
 * less: no user and credential rows, no reset link. The time of the answer told which (a few milliseconds:
 * a synced commit or two). Now the lighter path writes the rows the other one writes, into the same tables,
 * with the same commits (one fdatasync each with PGlite on disk). Both paths of sign-up hash one password
 * and queue one e-mail (Better Auth and account-emails.ts do that).
 */
export function createEqualWork(db: Database, now: () => Date, onQueued?: () => void) {
  /** Runs writes in a transaction that commits without them (rolled back to a savepoint): the work, nothing kept. */
  async function writeAndUndo(write: (q: Kysely<DB>) => Promise<unknown>) {
    await db.transaction(async (tx) => {
      await tx.query('SAVEPOINT equal_work');
      await write(kyselyOf(tx));
      await tx.query('ROLLBACK TO SAVEPOINT equal_work');
    });
  }
  const token = () => randomBytes(24).toString('base64url');

  return {
    /**
     * What a new sign-up writes and an existing address's does not: the user and its credential, in one
     * transaction as Better Auth writes them, undone (a user row kept would be an account). The verification
     * e-mail of one is matched by the notice to the owner of the other.
     */
    newAccount: () =>
      writeAndUndo(async (q) => {
        const id = token();
        const at = now();
        await q
          .insertInto('auth_users')
          .values({
            id,
            name: 'equal work',
            email: `${id.toLowerCase()}.${EQUAL_WORK_ADDRESS}`,
            email_verified: false,
            image: null,
            lang: 'es',
            client_type: 'buyer',
            role: 'user',
            ban_reason: null,
            ban_expires: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await q
          .insertInto('auth_accounts')
          .values({
            id: token(),
            account_id: id,
            provider_id: 'credential',
            user_id: id,
            access_token: null,
            refresh_token: null,
            id_token: null,
            access_token_expires_at: null,
            refresh_token_expires_at: null,
            scope: null,
            password: 'x'.repeat(PASSWORD_HASH_CHARS),
            created_at: at,
            updated_at: at,
          })
          .execute();
      }),

    /**
     * What a reset for a known address writes and one for an unknown address does not: the link, then its
     * e-mail, each committed on its own as Better Auth and the outbox do. These rows expire as they are made,
     * so nothing can use them: Better Auth deletes expired links as it looks one up (at most once a minute),
     * the outbox worker drops expired e-mails before it claims any, and the daily purge removes both.
     */
    async resetLink() {
      const at = now();
      await kyselyOf(db)
        .insertInto('auth_verifications')
        .values({ id: token(), identifier: token(), value: token(), expires_at: at, created_at: at, updated_at: at })
        .execute();
      await kyselyOf(db)
        .insertInto('email_outbox')
        .values({
          id: randomUUID(),
          kind: 'reset-password',
          to_address: EQUAL_WORK_ADDRESS,
          subject: 'x'.repeat(40),
          body: 'x'.repeat(400),
          created_at: at,
          expires_at: at,
          next_attempt_at: at,
        })
        .execute();
      onQueued?.(); // the outbox worker wakes as it does for a real e-mail (and drops this one)
    },
  };
}

export type EqualWork = ReturnType<typeof createEqualWork>;
