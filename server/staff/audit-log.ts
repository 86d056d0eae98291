import {
  AUDIT_LOG_RETENTION_MS,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditRecord,
  type SecondFactor,
} from '../../src/domain/staff/index.ts';
import type { Queryable } from '../db/index.ts';
import { deletedRows, kyselyOf } from '../db/kysely-dialect.ts';

export type AuditEntry = {
  action: AuditAction;
  /** Who did it; no id for a client's own account deletion, whose e-mail is never written here. */
  actor: { id: string | null; email: string };
  leadId?: string;
  /** The case it is about (the case file's entries). */
  caseId?: string;
  /** What happened, without any client's name or e-mail (counts, statuses, filters). */
  detail?: Record<string, unknown>;
};

/** Appends one entry. The table refuses UPDATE, DELETE of recent rows and TRUNCATE (migration 0007). */
export async function recordAudit(db: Queryable, entry: AuditEntry, at: Date): Promise<void> {
  await kyselyOf(db)
    .insertInto('staff_audit_log')
    .values({
      at,
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      case_id: entry.caseId ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** Newest first, a page at a time (`before`: the last id of the previous page). */
export async function listAudit(db: Queryable, options: { before?: string; leadId?: string } = {}): Promise<AuditRecord[]> {
  const before = options.before && /^\d{1,18}$/.test(options.before) ? options.before : undefined;
  const leadId = options.leadId || undefined;
  // People by name while their account exists; the e-mail stays on record when it goes.
  const rows = await kyselyOf(db)
    .selectFrom('staff_audit_log as a')
    .leftJoin('auth_users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'a.actor_email', 'a.action', 'a.lead_id', 'a.detail', 'u.name as actor_name'])
    .$if(before !== undefined, (qb) => qb.where('a.id', '<', before!))
    .$if(leadId !== undefined, (qb) => qb.where('a.lead_id', '=', leadId!))
    .orderBy('a.id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    at: r.at.toISOString(),
    actorEmail: r.actor_email,
    actorName: r.actor_name || null,
    action: r.action,
    leadId: r.lead_id,
    detail: r.detail,
  }));
}

/** The retention purge's part: entries older than two years (the only rows the table lets go). */
export async function purgeAuditLog(db: Queryable, now: Date): Promise<number> {
  return deletedRows(
    kyselyOf(db)
      .deleteFrom('staff_audit_log')
      .where('at', '<', new Date(now.getTime() - AUDIT_LOG_RETENTION_MS)),
  );
}

/** A staff member proved the second factor: a sign-in on record, with the factor (a recovery code is worth noticing). */
export async function recordStaffSignIn(db: Queryable, userId: string, factor: SecondFactor, at: Date): Promise<void> {
  const user = await kyselyOf(db).selectFrom('auth_users').select('email').where('id', '=', userId).executeTakeFirst();
  if (user) await recordAudit(db, { action: 'sign-in', actor: { id: userId, email: user.email }, detail: { factor } }, at);
}
