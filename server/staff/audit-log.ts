import { AUDIT_LOG_RETENTION_MS, AUDIT_PAGE_SIZE, type AuditAction } from '../../src/domain/staff/index.ts';
import type { Queryable } from '../db/index.ts';

export type AuditEntry = {
  action: AuditAction;
  actor: { id: string; email: string };
  leadId?: string;
  /** What happened, without any client's name or e-mail (counts, statuses, filters). */
  detail?: Record<string, unknown>;
};

export type AuditRecord = {
  id: string;
  at: string;
  actorEmail: string;
  action: AuditAction;
  leadId: string | null;
  detail: Record<string, unknown>;
};

/** Appends one entry. The table refuses UPDATE, DELETE of recent rows and TRUNCATE (migration 0007). */
export async function recordAudit(db: Queryable, entry: AuditEntry, at: Date): Promise<void> {
  await db.query(
    'INSERT INTO staff_audit_log (at, actor_id, actor_email, action, lead_id, detail) VALUES ($1, $2, $3, $4, $5, $6)',
    [at.toISOString(), entry.actor.id, entry.actor.email, entry.action, entry.leadId ?? null, JSON.stringify(entry.detail ?? {})],
  );
}

/** Newest first, a page at a time (`before`: the last id of the previous page). */
export async function listAudit(db: Queryable, options: { before?: string; leadId?: string } = {}): Promise<AuditRecord[]> {
  const params: unknown[] = [AUDIT_PAGE_SIZE];
  const where: string[] = [];
  if (options.before && /^\d{1,18}$/.test(options.before)) {
    params.push(options.before);
    where.push(`id < $${params.length}`);
  }
  if (options.leadId) {
    params.push(options.leadId);
    where.push(`lead_id = $${params.length}`);
  }
  const rows = await db.query(
    `SELECT id, at, actor_email, action, lead_id, detail FROM staff_audit_log
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $1`,
    params,
  );
  return rows.map((r) => ({
    id: String(r.id),
    at: new Date(r.at as string).toISOString(),
    actorEmail: String(r.actor_email),
    action: r.action as AuditAction,
    leadId: r.lead_id ? String(r.lead_id) : null,
    detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>,
  }));
}

/** The retention purge's part: entries older than two years (the only rows the table lets go). */
export async function purgeAuditLog(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query('DELETE FROM staff_audit_log WHERE at < $1 RETURNING id', [
    new Date(now.getTime() - AUDIT_LOG_RETENTION_MS).toISOString(),
  ]);
  return rows.length;
}

/** A staff member proved the second factor: a sign-in on record. */
export async function recordStaffSignIn(db: Queryable, userId: string, at: Date): Promise<void> {
  const [user] = await db.query<{ email: string }>('SELECT email FROM auth_users WHERE id = $1', [userId]);
  if (user) await recordAudit(db, { action: 'sign-in', actor: { id: userId, email: user.email } }, at);
}
