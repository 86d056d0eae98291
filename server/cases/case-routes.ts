import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  CaseClaimSchema,
  DocumentParamSchema,
  PortalUploadQuerySchema,
  StaffUploadQuerySchema,
  type CaseParty,
  type DocumentAdded,
  type DocumentItem,
  type Visibility,
  CaseListQuerySchema,
  CaseOpenSchema,
  CaseParamSchema,
  CaseUpdateSchema,
  CaseHoldSchema,
  MilestoneAddSchema,
  MilestoneParamSchema,
  MilestoneUpdateSchema,
  NoticeFrequencySchema,
  type CaseClaimed,
  type MilestoneAnswer,
  type NoticeSettings,
  type PortalCaseAnswer,
  type PortalCaseList,
  type StaffCase,
  type StaffCaseAnswer,
  type StaffCaseList,
  type StaleAnswer,
} from '../../src/domain/cases/index.ts';
import { RequestParamSchema } from '../../src/domain/staff/index.ts';
import { accountError, accountsDoor } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { answerLang, apiErrorBody, type ErrorStatus } from '../http/api-error.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/domain/documents/index.ts';
import { UPLOAD_BUSY_RETRY_AFTER_S, oneUploadAtATime, receiveUpload, type UploadRefusal } from '../http/upload.ts';
import type { Vault, VaultRefusal } from '../vault/index.ts';
import { addDocument, attachmentHeader, checkUpload, openDocument } from './case-documents.ts';
import type { PortalSection, PortalVars } from '../portal/index.ts';
import { STAFF_FAMILY, recordAudit, staffDoor, staffError, type StaffSection, type StaffVars } from '../staff/index.ts';
import { claimCase } from './case-invitation.ts';
import { clientCaseOf, listClientCases, listStaffCases, staffCaseOf } from './case-read.ts';
import { addMilestone, openCase, setLegalHold, updateCase, updateMilestone, type WriteOutcome } from './case-write.ts';
import { noticeFrequencyOf, setNoticeFrequency } from './notice-prefs.ts';
import { calendarPortalRoutes, dealingPortalRoutes, dealingStaffRoutes } from './dealing-routes.ts';
import { clientDealingsOf } from './dealings-read.ts';

/** Where the case file lives under `/api/staff` and `/api/portal`. */
export const CASES_PATH = '/cases';
/** Where the private area's calendar link lives: `/api/portal/calendar`. */
const CALENDAR_PATH = '/calendar';
/** The workspace's path a case is opened from: `POST /api/staff/requests/:id/case`. */
const REQUESTS_PATH = '/requests';
/** Far above any valid JSON body of the case file (a note is at most 2,000 characters). */
export const CASE_BODY_MAX_BYTES = 16 * 1024;

export type CaseRoutesDeps = {
  db: Database;
  now: () => Date;
  siteUrl: string;
  /** Wakes the outbox worker once an e-mail (an invitation) is queued. */
  onEmailQueued?: () => void;
  /** The document vault (ADR 0048); null: no documents' key, so uploads and downloads answer 503. */
  vault?: Vault | null;
  /** The server's secret, under which a calendar feed's token is made (ADR 0050). */
  feedSecret: string;
};

/** A document's path under `CASES_PATH`: its body is the file, limited as it streams (`receiveUpload`). */
const DOCUMENTS_SUBPATH = /^\/[^/]+\/documents$/;
const streamedBody: MiddlewareHandler = (_c, next) => next();

const RECEIPT_REFUSAL = {
  tooLarge: [413, 'documentTooLarge'],
  empty: [400, 'documentEmpty'],
  aborted: [400, 'documentTruncated'],
  stalled: [408, 'uploadStalled'],
} as const satisfies Record<UploadRefusal, readonly [ErrorStatus, string]>;

const VAULT_REFUSAL_STATUS = {
  documentType: 415,
  documentUnsafe: 400,
  documentTruncated: 400,
  documentUnreadable: 400,
} as const satisfies Record<VaultRefusal, ErrorStatus>;

/** A download: the bytes as an attachment no browser runs or sniffs, kept by no cache. */
const DOWNLOAD_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

type Refuse = (
  c: Context,
  status: ErrorStatus,
  code: never,
  options?: { retryAfterS?: number; fields?: Record<string, string> },
) => Response;

type DocumentDeps = { db: Database; now: () => Date; vault?: Vault | null };

/**
 * One upload per account at a time (429 beyond), checked before a byte is read (the case, its state, the
 * item), streamed to a private file under 25 MB, into the vault, the file removed whatever happens.
 */
