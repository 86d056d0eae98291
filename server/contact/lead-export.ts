import type { Kysely } from 'kysely';
import type { DB, LeadNotificationRow, LeadRow } from '../db/schema.ts';
import { toCsv } from './csv.ts';

/**
 * A request as the exports, the leads tool and the notification show it: the lead's columns but the
 * normalised e-mail and the assignee's id, its date as ISO text, its notification's state and its
 * assignee's e-mail.
 */
export type LeadExportRow = Omit<LeadRow, 'created_at' | 'email_normalized' | 'assignee_id'> & {
  created_at: string;
  notification: LeadNotificationRow['status'] | null;
  assignee: string | null;
};

/** The detailed brief's answers (ADR 0026), after the other columns in both exports. */
const BRIEF_COLUMNS = [
  'property_type',
  'goal',
  'location',
  'budget',
  'timeline',
  'services',
  'priority',
  'contact_preference',
  'availability',
] as const satisfies readonly (keyof LeadExportRow)[];

/**
 * Each export's columns in order: the CSV's header and the JSON's keys. Sheets and scripts read them by
 * position, so a column is only ever added at the end.
 */
export const LEAD_EXPORT_COLUMNS = {
  /** `npm run leads -- export` (and what the tool lists and the notification reads): the first release's columns, then the brief's. */
  leadsTool: [
    'id',
    'created_at',
    'lang',
    'client_type',
    'service_type',
    'referred_by',
    'email',
    'phone',
    'message',
    'notification',
    'form_type',
    'name',
    ...BRIEF_COLUMNS,
  ],
  /** The workspace's export: the request's state, what the client sent, then who works it. */
  workspace: [
    'id',
    'created_at',
    'lang',
    'status',
    'form_type',
    'client_type',
    'service_type',
    'referred_by',
    'name',
    'email',
    'phone',
    'message',
    ...BRIEF_COLUMNS,
    'assignee',
  ],
} as const satisfies Record<string, readonly (keyof LeadExportRow)[]>;

export type LeadExportLayout = keyof typeof LEAD_EXPORT_COLUMNS;
export type LeadExport<L extends LeadExportLayout> = Pick<LeadExportRow, (typeof LEAD_EXPORT_COLUMNS)[L][number]>;

/** Every lead (`l`) with its notification and assignee; the caller adds filters, order and limit. */
export function selectLeadExports(db: Kysely<DB>) {
  return db
    .selectFrom('leads as l')
    .leftJoin('lead_notifications as n', 'n.lead_id', 'l.id')
    .leftJoin('auth_users as a', 'a.id', 'l.assignee_id')
    .selectAll('l')
    .select(['n.status as notification', 'a.email as assignee']);
}

/** A row of `selectLeadExports` as the layout shows it: its columns only, in its order. */
export function toLeadExport<L extends LeadExportLayout>(
  row: LeadRow & Pick<LeadExportRow, 'notification' | 'assignee'>,
  layout: L,
): LeadExport<L> {
  const full: LeadExportRow = { ...row, created_at: row.created_at.toISOString() };
  // Object.fromEntries cannot type its keys: the layout's columns are exactly LeadExport<L>'s.
  return Object.fromEntries(LEAD_EXPORT_COLUMNS[layout].map((column) => [column, full[column]])) as LeadExport<L>;
}

/** The layout's rows as CSV: its columns as the header, in its order (sheets read them by position). */
export function leadExportCsv<L extends LeadExportLayout>(rows: readonly LeadExport<L>[], layout: L): string {
  return toCsv(rows, LEAD_EXPORT_COLUMNS[layout]);
}
