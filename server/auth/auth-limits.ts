import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { lockForTransaction } from '../db/statements.ts';
import { saltedHash } from '../db/salted-hash.ts';
import { AUTH_LIMITS, type AuthLimits, type LimitName } from './auth-limit-rules.ts';

/** Advisory-lock namespace of the auth limits (the contact pipeline uses 4101 and 4102). */
const LOCK_SPACE_AUTH = 4_201;

/** A rule applied to one key (an e-mail or a client address, hashed before it is stored). */
export type LimitCheck = { name: LimitName; key: string };

export type Reservation = { ok: true; ids: string[] } | { ok: false; retryAfterS: number };

/**
 * Counts in the database, so limits hold across instances. An attempt is reserved before it runs
 * (count, then insert, under advisory locks on its keys in a fixed order) and released afterwards when
 * it must not count (a successful sign-in): concurrent attempts can never exceed a limit.
 */
export function createAuthLimiter(db: Database, limits: AuthLimits = AUTH_LIMITS) {
  async function reserve(checks: LimitCheck[], now: Date): Promise<Reservation> {
    const active = checks.filter((c) => limits[c.name].max > 0);
    if (active.length === 0) return { ok: true, ids: [] };
    const hashed = await Promise.all(active.map(async (c) => ({ ...c, hash: await saltedHash(db, `${c.name}:${c.key}`) })));
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
