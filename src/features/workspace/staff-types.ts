import { STAFF_API } from '../../lib/api-client.ts';

/** What the workspace API answers (server/staff/staff-routes.ts), as the pages read it. */

/** The team, for the assignee lists. */
export const STAFF_PEOPLE_PATH = `${STAFF_API}/staff`;
/** The requests (the inbox's pages and each request's). */
export const REQUESTS_PATH = `${STAFF_API}/requests`;

export type StaffMe = { staff: { id: string; name: string; email: string } };
export type InboxRow = {
  id: string;
  createdAt: string;
  kind: 'simple' | 'detailed';
  name: string | null;
  clientType: string | null;
  service: string | null;
  email: string;
  status: string;
  assignee: { id: string; name: string } | null;
  preview: string;
};
export type InboxPage = { requests: InboxRow[]; nextCursor: string | null };
export type RequestPage = {
  request: {
    id: string;
    createdAt: string;
    lang: string;
    kind: 'simple' | 'detailed';
    name: string | null;
    brief: Record<string, string | string[] | null> | null;
    clientType: string | null;
    service: string | null;
    referredBy: string | null;
    email: string;
    phone: string | null;
    message: string;
    status: string;
    assigneeId: string | null;
  };
  account: { name: string; createdAt: string } | null;
  history: { id: string; at: string; actorName: string; kind: 'status' | 'assignee' | 'note'; value: string | null }[];
  audit: AuditEntry[];
};
export type AuditEntry = {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  leadId: string | null;
  /** Counts, statuses, filters, the second factor: never a client's name or address. */
  detail?: Record<string, unknown>;
};
export type StaffOption = { id: string; name: string };