async function uploadDocument(
  c: Context,
  deps: DocumentDeps,
  refuse: Refuse,
  input: { caseId: string; party: CaseParty; accountId: string; item: DocumentItem; name: string; visibility: Visibility },
): Promise<Response | { added: DocumentAdded['document']; requestId: string }> {
  const r = refuse as (
    c: Context,
    status: ErrorStatus,
    code: string,
    options?: { retryAfterS?: number; fields?: Record<string, string> },
  ) => Response;
  const checked = await checkUpload(deps.db, input.caseId, input.party, input.accountId, input.item);
  if (!checked.ok)
    return checked.code === 'notFound'
      ? r(c, 404, 'notFound')
      : checked.code === 'caseClosed'
        ? r(c, 409, 'caseClosed')
        : r(c, 400, 'itemInvalid', { fields: { item: 'itemInvalid' } });
  if (!deps.vault) return r(c, 503, 'documentsKeyMissing');
  const slot = oneUploadAtATime(`case:${input.accountId}`);
  if (!slot) return r(c, 429, 'uploadInProgress', { retryAfterS: UPLOAD_BUSY_RETRY_AFTER_S });
  try {
    const received = await receiveUpload(c, { maxBytes: DOCUMENT_MAX_BYTES });
    if (!received.ok) {
      const [status, code] = RECEIPT_REFUSAL[received.reason];
      return r(c, status, code);
    }
    try {
      const outcome = await addDocument(deps.db, deps.vault, received, input, deps.now());
      if (outcome.ok) return { added: outcome.document, requestId: outcome.requestId };
      if (outcome.code === 'notFound') return r(c, 404, 'notFound');
      if (outcome.code === 'caseClosed') return r(c, 409, 'caseClosed');
      return r(c, VAULT_REFUSAL_STATUS[outcome.code], outcome.code);
    } finally {
      await received.cleanup();
    }
  } finally {
    slot.release();
  }
}

/** The document's bytes for a party that may see it (404 for anyone else), the download on the audit log. */
async function downloadDocument(
  c: Context,
  deps: DocumentDeps,
  refuse: Refuse,
  ref: { caseId: string; documentId: string; party: CaseParty; accountId: string; actor: { id: string; email: string } },
): Promise<Response> {
  const r = refuse as (c: Context, status: ErrorStatus, code: string) => Response;
  if (!deps.vault) {
    // Another's case or an unknown one is a 404 whether or not documents can be served.
    const reachable = await checkUpload(deps.db, ref.caseId, ref.party, ref.accountId, 'other');
    return reachable.ok || reachable.code !== 'notFound' ? r(c, 503, 'documentsKeyMissing') : r(c, 404, 'notFound');
  }
  const found = await openDocument(deps.db, deps.vault, ref);
  if (!found) return r(c, 404, 'notFound');
  await recordAudit(
    deps.db,
    {
      action: 'case-document-download',
      actor: ref.actor,
      leadId: found.requestId,
      caseId: ref.caseId,
      detail: { document: ref.documentId, by: ref.party },
    },
    deps.now(),
  );
  return new Response(found.blob.stream(), {
    status: 200,
    headers: {
      ...DOWNLOAD_HEADERS,
      'Content-Type': found.blob.type,
      'Content-Length': String(found.blob.size),
      'Content-Disposition': attachmentHeader(found.name),
    },
  });
}

const CLAIM_REFUSALS = {
  caseLinkInvalid: 404,
  caseLinkUsed: 409,
  caseLinkExpired: 409,
  caseLinkOtherAccount: 403,
} as const;

/** A refused write of the workspace: its status and code, and for a stale one the current state (412). */
function refuseWrite(c: Context, outcome: Extract<WriteOutcome<unknown>, { ok: false }>, current: StaffCase | undefined) {
  switch (outcome.code) {
    case 'notFound':
      return staffError(c, 404, 'notFound');
    case 'caseChanged': {
      if (!current) return staffError(c, 404, 'notFound');
      const milestone = outcome.milestone ? current.milestones.find((m) => m.key === outcome.milestone!.key) : undefined;
      const body = apiErrorBody(STAFF_FAMILY, answerLang(c), 'caseChanged');
      return c.json({ ...body, case: current, ...(milestone ? { milestone } : {}) } as StaleAnswer, 412);
    }
    case 'assigneeUnknown':
      return staffError(c, 400, 'assigneeUnknown', { fields: { assigneeId: 'assigneeUnknown' } });
    case 'statusMove':
      return staffError(c, 409, 'statusMove', { fields: { status: 'statusMove' } });
    case 'milestoneUnchanged':
      return staffError(c, 409, 'milestoneUnchanged', { fields: { state: 'milestoneUnchanged' } });
    default:
      return staffError(c, 409, outcome.code);
  }
}

/**
 * The case file's part of the workspace: opening a case from a request (under `/requests`), and the cases
 * themselves (under `/cases`), behind the workspace's door and second factor.
 */
