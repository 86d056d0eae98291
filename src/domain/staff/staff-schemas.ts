import { z } from 'zod';
import { AUTH_ID_PATTERN, UUID_PATTERN } from '../accounts/ids.ts';
import { parseIsoDate } from '../calculators/dates.ts';
import { CLIENT_TYPES, SERVICE_TYPES, normalizeEmail, sanitizeText } from '../contact/index.ts';
import {
  INBOX_PAGE_SIZE,
  INBOX_PAGE_SIZE_MAX,
  NOTE_MAX_CHARS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  SEARCH_MAX_CHARS,
  type StaffErrorCode,
} from './staff-limits.ts';

export const isRequestId = (id: string) => UUID_PATTERN.test(id);

/** A code as a zod issue message: the API's `fields` carry it and the page translates it. */
const E = (code: StaffErrorCode) => ({ error: code });

/** An empty query parameter means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, E('choiceInvalid'));

/** A real calendar day, `YYYY-MM-DD` (2026-02-30 and 0000-01-01 are not). */
const day = z.string(E('dateInvalid')).refine((v) => parseIsoDate(v) !== null, E('dateInvalid'));

/** A member's id, or null for nobody. */
const staffId = z.string(E('assigneeUnknown')).regex(AUTH_ID_PATTERN, E('assigneeUnknown'));

/** An inbox page's position: the last row's time and id, as `encodeCursor` wrote them. */
const cursor = z.string(E('cursorInvalid')).refine((v) => decodeCursor(v) !== undefined, E('cursorInvalid'));

/** The inbox's query string, the same object on the page (building the URL) and the server (reading it). */
export const InboxQuerySchema = z
  .object({
    status: optional(choice(REQUEST_STATUSES)),
    /** Which form sent it: the simple form or the detailed brief. */
    kind: optional(choice(REQUEST_KINDS)),
    service: optional(choice(SERVICE_TYPES)),
    clientType: optional(choice(CLIENT_TYPES)),
    /** Received on or after this day (Madrid's calendar is close enough: the firm reads days, not hours). */
    from: optional(day),
    /** Received on or before this day. */
    to: optional(day),
    /** 'me', 'none' or a staff member's id. */
    assignee: optional(z.union([z.literal(['me', 'none']), staffId], E('assigneeUnknown'))),
    /** Text anywhere in the name, e-mail address or phone (case and accents ignored; the store escapes `%` and `_`). */
    q: optional(
      z
        .string(E('tooLong'))
        .overwrite(sanitizeText)
        .trim()
        .max(SEARCH_MAX_CHARS, E('tooLong'))
        .transform((v) => v.toLowerCase()),
    ),
    cursor: optional(cursor),
    limit: optional(
      z.coerce.number(E('validation')).int(E('validation')).min(1, E('validation')).max(INBOX_PAGE_SIZE_MAX, E('validation')),
    ),
  })
  .transform((v) => ({ ...v, q: v.q || undefined, limit: v.limit ?? INBOX_PAGE_SIZE }));
export type InboxQuery = z.output<typeof InboxQuerySchema>;
/** The filters alone (what an export or the audit log records), without paging or search text. */
export type InboxFilters = Omit<InboxQuery, 'cursor' | 'limit'>;

/** A page's position: the last row's (created_at, id), so the next page is one index range away. */
export function encodeCursor(createdAt: string, id: string): string {
  return `${createdAt}_${id}`;
}
/** A time as `toISOString` writes it for years 1 to 9999 (a six-digit or negative year reads in JavaScript, not in SQL). */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const [createdAt = '', id = '', ...rest] = cursor.split('_');
  if (rest.length > 0 || !isRequestId(id) || !CURSOR_TIME.test(createdAt)) return undefined;
  const time = Date.parse(createdAt);
  // 2026-02-30T… reads as 2 March in JavaScript: only a time that writes back the same is a real one.
  if (Number.isNaN(time) || new Date(time).toISOString() !== createdAt || createdAt.startsWith('0000')) return undefined;
  return { createdAt, id };
}

export const RequestUpdateSchema = z
  .object({
    status: choice(REQUEST_STATUSES).optional(),
    /** A staff member's id, or null to leave the request unassigned. */
    assigneeId: staffId.nullable().optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.assigneeId !== undefined, E('required'));
export type RequestUpdate = z.output<typeof RequestUpdateSchema>;

export const NoteSchema = z
  .object({
    text: z.string(E('required')).overwrite(sanitizeText).trim().min(1, E('required')).max(NOTE_MAX_CHARS, E('tooLong')),
  })
  .strict();

/** Erasing a person: the address, typed twice (the second time as the confirmation). */
export const EraseSchema = z
  .object({
    email: z
      .string(E('required'))
      .trim()
      .min(1, E('required'))
      .max(254, E('emailInvalid'))
      .pipe(z.email(E('emailInvalid'))),
    confirmation: z.string(E('required')).max(254, E('confirmationMismatch')),
  })
  .strict();
export const erasureConfirmed = (v: { email: string; confirmation: string }) =>
  normalizeEmail(v.email) === normalizeEmail(v.confirmation);

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/staff/export: the inbox's filters and search, and the file's format. */
export const ExportQuerySchema = z.intersection(InboxQuerySchema, z.object({ format: choice(EXPORT_FORMATS) }));

/** GET /api/staff/audit: a page of the log before an entry's id. */
export const AuditQuerySchema = z.object({
  before: optional(z.string(E('cursorInvalid')).regex(/^\d{1,18}$/, E('cursorInvalid'))),
});

/** A request's id in a path. */
export const RequestParamSchema = z.object({ id: z.string().regex(UUID_PATTERN) });
