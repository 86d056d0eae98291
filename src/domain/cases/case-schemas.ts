import { z } from 'zod';
import { AUTH_ID_PATTERN, UUID_PATTERN } from '../accounts/ids.ts';
import { parseIsoDate } from '../calculators/dates.ts';
import { sanitizeText } from '../contact/sanitize-text.ts';
import { CASE_SIDES, DOCUMENT_ITEM_KEYS, FREE_ITEM, CASE_CONDITIONS, MILESTONE_KEY_PATTERN, CASE_ACTORS } from './case-lists.ts';
import {
  CASE_PROPERTY_MAX_CHARS,
  CASE_TITLE_MAX_CHARS,
  DOCUMENT_NAME_MAX_CHARS,
  MILESTONE_LABEL_MAX_CHARS,
  MILESTONE_NOTE_MAX_CHARS,
} from './case-limits.ts';
import { CASE_STATUSES, MILESTONE_STATES } from './case-states.ts';
import { NOTICE_FREQUENCIES } from './notice-rules.ts';
import { VISIBILITIES } from './visibility.ts';

/**
 * Every request the case file's API reads, the same objects on the pages (building a body) and the server
 * (the door). Messages are codes, which the pages translate.
 */

const E = (code: string) => ({ error: code });
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, E('choiceInvalid'));
/** An empty query parameter means "no filter". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Free text as stored: plain (markup and controls stripped), trimmed, bounded. */
const text = (max: number) => z.string(E('validation')).overwrite(sanitizeText).trim().max(max, E('tooLong'));
const requiredText = (max: number) => text(max).min(1, E('required'));

/** A calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not); null clears it. */
const day = z.string(E('dateInvalid')).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null, E('dateInvalid'));

/** The version the write was made on: every write of an existing case or step carries it (412 when stale). */
const version = z
  .number(E('versionRequired'))
  .int(E('versionRequired'))
  .min(1, E('versionRequired'))
  .max(2 ** 31 - 1, E('versionRequired'));

export const CaseParamSchema = z.object({ id: z.string().regex(UUID_PATTERN) });
export const MilestoneParamSchema = z.object({
  id: z.string().regex(UUID_PATTERN),
  key: z.string().regex(MILESTONE_KEY_PATTERN),
});
export const DocumentParamSchema = z.object({ id: z.string().regex(UUID_PATTERN), documentId: z.string().regex(UUID_PATTERN) });

/** POST /api/staff/requests/:id/case */
export const CaseOpenSchema = z
  .object({
    side: choice(CASE_SIDES),
    /** Defaults to the request's own description. */
    title: text(CASE_TITLE_MAX_CHARS).optional(),
    property: text(CASE_PROPERTY_MAX_CHARS).optional(),
  })
  .strict();
export type CaseOpen = z.infer<typeof CaseOpenSchema>;

/** PATCH /api/staff/cases/:id: the status, the assignee (null: nobody), the details, the circumstances. */
export const CaseUpdateSchema = z
  .object({
    version,
    status: choice(CASE_STATUSES).optional(),
    assigneeId: z.string(E('assigneeUnknown')).regex(AUTH_ID_PATTERN, E('assigneeUnknown')).nullable().optional(),
    title: requiredText(CASE_TITLE_MAX_CHARS).optional(),
    property: text(CASE_PROPERTY_MAX_CHARS).optional(),
    /** The circumstances that make a checklist item or a step apply (mortgaged, non-resident…). */
    conditions: z
      .array(choice(CASE_CONDITIONS), E('choiceInvalid'))
      .max(CASE_CONDITIONS.length * 2, E('choiceInvalid'))
      .transform((list) => [...new Set(list)].sort())
      .optional(),
  })
  .strict();
export type CaseUpdate = z.infer<typeof CaseUpdateSchema>;

/** PUT /api/staff/cases/:id/hold: put the case under legal hold, or lift it (ADR 0051). */
export const CaseHoldSchema = z.object({ hold: z.boolean(E('choiceInvalid')) }).strict();

/** PATCH /api/staff/cases/:id/milestones/:key */
export const MilestoneUpdateSchema = z
  .object({
    version,
    state: choice(MILESTONE_STATES).optional(),
    dueOn: day.nullable().optional(),
    clientNote: text(MILESTONE_NOTE_MAX_CHARS).optional(),
    firmNote: text(MILESTONE_NOTE_MAX_CHARS).optional(),
  })
  .strict();
export type MilestoneUpdate = z.infer<typeof MilestoneUpdateSchema>;

/** POST /api/staff/cases/:id/milestones: a step of the firm's own, after `after` (else last). */
export const MilestoneAddSchema = z
  .object({
    label: z.object({ es: requiredText(MILESTONE_LABEL_MAX_CHARS), en: requiredText(MILESTONE_LABEL_MAX_CHARS) }).strict(),
    actor: choice(CASE_ACTORS),
    visibility: choice(VISIBILITIES).default('shared'),
    after: z.string(E('choiceInvalid')).regex(MILESTONE_KEY_PATTERN, E('choiceInvalid')).optional(),
    dueOn: day.nullable().optional(),
  })
  .strict();
export type MilestoneAdd = z.infer<typeof MilestoneAddSchema>;

/** GET /api/staff/cases: filters. `assigned`: 'me', 'none' or a member's id; `overdue=true`: the next step's date is past. */
export const CaseListQuerySchema = z
  .object({
    side: optional(choice(CASE_SIDES)),
    status: optional(choice(CASE_STATUSES)),
    assigned: optional(z.union([z.literal(['me', 'none']), z.string().regex(AUTH_ID_PATTERN)], E('assigneeUnknown'))),
    overdue: optional(z.literal(['true', 'false'], E('choiceInvalid')).transform((v) => v === 'true')),
  })
  .strict();
export type CaseListQuery = z.infer<typeof CaseListQuerySchema>;

/** POST /api/portal/cases/claim: the invitation's token (43 base64url characters). */
export const CaseClaimSchema = z
  .object({ token: z.string(E('caseLinkInvalid')).regex(/^[A-Za-z0-9_-]{20,100}$/, E('caseLinkInvalid')) })
  .strict();

/** PUT /api/portal/cases/notices */
export const NoticeFrequencySchema = z.object({ frequency: z.enum(NOTICE_FREQUENCIES, E('frequencyInvalid')) }).strict();

/**
 * A document's file name as shown and downloaded: no path, no controls, no characters a file system or a
 * header refuses; the extension is the server's, from the bytes.
 */
const fileName = z
  .string(E('fileNameInvalid'))
  .overwrite((v) =>
    sanitizeText(v)
      .replace(/[\\/:*?"<>|]/g, '-')
      .trim(),
  )
  .pipe(z.string().min(1, E('fileNameInvalid')).max(DOCUMENT_NAME_MAX_CHARS, E('fileNameInvalid')))
  .refine((v) => !/^\.+$/.test(v), E('fileNameInvalid'));

const item = z.union([z.literal(DOCUMENT_ITEM_KEYS), z.literal(FREE_ITEM)], E('itemInvalid'));

/** POST /api/portal/cases/:id/documents?item=…&name=… (the body is the file). */
export const PortalUploadQuerySchema = z.object({ item, name: fileName }).strict();

/** POST /api/staff/cases/:id/documents?item=…&name=…&visibility=shared|firm */
export const StaffUploadQuerySchema = z
  .object({ item, name: fileName, visibility: z.enum(VISIBILITIES, E('visibilityInvalid')).default('shared') })
  .strict();
