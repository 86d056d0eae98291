import { Hono, type Context } from 'hono';
import {
  MessageCreateSchema,
  OfferAdviceSchema,
  OfferCounterSchema,
  OfferCreateSchema,
  OfferParamSchema,
  OfferUpdateSchema,
  SlotAnswerSchema,
  ViewingCreateSchema,
  ViewingFeedbackSchema,
  ViewingParamSchema,
  ViewingUpdateSchema,
  CaseParamSchema,
  type CalendarLink,
  type ClientViewingAnswer,
  type FirmWaitingList,
  type MessageAdded,
  type MessageList,
  type OfferAnswer,
  type OwnerReportAnswer,
  type OwnerReportList,
  ReportHoldSchema,
  ReportParamSchema,
  type StaffOfferList,
  type StaffViewingList,
  type ViewingAnswer,
} from '../../src/domain/cases/index.ts';
import { ACCOUNTS_FAMILY, accountError, accountsDoor } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { answerLang, apiErrorBody, type ErrorStatus } from '../http/api-error.ts';
import type { PortalVars } from '../portal/index.ts';
import { STAFF_FAMILY, recordAudit, staffDoor, staffError, type StaffVars } from '../staff/index.ts';
import { currentFeed, issueFeed, revokeFeeds } from './calendar.ts';
import {
  clientDealingsOf,
  readThread,
  firmWaitingOf,
  staffOffersOf,
  staffViewingOfId,
  staffViewingsOf,
} from './dealings-read.ts';
import { postMessage } from './messages.ts';
import { clientReports, holdReport, previewReport } from './weekly-report.ts';
import { adviseOffer, counterOffer, createOffer, decideOffer } from './offers.ts';
import { answerSlot, createViewing, saveFeedback, updateViewing, type DealingOutcome } from './viewings.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/**
 * Viewings, offers and messages (issue 44) under `/api/staff/cases/:id/…` and `/api/portal/cases/:id/…`,
 * and the calendar link under `/api/portal/calendar`: mounted by case-routes.ts behind the same doors.
 */

export type DealingRoutesDeps = { db: Database; now: () => Date; siteUrl: string };

const REFUSAL_STATUS = {
  notFound: 404,
  caseClosed: 409,
  caseChanged: 412,
  viewingPast: 400,
  viewingOverlap: 409,
  viewingMove: 409,
  feedbackMove: 409,
  buyerCaseInvalid: 400,
  assigneeUnknown: 400,
  offerMove: 409,
  attachmentInvalid: 400,
} as const satisfies Record<Extract<DealingOutcome, { ok: false }>['code'] | 'attachmentInvalid', ErrorStatus>;

/** The field a refusal is about, for the forms. */
const REFUSAL_FIELD: Partial<Record<keyof typeof REFUSAL_STATUS, string>> = {
  viewingPast: 'startsAt',
  viewingOverlap: 'startsAt',
  buyerCaseInvalid: 'buyerCaseId',
  assigneeUnknown: 'agentId',
  attachmentInvalid: 'documentId',
};

type Refusal = { ok: false; code: keyof typeof REFUSAL_STATUS };

/** A refused write of the workspace; a stale one carries the thing's current state (412), as the case file's do. */
function refuse(c: Context, outcome: Refusal, current?: Record<string, unknown>): Response {
  const status = REFUSAL_STATUS[outcome.code];
  if (outcome.code === 'caseChanged' && current) {
    const body = apiErrorBody(STAFF_FAMILY, answerLang(c), 'caseChanged');
    return c.json({ ...body, ...current }, 412);
  }
  const field = REFUSAL_FIELD[outcome.code];
  return staffError(c, status, outcome.code, field ? { fields: { [field]: outcome.code } } : undefined);
}

