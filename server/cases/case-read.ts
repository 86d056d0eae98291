import { sql } from 'kysely';
import {
  TIMELINE_MAX,
  checklistOf,
  dayInMadrid,
  isOverdue,
  maySee,
  nextStep,
  type CaseListQuery,
  type CaseParty,
  type ClientCase,
  type ClientCaseSummary,
  type ClientDocument,
  type ClientMilestone,
  type StaffCase,
  type StaffCaseSummary,
  type StaffDocument,
  type StaffMilestone,
  type TimelineEntry,
  CASE_LIST_MAX,
} from '../../src/domain/cases/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { CaseMilestoneRow, CaseRow } from '../db/schema.ts';
import { caseDocumentsOf } from './case-documents-read.ts';
import { CASES_MESSAGES } from '../../src/i18n/cases.ts';
import { LANGS } from '../../src/i18n/languages.ts';

/** How the case file's reads answer: one place turns rows into what each party may see. */

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

const staffMilestoneOf = (m: CaseMilestoneRow): StaffMilestone => ({
  key: m.key,
  label: m.label,
  actor: m.actor,
  state: m.state,
  dueOn: m.due_on,
  doneAt: iso(m.done_at),
  clientNote: m.client_note,
  firmNote: m.firm_note,
  visibility: m.visibility,
  version: m.version,
});

const clientMilestoneOf = (m: CaseMilestoneRow): ClientMilestone => ({
  key: m.key,
  label: m.label,
  actor: m.actor,
  state: m.state,
  dueOn: m.due_on,
  doneAt: iso(m.done_at),
  clientNote: maySee('client', 'milestone-client-note', m.visibility) ? m.client_note : '',
});

async function milestoneRows(db: Queryable, caseIds: readonly string[]): Promise<CaseMilestoneRow[]> {
  if (caseIds.length === 0) return [];
  return kyselyOf(db)
    .selectFrom('case_milestones')
    .selectAll()
    .where('case_id', 'in', caseIds)
    .orderBy('case_id')
    .orderBy('position')
    .execute();
}

/** A party's view of the steps: the client's leaves out the firm's own marked for the firm. */
const visibleSteps = (party: CaseParty, rows: readonly CaseMilestoneRow[]) =>
  rows.filter((m) => maySee(party, 'milestone', m.visibility));

/**
 * The title someone typed, or '' when nobody did (each page then shows the side's label in its reader's
 * language). A case opened without one stores none; before, the side's label was stored in the request's
 * language ("Venta" for an English reader), so a title equal to the side's label in any language reads as none.
 */
export function typedTitle(row: Pick<CaseRow, 'title' | 'side'>): string {
  return LANGS.some((lang) => CASES_MESSAGES[lang].sides[row.side] === row.title) ? '' : row.title;
}

const coreOf = (row: CaseRow, steps: readonly CaseMilestoneRow[]): ClientCaseSummary => ({
  id: row.id,
  side: row.side,
  title: typedTitle(row),
  property: row.property,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  closedAt: iso(row.closed_at),
  nextStep: nextStep(steps)?.key ?? null,
});

type StaffCaseRow = CaseRow & {
  client_name: string | null;
  client_email: string | null;
  assignee_name: string | null;
};

function staffCasesQuery(db: Queryable) {
  return kyselyOf(db)
    .selectFrom('cases as c')
    .leftJoin('auth_users as cl', 'cl.id', 'c.client_id')
    .leftJoin('auth_users as a', 'a.id', 'c.assignee_id')
    .selectAll('c')
    .select(['cl.name as client_name', 'cl.email as client_email', 'a.name as assignee_name']);
}

function staffSummaryOf(row: StaffCaseRow, steps: readonly CaseMilestoneRow[], today: string): StaffCaseSummary {
  const next = nextStep(steps);
  return {
    ...coreOf(row, steps),
    requestId: row.request_id,
    client: row.client_id ? { id: row.client_id, name: row.client_name ?? '', email: row.client_email ?? '' } : null,
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    overdue: isOverdue(next ? { state: next.state, dueOn: next.due_on } : undefined, today),
    version: row.version,
  };
}