export function caseStaffSections(deps: CaseRoutesDeps): StaffSection[] {
  const { db, now } = deps;
  const bodyLimit = () => staffDoor.bodyLimit(CASE_BODY_MAX_BYTES);

  const opening = new Hono<StaffVars>();
  opening.post('/:id/case', staffDoor.param(RequestParamSchema), staffDoor.json(CaseOpenSchema), async (c) => {
    const requestId = c.req.valid('param').id;
    const at = now();
    const outcome = await openCase(db, requestId, c.req.valid('json'), c.var.staff, { now: at, siteUrl: deps.siteUrl });
    if (!outcome.ok) return outcome.code === 'notFound' ? staffError(c, 404, 'notFound') : staffError(c, 409, 'caseExists');
    await recordAudit(
      db,
      { action: 'case-open', actor: c.var.staff, leadId: requestId, caseId: outcome.id, detail: { invited: outcome.invited } },
      at,
    );
    if (outcome.invited) deps.onEmailQueued?.();
    return c.json({ case: (await staffCaseOf(db, outcome.id, at))! } satisfies StaffCaseAnswer, 201);
  });

  const routes = new Hono<StaffVars>();
  const caseId = staffDoor.param(CaseParamSchema);

  // Viewings, offers, messages and what waits on the firm (issue 44), before `/:id` claims `/waiting`.
  routes.route('/', dealingStaffRoutes(deps));

  routes.get('/', staffDoor.query(CaseListQuerySchema), async (c) =>
    c.json({ cases: await listStaffCases(db, c.req.valid('query'), c.var.staff.id, now()) } satisfies StaffCaseList),
  );

  routes.get('/:id', caseId, async (c) => {
    const at = now();
    const found = await staffCaseOf(db, c.req.valid('param').id, at);
    if (!found) return staffError(c, 404, 'notFound');
    await recordAudit(db, { action: 'case-view', actor: c.var.staff, leadId: found.requestId, caseId: found.id }, at);
    return c.json({ case: found } satisfies StaffCaseAnswer);
  });

  routes.patch('/:id', caseId, staffDoor.json(CaseUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const update = c.req.valid('json');
    const at = now();
    const outcome = await updateCase(db, id, update, c.var.staff, at);
    const current = await staffCaseOf(db, id, at);
    if (!outcome.ok) return refuseWrite(c, outcome, current);
    const { version: _version, ...changed } = update;
    await recordAudit(
      db,
      {
        action: 'case-update',
        actor: c.var.staff,
        leadId: current!.requestId,
        caseId: id,
        detail: { fields: Object.keys(changed), status: update.status },
      },
      at,
    );
    return c.json({ case: current! } satisfies StaffCaseAnswer);
  });

  // Staff only, as every route here; set or lifted, on the audit log with who and which way.
  routes.put('/:id/hold', caseId, staffDoor.json(CaseHoldSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { hold } = c.req.valid('json');
    const at = now();
    const requestId = await setLegalHold(db, id, hold, at);
    if (!requestId) return staffError(c, 404, 'notFound');
    await recordAudit(db, { action: 'case-hold', actor: c.var.staff, leadId: requestId, caseId: id, detail: { hold } }, at);
    return c.json({ case: (await staffCaseOf(db, id, at))! } satisfies StaffCaseAnswer);
  });

  routes.post('/:id/milestones', caseId, staffDoor.json(MilestoneAddSchema), async (c) => {
    const { id } = c.req.valid('param');
    const at = now();
    const outcome = await addMilestone(db, id, c.req.valid('json'), c.var.staff, at);
    const current = await staffCaseOf(db, id, at);
    if (!outcome.ok) return refuseWrite(c, outcome, current);
    await recordAudit(
      db,
      { action: 'case-milestone', actor: c.var.staff, leadId: current!.requestId, caseId: id, detail: { added: outcome.value } },
      at,
    );
    const milestone = current!.milestones.find((m) => m.key === outcome.value)!;
    return c.json({ milestone, case: current! } satisfies MilestoneAnswer, 201);
  });

  routes.patch(
    '/:id/milestones/:key',
    staffDoor.param(MilestoneParamSchema),
    staffDoor.json(MilestoneUpdateSchema),
    async (c) => {
      const { id, key } = c.req.valid('param');
      const update = c.req.valid('json');
      const at = now();
      const outcome = await updateMilestone(db, id, key, update, c.var.staff, at);
      const current = await staffCaseOf(db, id, at);
      if (!outcome.ok) return refuseWrite(c, outcome, current);
      await recordAudit(
        db,
        {
          action: 'case-milestone',
          actor: c.var.staff,
          leadId: current!.requestId,
          caseId: id,
          detail: { milestone: key, state: update.state },
        },
        at,
      );
      const milestone = current!.milestones.find((m) => m.key === key)!;
      return c.json({ milestone, case: current! } satisfies MilestoneAnswer);
    },
  );

  routes.post('/:id/documents', caseId, staffDoor.query(StaffUploadQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const { item, name, visibility } = c.req.valid('query');
    const result = await uploadDocument(c, deps, staffError as Refuse, {
      caseId: id,
      party: 'staff',
      accountId: c.var.staff.id,
      item,
      name,
      visibility,
    });
    if (result instanceof Response) return result;
    await recordAudit(
      db,
      {
        action: 'case-document-upload',
        actor: c.var.staff,
        leadId: result.requestId,
        caseId: id,
        detail: { document: result.added.id, item, visibility },
      },
      now(),
    );
    return c.json({ document: result.added } satisfies DocumentAdded, 201);
  });

  routes.get('/:id/documents/:documentId', staffDoor.param(DocumentParamSchema), async (c) => {
    const { id, documentId } = c.req.valid('param');
    return downloadDocument(c, deps, staffError as Refuse, {
      caseId: id,
      documentId,
      party: 'staff',
      accountId: c.var.staff.id,
      actor: c.var.staff,
    });
  });

  return [
    { path: REQUESTS_PATH, routes: opening, bodyLimit },
    { path: CASES_PATH, routes, bodyLimit: (subPath) => (DOCUMENTS_SUBPATH.test(subPath) ? streamedBody : bodyLimit()) },
  ];
}