/** The workspace's routes, mounted under `/api/staff/cases` before the case's own `/:id`. */
export function dealingStaffRoutes(deps: DealingRoutesDeps): Hono<StaffVars> {
  const { db, now } = deps;
  const routes = new Hono<StaffVars>();
  const caseId = staffDoor.param(CaseParamSchema);
  const viewingId = staffDoor.param(ViewingParamSchema);
  const offerId = staffDoor.param(OfferParamSchema);

  const audit = async (
    c: Context<StaffVars>,
    action: 'case-viewing' | 'case-offer' | 'case-message' | 'case-report',
    id: string,
    detail: Record<string, unknown>,
  ) => {
    const request = await kyselyOf(db).selectFrom('cases').select('request_id').where('id', '=', id).executeTakeFirst();
    await recordAudit(db, { action, actor: c.var.staff, leadId: request?.request_id, caseId: id, detail }, now());
  };
  const exists = async (id: string) =>
    (await kyselyOf(db).selectFrom('cases').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  routes.get('/waiting', async (c) => c.json({ waiting: await firmWaitingOf(db) } satisfies FirmWaitingList));

  routes.get('/:id/viewings', caseId, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await exists(id))) return staffError(c, 404, 'notFound');
    return c.json({ viewings: await staffViewingsOf(db, id) } satisfies StaffViewingList);
  });

  const viewingAnswer = async (c: Context<StaffVars>, id: string, outcome: DealingOutcome, status: 200 | 201 = 200) => {
    if (!outcome.ok) {
      const { viewingId: current } = (c.req.param() as { viewingId?: string }) ?? {};
      const viewing = current ? await staffViewingOfId(db, id, current) : undefined;
      return refuse(c, outcome, viewing ? { viewing } : undefined);
    }
    const viewing = (await staffViewingOfId(db, id, outcome.value))!;
    return c.json({ viewing } satisfies ViewingAnswer, status);
  };

  routes.post('/:id/viewings', caseId, staffDoor.json(ViewingCreateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const outcome = await createViewing(db, id, c.req.valid('json'), c.var.staff, now());
    if (outcome.ok) await audit(c, 'case-viewing', id, { viewing: outcome.value, action: 'propose' });
    return viewingAnswer(c, id, outcome, 201);
  });

  routes.patch('/:id/viewings/:viewingId', viewingId, staffDoor.json(ViewingUpdateSchema), async (c) => {
    const { id, viewingId: vid } = c.req.valid('param');
    const update = c.req.valid('json');
    const outcome = await updateViewing(db, id, vid, update, c.var.staff, now());
    if (outcome.ok) await audit(c, 'case-viewing', id, { viewing: vid, action: update.action });
    // A reschedule answers the new viewing (its `rescheduleOf` is this one).
    return viewingAnswer(c, id, outcome);
  });

  routes.put('/:id/viewings/:viewingId/feedback', viewingId, staffDoor.json(ViewingFeedbackSchema), async (c) => {
    const { id, viewingId: vid } = c.req.valid('param');
    const input = c.req.valid('json');
    const outcome = await saveFeedback(db, id, vid, input, c.var.staff, now());
    if (outcome.ok) await audit(c, 'case-viewing', id, { viewing: vid, action: input.released ? 'release' : 'feedback' });
    return viewingAnswer(c, id, outcome);
  });

  routes.get('/:id/offers', caseId, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await exists(id))) return staffError(c, 404, 'notFound');
    return c.json({ offers: await staffOffersOf(db, id) } satisfies StaffOfferList);
  });

  const offerAnswer = async (c: Context<StaffVars>, id: string, outcome: DealingOutcome, status: 200 | 201 = 200) => {
    const offers = await staffOffersOf(db, id);
    if (!outcome.ok) {
      const current = offers.find((o) => o.id === (c.req.param() as { offerId?: string }).offerId);
      return refuse(c, outcome, current ? { offer: current } : undefined);
    }
    return c.json({ offer: offers.find((o) => o.id === outcome.value)! } satisfies OfferAnswer, status);
  };

  routes.post('/:id/offers', caseId, staffDoor.json(OfferCreateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const outcome = await createOffer(db, id, c.req.valid('json'), c.var.staff, now());
    if (outcome.ok) await audit(c, 'case-offer', id, { offer: outcome.value, action: 'receive' });
    return offerAnswer(c, id, outcome, 201);
  });

  routes.post('/:id/offers/:offerId/counter', offerId, staffDoor.json(OfferCounterSchema), async (c) => {
    const { id, offerId: oid } = c.req.valid('param');
    const outcome = await counterOffer(db, id, oid, c.req.valid('json'), c.var.staff, now());
    if (outcome.ok) await audit(c, 'case-offer', id, { offer: oid, action: 'counter', counter: outcome.value });
    return offerAnswer(c, id, outcome, 201);
  });

  routes.patch('/:id/offers/:offerId', offerId, staffDoor.json(OfferUpdateSchema), async (c) => {
    const { id, offerId: oid } = c.req.valid('param');
    const input = c.req.valid('json');
    const outcome = await decideOffer(db, id, oid, input, c.var.staff, now());
    if (outcome.ok) await audit(c, 'case-offer', id, { offer: oid, action: input.action });
    return offerAnswer(c, id, outcome);
  });

  routes.put('/:id/offers/:offerId/advice', offerId, staffDoor.json(OfferAdviceSchema), async (c) => {
    const { id, offerId: oid } = c.req.valid('param');
    const input = c.req.valid('json');
    const outcome = await adviseOffer(db, id, oid, input, c.var.staff, now());
    if (outcome.ok) await audit(c, 'case-offer', id, { offer: oid, action: 'advise', advice: input.advice });
    return offerAnswer(c, id, outcome);
  });

  routes.get('/:id/messages', caseId, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await exists(id))) return staffError(c, 404, 'notFound');
    return c.json({ messages: await readThread(db, id, 'staff', now()) } satisfies MessageList);
  });

  routes.post('/:id/messages', caseId, staffDoor.json(MessageCreateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const at = now();
    const outcome = await postMessage(db, id, c.req.valid('json'), { party: 'staff', id: c.var.staff.id }, at);
    if (!outcome.ok) return refuse(c, outcome);
    await audit(c, 'case-message', id, { message: outcome.id });
    return c.json({ message: { id: outcome.id, createdAt: at.toISOString() } } satisfies MessageAdded, 201);
  });

  routes.get('/:id/report', caseId, async (c) => {
    const { id } = c.req.valid('param');
    const report = await previewReport(db, id, now(), deps.siteUrl);
    return report ? c.json({ report } satisfies OwnerReportAnswer) : staffError(c, 404, 'notFound');
  });

  routes.put('/:id/report', caseId, staffDoor.json(ReportHoldSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { week, held } = c.req.valid('json');
    const outcome = await holdReport(db, id, week, held, c.var.staff, now());
    if (!outcome.ok) return outcome.code === 'notFound' ? staffError(c, 404, 'notFound') : staffError(c, 409, 'reportSent');
    await audit(c, 'case-report', id, { week, held });
    const report = (await previewReport(db, id, now(), deps.siteUrl, week))!;
    return c.json({ report } satisfies OwnerReportAnswer);
  });

  return routes;
}

