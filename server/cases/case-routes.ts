import { Hono, type Context } from 'hono';
import {
  CaseClaimSchema,
  CaseListQuerySchema,
  CaseOpenSchema,
  CaseParamSchema,
  CaseUpdateSchema,
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
import { answerLang, apiErrorBody } from '../http/api-error.ts';
import type { PortalSection, PortalVars } from '../portal/index.ts';
import { STAFF_FAMILY, recordAudit, staffDoor, staffError, type StaffSection, type StaffVars } from '../staff/index.ts';
import { claimCase } from './case-invitation.ts';
import { clientCaseOf, listClientCases, listStaffCases, staffCaseOf } from './case-read.ts';
import { addMilestone, openCase, updateCase, updateMilestone, type WriteOutcome } from './case-write.ts';
import { noticeFrequencyOf, setNoticeFrequency } from './notice-prefs.ts';

/** Where the case file lives under `/api/staff` and `/api/portal`. */
export const CASES_PATH = '/cases';
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
};

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

  return [
    { path: REQUESTS_PATH, routes: opening, bodyLimit },
    { path: CASES_PATH, routes, bodyLimit },
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

  routes.get('/:id', accountsDoor.param(CaseParamSchema), async (c) => {
    const found = await clientCaseOf(db, c.req.valid('param').id, c.var.user.id);
    return found ? c.json({ case: found } satisfies PortalCaseAnswer) : accountError(c, 404, 'notFound');
  });

  return { path: CASES_PATH, routes, bodyLimit: () => accountsDoor.bodyLimit(CASE_BODY_MAX_BYTES) };
}
