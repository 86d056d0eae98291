import { z } from 'zod';
import { CLIENT_TYPES, SERVICE_TYPES, normalizeEmail, sanitizeText } from '../contact/index.ts';
import {
  INBOX_PAGE_SIZE,
  INBOX_PAGE_SIZE_MAX,
  NOTE_MAX_CHARS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  SEARCH_MAX_CHARS,
} from './staff-limits.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isRequestId = (id: string) => UUID.test(id);

/** An empty query parameter means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const day = z
  .string()
  .regex(DAY)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));

/** The inbox's query string, the same object on the page (building the URL) and the server (reading it). */
export const InboxQuerySchema = z
  .object({
    status: optional(z.enum(REQUEST_STATUSES)),
    /** Which form sent it: the simple form or the detailed brief. */
    kind: optional(z.enum(REQUEST_KINDS)),
    service: optional(z.enum(SERVICE_TYPES)),
    clientType: optional(z.enum(CLIENT_TYPES)),
    /** Received on or after this day (Madrid's calendar is close enough: the firm reads days, not hours). */
    from: optional(day),
    /** Received on or before this day. */
    to: optional(day),
    /** 'me', 'none' or a staff member's id. */
    assignee: optional(z.string().max(64)),
    /** The start of an e-mail address or of a name (case ignored). */
    q: optional(
      z
        .string()
        .overwrite(sanitizeText)
        .trim()
        .max(SEARCH_MAX_CHARS)
        .transform((v) => v.toLowerCase()),
    ),
    cursor: optional(z.string().max(200)),
    limit: optional(z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX)),
  })
  .transform((v) => ({ ...v, q: v.q || undefined, limit: v.limit ?? INBOX_PAGE_SIZE }));
export type InboxQuery = z.output<typeof InboxQuerySchema>;
/** The filters alone (what an export or the audit log records), without paging or search text. */
export type InboxFilters = Omit<InboxQuery, 'cursor' | 'limit'>;

/** A page's position: the last row's (created_at, id), so the next page is one index range away. */
export function encodeCursor(createdAt: string, id: string): string {
  return `${createdAt}_${id}`;
}
export function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt = '', id = ''] = cursor.split('_');
  if (!isRequestId(id) || Number.isNaN(Date.parse(createdAt))) return undefined;
  return { createdAt: new Date(createdAt).toISOString(), id };
}

export const RequestUpdateSchema = z
  .object({
    status: z.enum(REQUEST_STATUSES).optional(),
    /** A staff member's id, or null to leave the request unassigned. */
    assigneeId: z.string().max(64).nullable().optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined);
export type RequestUpdate = z.output<typeof RequestUpdateSchema>;

export const NoteSchema = z.object({ text: z.string().overwrite(sanitizeText).trim().min(1).max(NOTE_MAX_CHARS) }).strict();

/** Erasing a person: the address, typed twice (the second time as the confirmation). */
export const EraseSchema = z
  .object({ email: z.string().trim().min(3).max(254).email(), confirmation: z.string().max(254) })
  .strict();
export const erasureConfirmed = (v: { email: string; confirmation: string }) =>
  normalizeEmail(v.email) === normalizeEmail(v.confirmation);

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
