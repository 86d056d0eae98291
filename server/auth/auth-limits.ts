import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { lockForTransaction } from '../db/statements.ts';
import { hashClientAddress } from '../contact/lead-store.ts';

/** Advisory-lock namespace of the auth limits (the contact pipeline uses 4101 and 4102). */
const LOCK_SPACE_AUTH = 4_201;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type LimitRule = { max: number; windowMs: number };

/**
 * Issue 10: sign-in 5 failures per 15 minutes per account and 20 per client address; 3 reset requests
 * per hour per e-mail; 5 sign-ups per hour per address. Also (ours): 10 reset requests per hour per
 * address, 3 sign-ups and 3 verification e-mails per hour per e-mail, so no one can flood a mailbox
 * through us (a sign-up with a taken address e-mails its owner).
 */
export const AUTH_LIMITS = {
  signInAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  signInClient: { max: 20, windowMs: 15 * MINUTE_MS },
  resetEmail: { max: 3, windowMs: HOUR_MS },
  resetClient: { max: 10, windowMs: HOUR_MS },
  signUpClient: { max: 5, windowMs: HOUR_MS },
  signUpEmail: { max: 3, windowMs: HOUR_MS },
  verificationEmail: { max: 3, windowMs: HOUR_MS },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof AUTH_LIMITS;
export type AuthLimits = Record<LimitName, LimitRule>;

/** A rule applied to one key (an e-mail or a client address, hashed before it is stored). */
export type LimitCheck = { name: LimitName; key: string };

export type Reservation = { ok: true; ids: string[] } | { ok: false; retryAfterS: number };

/** The rows older than this are of no rule's window; the daily purge removes them. */
export const AUTH_LIMIT_EVENTS_RETENTION_MS = 24 * HOUR_MS;

/**
 * Counts in the database, so limits hold across instances. An attempt is reserved before it runs
 * (count, then insert, under advisory locks on its keys in a fixed order) and released afterwards when
 * it must not count (a successful sign-in): concurrent attempts can never exceed a limit.
 */
export function createAuthLimiter(db: Database, limits: AuthLimits = AUTH_LIMITS) {
  async function reserve(checks: LimitCheck[], now: Date): Promise<Reservation> {
    const active = checks.filter((c) => limits[c.name].max > 0);
    if (active.length === 0) return { ok: true, ids: [] };
    const hashed = await Promise.all(
      active.map(async (c) => ({ ...c, hash: await hashClientAddress(db, `${c.name}:${c.key}`) })),
    );
    hashed.sort((a, b) => (a.name + a.hash).localeCompare(b.name + b.hash));
    return db.transaction(async (tx) => {
      const q = kyselyOf(tx);
      for (const c of hashed) await lockForTransaction(tx, LOCK_SPACE_AUTH, c.name + c.hash);
      let retryAfterS = 0;
      for (const c of hashed) {
        const rule = limits[c.name];
        const row = await q
          .selectFrom('auth_limit_events')
          .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
          .where('rule', '=', c.name)
          .where('key_hash', '=', c.hash)
          .where('created_at', '>', new Date(now.getTime() - rule.windowMs))
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= rule.max) {
          const oldest = row?.oldest?.getTime() ?? now.getTime();
          retryAfterS = Math.max(retryAfterS, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000), 1);
        }
      }
      if (retryAfterS > 0) return { ok: false, retryAfterS };
      const ids: string[] = [];
      for (const c of hashed) {
        const row = await q
          .insertInto('auth_limit_events')
          .values({ rule: c.name, key_hash: c.hash, created_at: now })
          .returning('id')
          .executeTakeFirst();
        if (row) ids.push(String(row.id));
      }
      return { ok: true, ids };
    });
  }

  /** The attempt does not count after all (e.g. the password was right). */
  async function release(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await kyselyOf(db).deleteFrom('auth_limit_events').where('id', 'in', ids).execute();
  }

  return { reserve, release };
}

export type AuthLimiter = ReturnType<typeof createAuthLimiter>;
