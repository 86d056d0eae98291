import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  EXPORT_FORMATS,
  EXPORT_MAX_ROWS,
  EraseSchema,
  InboxQuerySchema,
  NoteSchema,
  RequestUpdateSchema,
  erasureConfirmed,
  isRequestId,
  type ExportFormat,
} from '../../src/domain/staff/index.ts';
import type { AuthPair } from '../auth/auth.ts';
import { originGuard } from '../auth/http.ts';
import { toCsv } from '../cli/csv.ts';
import { LEAD_EXPORT_COLUMNS } from '../contact/lead-export.ts';
import { eraseByEmail } from '../contact/lead-store.ts';
import type { Database } from '../db/index.ts';
import { listAudit, recordAudit } from './audit-log.ts';
import { addNote, getRequest, lastRetentionRun, updateRequest } from './request-page-store.ts';
import { exportInbox, listInbox } from './requests-store.ts';
import { parseStaffBody, requireStaff, staffError, type StaffVars } from './staff-http.ts';
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
};

/** `/api/staff/*`: the firm's workspace, for staff whose session proved the second factor; never cached. */
export function staffRoutes(deps: StaffRoutesDeps): Hono<StaffVars> {
  const { db, now } = deps;
  const routes = new Hono<StaffVars>().basePath(STAFF_BASE_PATH);
  routes.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  routes.use('*', originGuard(deps.trustedOrigins));
  routes.use('*', bodyLimit({ maxSize: STAFF_BODY_MAX_BYTES, onError: (c) => staffError(c, 413, 'payloadTooLarge') }));
  routes.use('*', requireStaff(deps));

  /** A request's page: the request, the client's account, its history and the audit log's entries about it. */
  const requestPage = async (id: string) => {
    const found = await getRequest(db, id);
    return found ? { ...found, audit: await listAudit(db, { leadId: id }) } : undefined;
  };

  routes.get('/me', (c) => c.json({ staff: c.var.staff }));

  routes.get('/staff', async (c) => c.json({ staff: (await listStaff(db)).map(({ id, name }) => ({ id, name })) }));

  routes.get('/requests', async (c) => {
    const query = InboxQuerySchema.safeParse(c.req.query());
    if (!query.success) return staffError(c, 400, 'validation');
    return c.json(await listInbox(db, query.data, c.var.staff.id));
  });

  routes.get('/requests/:id', async (c) => {
    const id = c.req.param('id');
    if (!isRequestId(id) || !(await getRequest(db, id))) return staffError(c, 404, 'notFound');
    await recordAudit(db, { action: 'view-request', actor: c.var.staff, leadId: id }, now());
    return c.json(await requestPage(id));
  });

  routes.patch('/requests/:id', async (c) => {
    const id = c.req.param('id');
    if (!isRequestId(id)) return staffError(c, 404, 'notFound');
    const parsed = await parseStaffBody(c, RequestUpdateSchema);
    if ('error' in parsed) return parsed.error;
    const outcome = await updateRequest(db, id, parsed.data, c.var.staff, { now: now(), siteUrl: deps.siteUrl });
    if (outcome === 'notFound') return staffError(c, 404, 'notFound');
    if (outcome === 'assigneeUnknown') return staffError(c, 400, 'assigneeUnknown');
    if (outcome === 'statusUnchanged') return staffError(c, 409, 'statusUnchanged');
    if (parsed.data.status) deps.onEmailQueued?.();
    return c.json(await requestPage(id));
  });

  routes.post('/requests/:id/notes', async (c) => {
    const id = c.req.param('id');
    if (!isRequestId(id)) return staffError(c, 404, 'notFound');
    const parsed = await parseStaffBody(c, NoteSchema);
    if ('error' in parsed) return parsed.error;
    if (!(await addNote(db, id, parsed.data.text, c.var.staff, now()))) return staffError(c, 404, 'notFound');
    return c.json(await requestPage(id), 201);
  });

  // The filtered list as a file: CSV (safe to open in a spreadsheet) or JSON. The audit log keeps the
  // filters and the count, not the search text (it may be an address).
  routes.get('/export', async (c) => {
    const format = c.req.query('format') as ExportFormat;
    const query = InboxQuerySchema.safeParse(c.req.query());
    if (!EXPORT_FORMATS.includes(format) || !query.success) return staffError(c, 400, 'validation');
    const { q, cursor: _cursor, limit: _limit, ...filters } = query.data;
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
    return c.body(toCsv(rows, LEAD_EXPORT_COLUMNS.workspace));
  });

  // Right of erasure from the browser: the CLI's erasure, confirmed by typing the address again.
  routes.post('/erase', async (c) => {
    const parsed = await parseStaffBody(c, EraseSchema);
    if ('error' in parsed) return parsed.error;
    if (!erasureConfirmed(parsed.data)) return staffError(c, 400, 'confirmationMismatch');
    const result = await eraseByEmail(db, parsed.data.email);
    await recordAudit(db, { action: 'erase', actor: c.var.staff, detail: result }, now());
    return c.json(result);
  });

  routes.get('/retention', async (c) => c.json({ lastRun: await lastRetentionRun(db) }));

  routes.get('/audit', async (c) => c.json({ entries: await listAudit(db, { before: c.req.query('before') }) }));

  routes.all('*', (c) => staffError(c, 404, 'notFound'));
  return routes;
}
