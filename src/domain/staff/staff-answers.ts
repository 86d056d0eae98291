import type { AccountLang, ClientKind } from '../accounts/account-schemas.ts';
import type { CLIENT_TYPES, Goal, SERVICE_TYPES } from '../contact/index.ts';
import type { AuditAction, RequestKind, RequestStatus } from './staff-limits.ts';
import type { CaseKept } from '../cases/index.ts';

/**
 * What the workspace API (`/api/staff/*`) answers: written once, here. The server's handlers are checked
 * against these types (`satisfies`) and the workspace's pages read them, so a change on either side fails
 * the other's typecheck. Times are ISO 8601 texts (JSON has no dates).
 */

type ClientType = (typeof CLIENT_TYPES)[number];
type ServiceType = (typeof SERVICE_TYPES)[number];

/** A staff member as the workspace names them. */
export type StaffMember = { id: string; name: string; email: string };

/** GET /me: who is signed in (a staff member whose session proved the second factor). */
export type StaffMe = { staff: StaffMember };

/** GET /staff: the team, for the assignee lists and the names in the audit log. */
export type StaffList = { staff: { id: string; name: string }[] };
export type StaffOption = StaffList['staff'][number];

/** One row of the inbox. */
export type InboxRow = {
  id: string;
  createdAt: string;
  lang: AccountLang;
  kind: RequestKind;
  name: string | null;
  clientType: ClientType | null;
  service: ServiceType | null;
  /** The brief's goal (sell, buy, rent, invest, evaluate). */
  goal: Goal | null;
  email: string;
  status: RequestStatus;
  assignee: { id: string; name: string } | null;
  preview: string;
};

/** GET /requests: a page of the inbox, newest first, and the cursor of the next (null on the last). */
export type InboxPage = { requests: InboxRow[]; nextCursor: string | null };

/** An entry of the audit log: never a client's name or address (counts, statuses, filters, the second factor). */
export type AuditRecord = {
  id: string;
  at: string;
  actorEmail: string;
  /** The person's name while the account exists. */
  actorName: string | null;
  action: AuditAction;
  leadId: string | null;
  detail: Record<string, unknown>;
};

/** GET /audit: a page of the audit log, newest first. */
export type AuditPage = { entries: AuditRecord[] };

/** A change in a request's history: a status, an assignee or a private note. */
export type RequestEvent = {
  id: string;
  at: string;
  actorName: string;
  kind: 'status' | 'assignee' | 'note';
  value: string | null;
  previous: string | null;
};

/**
 * GET /requests/:id (and the answer to every change of it): everything the client sent, the account that
 * owns the request, its history and the audit log's entries about it.
 */
export type RequestPage = {
  request: {
    id: string;
    createdAt: string;
    lang: AccountLang;
    kind: RequestKind;
    name: string | null;
    /** The detailed brief's answers (slugs), by the payload's field names; null on a simple request. */
    brief: Record<string, string | string[] | null> | null;
    clientType: ClientType | null;
    service: ServiceType | null;
    referredBy: string | null;
    email: string;
    phone: string | null;
    message: string;
    status: RequestStatus;
    assigneeId: string | null;
    /** The case opened from this request, once one is (issue 43): the page links to it. */
    caseId: string | null;
  };
  account: { id: string; name: string; lang: AccountLang; clientType: ClientKind; createdAt: string } | null;
  history: RequestEvent[];
  audit: AuditRecord[];
};

/** POST /erase: what was erased, and of each case file of that person what was kept, why and until when. */
export type ErasureDone = { leads: number; accounts: number; kept: CaseKept[] };

/** GET /retention: the retention purge's last run and what it removed (counts by kind), if it ever ran. */
export type RetentionRun = { lastRun: { ranAt: string; removed: Record<string, number> } | null };