/** The workspace's list, newest first, with its filters (`assigned=me` is the reader). */
export async function listStaffCases(
  db: Queryable,
  query: CaseListQuery,
  staffId: string,
  at: Date,
): Promise<StaffCaseSummary[]> {
  const assigned = query.assigned === 'me' ? staffId : query.assigned;
  const rows = await staffCasesQuery(db)
    .$if(query.side !== undefined, (qb) => qb.where('c.side', '=', query.side!))
    .$if(query.status !== undefined, (qb) => qb.where('c.status', '=', query.status!))
    .$if(assigned === 'none', (qb) => qb.where('c.assignee_id', 'is', null))
    .$if(assigned !== undefined && assigned !== 'none', (qb) => qb.where('c.assignee_id', '=', assigned!))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CASE_LIST_MAX)
    .execute();
  const steps = await milestoneRows(
    db,
    rows.map((r) => r.id),
  );
  const today = dayInMadrid(at);
  const summaries = rows.map((r) =>
    staffSummaryOf(
      r,
      steps.filter((s) => s.case_id === r.id),
      today,
    ),
  );
  return query.overdue === undefined ? summaries : summaries.filter((s) => s.overdue === query.overdue);
}

/** The client's own cases, newest first. */
export async function listClientCases(db: Queryable, clientId: string): Promise<ClientCaseSummary[]> {
  const rows = await kyselyOf(db)
    .selectFrom('cases')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .execute();
  const steps = await milestoneRows(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    coreOf(
      r,
      visibleSteps(
        'client',
        steps.filter((s) => s.case_id === r.id),
      ),
    ),
  );
}

async function timelineOf(db: Queryable, caseId: string, party: CaseParty): Promise<TimelineEntry[]> {
  const rows = await kyselyOf(db)
    .selectFrom('case_events as e')
    .leftJoin('auth_users as u', 'u.id', 'e.actor_id')
    .select(['e.id', 'e.at', 'e.kind', 'e.actor', 'e.visibility', 'e.data', 'u.name as actor_name'])
    .where('e.case_id', '=', caseId)
    .$if(party === 'client', (qb) => qb.where('e.visibility', '=', 'shared'))
    .orderBy('e.id', 'desc')
    .limit(TIMELINE_MAX)
    .execute();
  return rows
    .filter((r) => maySee(party, `event:${r.kind}`, r.visibility))
    .map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      kind: r.kind,
      by: r.actor,
      ...(party === 'staff' && r.actor === 'staff' ? { actorName: r.actor_name ?? '' } : {}),
      data: r.data,
    }));
}

/** The whole case as staff read it; undefined for an unknown id. */
export async function staffCaseOf(db: Queryable, id: string, at: Date): Promise<StaffCase | undefined> {
  const row = await staffCasesQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [steps, documents, timeline, invitation] = await Promise.all([
    milestoneRows(db, [id]),
    caseDocumentsOf(db, id, 'staff'),
    timelineOf(db, id, 'staff'),
    kyselyOf(db)
      .selectFrom('case_invitations')
      .select(['created_at', 'expires_at', 'used_at'])
      .where('case_id', '=', id)
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    ...staffSummaryOf(row, steps, dayInMadrid(at)),
    conditions: row.conditions,
    milestones: steps.map(staffMilestoneOf),
    checklist: checklistOf(
      row.side,
      row.conditions,
      documents.filter((d) => d.current),
    ),
    documents: documents satisfies StaffDocument[],
    timeline,
    legalHoldSince: iso(row.legal_hold_since),
    invitation: invitation
      ? {
          sentAt: invitation.created_at.toISOString(),
          expiresAt: invitation.expires_at.toISOString(),
          usedAt: iso(invitation.used_at),
        }
      : null,
  };
}

/** The case as its client reads it; undefined for an unknown id and for anyone else's case alike. */
export async function clientCaseOf(db: Queryable, id: string, clientId: string): Promise<ClientCase | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('cases')
    .selectAll()
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [steps, documents, timeline] = await Promise.all([
    milestoneRows(db, [id]),
    caseDocumentsOf(db, id, 'client'),
    timelineOf(db, id, 'client'),
  ]);
  const visible = visibleSteps('client', steps);
  return {
    ...coreOf(row, visible),
    milestones: visible.map(clientMilestoneOf),
    checklist: checklistOf(
      row.side,
      row.conditions,
      documents.filter((d) => d.current),
    ),
    documents: documents.map(({ visibility: _v, ...d }) => d) satisfies ClientDocument[],
    timeline,
  };
}

/** Is `id` the client's case? (The same answer for an unknown id as for another's.) */
export async function isClientCase(db: Queryable, id: string, clientId: string): Promise<boolean> {
  const row = await kyselyOf(db)
    .selectFrom('cases')
    .select(sql<number>`1`.as('one'))
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}