const CLIENT_STATUS = {
  notFound: 404,
  caseClosed: 409,
  caseChanged: 412,
  viewingMove: 409,
  attachmentInvalid: 400,
} as const;

/** The client's routes, mounted under `/api/portal/cases` before the case's own `/:id`. */
export function dealingPortalRoutes(deps: DealingRoutesDeps): Hono<PortalVars> {
  const { db, now } = deps;
  const routes = new Hono<PortalVars>();
  const caseId = accountsDoor.param(CaseParamSchema);
  const mine = async (id: string, userId: string) =>
    kyselyOf(db)
      .selectFrom('cases')
      .select(['id', 'side'])
      .where('id', '=', id)
      .where('client_id', '=', userId)
      .executeTakeFirst();

  routes.get('/:id/messages', caseId, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await mine(id, c.var.user.id))) return accountError(c, 404, 'notFound');
    return c.json({ messages: await readThread(db, id, 'client', now()) } satisfies MessageList);
  });

  routes.post('/:id/messages', caseId, accountsDoor.json(MessageCreateSchema), async (c) => {
    const { id } = c.req.valid('param');
    const at = now();
    const outcome = await postMessage(db, id, c.req.valid('json'), { party: 'client', id: c.var.user.id }, at);
    if (!outcome.ok)
      return accountError(
        c,
        CLIENT_STATUS[outcome.code],
        outcome.code,
        outcome.code === 'attachmentInvalid' ? { fields: { documentId: 'attachmentInvalid' } } : undefined,
      );
    return c.json({ message: { id: outcome.id, createdAt: at.toISOString() } } satisfies MessageAdded, 201);
  });

  routes.get('/:id/reports', caseId, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await mine(id, c.var.user.id))) return accountError(c, 404, 'notFound');
    const rows = await clientReports(db, id, c.var.user.id);
    return c.json({ reports: rows.map((r) => ({ week: r.week, sentAt: r.sent_at!.toISOString() })) } satisfies OwnerReportList);
  });

  routes.get('/:id/reports/:week', accountsDoor.param(ReportParamSchema), async (c) => {
    const { id, week } = c.req.valid('param');
    const found = (await clientReports(db, id, c.var.user.id)).find((r) => r.week === week);
    if (!found?.snapshot) return accountError(c, 404, 'notFound');
    return c.json({
      report: { week, status: 'sent', sentAt: found.sent_at!.toISOString(), snapshot: found.snapshot, text: found.body },
    } satisfies OwnerReportAnswer);
  });

  routes.post(
    '/:id/viewings/:viewingId/answer',
    accountsDoor.param(ViewingParamSchema),
    accountsDoor.json(SlotAnswerSchema),
    async (c) => {
      const { id, viewingId } = c.req.valid('param');
      const outcome = await answerSlot(db, id, viewingId, c.req.valid('json'), c.var.user, now());
      const own = await mine(id, c.var.user.id);
      const current = own ? (await clientDealingsOf(db, own)).viewings.find((v) => v.id === viewingId) : undefined;
      if (!outcome.ok) {
        const code = outcome.code as keyof typeof CLIENT_STATUS;
        if (code === 'caseChanged' && current) {
          const body = apiErrorBody(ACCOUNTS_FAMILY, answerLang(c), 'caseChanged');
          return c.json({ ...body, viewing: current }, 412);
        }
        return accountError(c, CLIENT_STATUS[code] ?? 409, code);
      }
      return c.json({ viewing: current! } satisfies ClientViewingAnswer);
    },
  );

  return routes;
}

/**
 * The calendar link of the private area: `GET` shows the live one (opening it on first use; reading never
 * replaces it, so no cross-site request can break a subscribed calendar), `POST` replaces it, `DELETE`
 * revokes it.
 */
export function calendarPortalRoutes(deps: DealingRoutesDeps & { feedSecret: string }): Hono<PortalVars> {
  const routes = new Hono<PortalVars>();
  const keys = { db: deps.db, secret: deps.feedSecret, siteUrl: deps.siteUrl };
  routes.get('/', async (c) => c.json({ url: await currentFeed(keys, c.var.user.id, deps.now()) } satisfies CalendarLink));
  routes.post('/', accountsDoor.noBody(), async (c) =>
    c.json({ url: await issueFeed(keys, c.var.user.id, deps.now()) } satisfies CalendarLink),
  );
  routes.delete('/', accountsDoor.noBody(), async (c) => {
    await revokeFeeds(deps.db, c.var.user.id, deps.now());
    return c.body(null, 204);
  });
  return routes;
}