/** The case file's part of the private area: the client's own cases, their notices, an invitation taken. */
export function casePortalSection(deps: CaseRoutesDeps): PortalSection {
  const { db, now } = deps;
  const routes = new Hono<PortalVars>();

  routes.get('/', async (c) => c.json({ cases: await listClientCases(db, c.var.user.id) } satisfies PortalCaseList));

  routes.get('/notices', async (c) => c.json({ frequency: await noticeFrequencyOf(db, c.var.user.id) } satisfies NoticeSettings));

  routes.put('/notices', accountsDoor.json(NoticeFrequencySchema), async (c) => {
    const { frequency } = c.req.valid('json');
    await setNoticeFrequency(db, c.var.user.id, frequency, now());
    return c.json({ frequency } satisfies NoticeSettings);
  });

  // The invitation's link, opened while signed in: the case joins this account if its verified address is the request's.
  routes.post('/claim', accountsDoor.json(CaseClaimSchema), async (c) => {
    const at = now();
    const outcome = await claimCase(db, c.var.user, c.req.valid('json').token, at);
    if (!outcome.ok) return accountError(c, CLAIM_REFUSALS[outcome.code], outcome.code);
    await recordAudit(db, { action: 'case-claim', actor: { id: c.var.user.id, email: '' }, caseId: outcome.case.id }, at);
    return c.json({ case: outcome.case } satisfies CaseClaimed);
  });

  routes.route('/', dealingPortalRoutes(deps));

  routes.get('/:id', accountsDoor.param(CaseParamSchema), async (c) => {
    const found = await clientCaseOf(db, c.req.valid('param').id, c.var.user.id);
    if (!found) return accountError(c, 404, 'notFound');
    return c.json({ case: { ...found, ...(await clientDealingsOf(db, found)) } } satisfies PortalCaseAnswer);
  });

  routes.post('/:id/documents', accountsDoor.param(CaseParamSchema), accountsDoor.query(PortalUploadQuerySchema), async (c) => {
    const { item, name } = c.req.valid('query');
    const result = await uploadDocument(c, deps, accountError as Refuse, {
      caseId: c.req.valid('param').id,
      party: 'client',
      accountId: c.var.user.id,
      item,
      name,
      visibility: 'shared',
    });
    return result instanceof Response ? result : c.json({ document: result.added } satisfies DocumentAdded, 201);
  });

  routes.get('/:id/documents/:documentId', accountsDoor.param(DocumentParamSchema), async (c) => {
    const { id, documentId } = c.req.valid('param');
    const actor = { id: c.var.user.id, email: '' };
    return downloadDocument(c, deps, accountError as Refuse, {
      caseId: id,
      documentId,
      party: 'client',
      accountId: c.var.user.id,
      actor,
    });
  });

  const jsonLimit = accountsDoor.bodyLimit(CASE_BODY_MAX_BYTES);
  return { path: CASES_PATH, routes, bodyLimit: (subPath) => (DOCUMENTS_SUBPATH.test(subPath) ? streamedBody : jsonLimit) };
}

/** The private area's calendar link (issue 44): `/api/portal/calendar`. */
export function calendarPortalSection(deps: CaseRoutesDeps): PortalSection {
  return {
    path: CALENDAR_PATH,
    routes: calendarPortalRoutes(deps),
    bodyLimit: () => accountsDoor.bodyLimit(CASE_BODY_MAX_BYTES),
  };
}
