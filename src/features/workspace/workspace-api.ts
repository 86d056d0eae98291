import type { Lang } from '../../i18n/languages.ts';

/** An API answer that was not 2xx, with the server's code and its text in the page's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** JSON to and from the site's APIs (same origin, cookies sent); errors become ApiError. */
export async function api<T>(lang: Lang, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: { 'Accept-Language': lang, ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const data = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!response.ok)
    throw new ApiError(response.status, data?.error?.code ?? 'internal', data?.error?.message ?? response.statusText);
  return data as T;
}

/** The message to show for a failure: the server's text, or the generic one. */
export const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

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
export type AuditEntry = { id: string; at: string; actorEmail: string; action: string; leadId: string | null };
export type StaffOption = { id: string; name: string };
