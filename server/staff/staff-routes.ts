import { Hono } from 'hono';
import {
  AuditQuerySchema,
  EXPORT_MAX_ROWS,
  EraseSchema,
  ExportQuerySchema,
  InboxQuerySchema,
  NoteSchema,
  RequestParamSchema,
  RequestUpdateSchema,
  erasureConfirmed,
  type AuditPage,
  type ErasureDone,
  type InboxPage,
  type RequestPage,
  type RetentionRun,
  type StaffList,
  type StaffMe,
} from '../../src/domain/staff/index.ts';
import { originGuard, type AuthPair } from '../auth/index.ts';
import { leadExportCsv } from '../contact/index.ts';
import type { Database } from '../db/index.ts';
import { listAudit, recordAudit } from './audit-log.ts';
import { addNote, getRequest, lastRetentionRun, updateRequest } from './request-page-store.ts';
import { exportInbox, listInbox } from './requests-store.ts';
import { requireStaff, staffDoor, staffError, type StaffSection, type StaffVars } from './staff-http.ts';
import { listStaff } from './staff-members.ts';

export const STAFF_BASE_PATH = '/api/staff';
/** Far above any valid body (a note is at most 2,000 characters). */
export const STAFF_BODY_MAX_BYTES = 16 * 1024;

export type StaffRoutesDeps = {
  db: Database;
  auth: AuthPair;
  trustedOrigins: ReadonlySet<string>;
  now: () => Date;
  trustProxy: boolean;
  siteUrl: string;
  /** Wakes the outbox worker once a client's e-mail is queued. */
  onEmailQueued?: () => void;
  /** Parts of the workspace other rooms serve: the studio (ADR 0036). */
  sections?: readonly StaffSection[];
  /** The right of erasure for one address, composed above the rooms with the case file's (ADR 0051). */
  eraseAddress: (email: string, actor: { id: string; email: string }) => Promise<ErasureDone | { refused: 'staffAccount' }>;
};

/** `/api/staff/*`: the firm's workspace, for staff whose session proved the second factor; never cached. */
export function staffRoutes(deps: StaffRoutesDeps): Hono<StaffVars> {
  const { db, now } = deps;
  const routes = new Hono<StaffVars>().basePath(STAFF_BASE_PATH);
  routes.use('*', originGuard(deps.trustedOrigins));
  const staffBodyLimit = staffDoor.bodyLimit(STAFF_BODY_MAX_BYTES);
  const sections = deps.sections ?? [];
  routes.use('*', (c, next) => {
    for (const section of sections) {
      const base = `${STAFF_BASE_PATH}${section.path}`;
      if (c.req.path === base || c.req.path.startsWith(`${base}/`))
        return section.bodyLimit(c.req.path.slice(base.length))(c, next);
    }
    return staffBodyLimit(c, next);
  });
  routes.use('*', requireStaff(deps));
  routes.use('*', staffDoor.url());
  const requestId = staffDoor.param(RequestParamSchema);

  /** A request's page: the request, the client's account, its history and the audit log's entries about it. */
  const requestPage = async (id: string) => {
    const found = await getRequest(db, id);
    return found ? ({ ...found, audit: await listAudit(db, { leadId: id }) } satisfies RequestPage) : undefined;
  };

  for (const section of sections) routes.route(section.path, section.routes);

  routes.get('/me', (c) => c.json({ staff: c.var.staff } satisfies StaffMe));

  routes.get('/staff', async (c) =>
    c.json({ staff: (await listStaff(db)).map(({ id, name }) => ({ id, name })) } satisfies StaffList),
  );

  routes.get('/requests', staffDoor.query(InboxQuerySchema), async (c) =>
    c.json((await listInbox(db, c.req.valid('query'), c.var.staff.id)) satisfies InboxPage),
  );

  routes.get('/requests/:id', requestId, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await getRequest(db, id))) return staffError(c, 404, 'notFound');
    await recordAudit(db, { action: 'view-request', actor: c.var.staff, leadId: id }, now());
    return c.json(await requestPage(id));
  });

  routes.patch('/requests/:id', requestId, staffDoor.json(RequestUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const update = c.req.valid('json');
    const outcome = await updateRequest(db, id, update, c.var.staff, { now: now(), siteUrl: deps.siteUrl });
    if (outcome === 'notFound') return staffError(c, 404, 'notFound');
    if (outcome === 'assigneeUnknown')
      return staffError(c, 400, 'assigneeUnknown', { fields: { assigneeId: 'assigneeUnknown' } });
    if (outcome === 'statusUnchanged') return staffError(c, 409, 'statusUnchanged', { fields: { status: 'statusUnchanged' } });
    if (update.status) deps.onEmailQueued?.();
    return c.json(await requestPage(id));
  });

  routes.post('/requests/:id/notes', requestId, staffDoor.json(NoteSchema), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await addNote(db, id, c.req.valid('json').text, c.var.staff, now()))) return staffError(c, 404, 'notFound');
    return c.json(await requestPage(id), 201);
  });

  // The filtered list as a file: CSV (safe to open in a spreadsheet) or JSON. The audit log keeps the
  // filters and the count, not the search text (it may be an address).
  routes.get('/export', staffDoor.query(ExportQuerySchema), async (c) => {
    const { format, q, cursor: _cursor, limit: _limit, ...filters } = c.req.valid('query');
    const rows = await exportInbox(db, { ...filters, q }, c.var.staff.id, EXPORT_MAX_ROWS);
    const at = now();
    await recordAudit(
      db,
      { action: 'export', actor: c.var.staff, detail: { format, rows: rows.length, filters, searched: !!q } },
      at,
    );
    const name = `aurea-solicitudes-${at.toISOString().slice(0, 10)}.${format}`;
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    if (format === 'json') return c.json({ exportedAt: at.toISOString(), requests: rows });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return c.body(leadExportCsv(rows, 'workspace'));
  });

  // Right of erasure from the browser: the CLI's erasure, confirmed by typing the address again.
  routes.post('/erase', staffDoor.json(EraseSchema), async (c) => {
    const erasure = c.req.valid('json');
    if (!erasureConfirmed(erasure))
      return staffError(c, 400, 'confirmationMismatch', { fields: { confirmation: 'confirmationMismatch' } });
    const result = await deps.eraseAddress(erasure.email, c.var.staff);
    if ('refused' in result) {
      await recordAudit(db, { action: 'erase-refused', actor: c.var.staff, detail: { reason: result.refused } }, now());
      return staffError(c, 409, 'staffAccountProtected', { fields: { email: 'staffAccountProtected' } });
    }
    await recordAudit(db, { action: 'erase', actor: c.var.staff, detail: result }, now());
    return c.json(result satisfies ErasureDone);
  });

  routes.get('/retention', async (c) => c.json({ lastRun: await lastRetentionRun(db) } satisfies RetentionRun));

  routes.get('/audit', staffDoor.query(AuditQuerySchema), async (c) =>
    c.json({ entries: await listAudit(db, { before: c.req.valid('query').before }) } satisfies AuditPage),
  );

  routes.all('*', (c) => staffError(c, 404, 'notFound'));
  return routes;
}
