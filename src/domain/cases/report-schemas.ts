import { z } from 'zod';
import { UUID_PATTERN } from '../accounts/ids.ts';
import { parseIsoDate } from '../calculators/dates.ts';

const E = (code: string) => ({ error: code });
const MONDAY = 1;

/** A report's week: its Monday, `YYYY-MM-DD`, a day that exists. */
const week = z
  .string(E('dateInvalid'))
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null && new Date(`${v}T12:00:00Z`).getUTCDay() === MONDAY,
    E('dateInvalid'),
  );

/** PUT /api/staff/cases/:id/report: hold (or let go) a week's report before it is sent. */
export const ReportHoldSchema = z.object({ week, held: z.boolean(E('validation')) }).strict();
export type ReportHold = z.infer<typeof ReportHoldSchema>;

export const ReportParamSchema = z.object({ id: z.string().regex(UUID_PATTERN), week });
