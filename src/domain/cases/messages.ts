import { z } from 'zod';
import { UUID_PATTERN } from '../accounts/ids.ts';
import { sanitizeText } from '../contact/sanitize-text.ts';
import { MESSAGE_MAX_CHARS } from './dealing-limits.ts';

/** A case's thread between its client and the firm (issue 44), in both directions. */

const E = (code: string) => ({ error: code });

/** POST /api/portal/cases/:id/messages and /api/staff/cases/:id/messages */
export const MessageCreateSchema = z
  .object({
    body: z.string(E('validation')).overwrite(sanitizeText).trim().min(1, E('required')).max(MESSAGE_MAX_CHARS, E('tooLong')),
    /** A document of the case, uploaded first through the case's own rules, that the message points to. */
    documentId: z.string(E('attachmentInvalid')).regex(UUID_PATTERN, E('attachmentInvalid')).optional(),
  })
  .strict();
export type MessageCreate = z.infer<typeof MessageCreateSchema>;
