import { randomUUID } from 'node:crypto';
import {
  ContactRequestSchema,
  contactFieldErrors,
  isHoneypotFilled,
  isPayloadTooLong,
  primaryContactError,
  type ContactErrorCode,
} from '../../src/domain/contact/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Database } from '../db/index.ts';
import { hashClientAddress, insertLead } from './lead-store.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.ts';

export type ContactIntakeDeps = {
  db: Database;
  now: () => Date;
  rateLimits?: RateLimits;
  /** Called after a lead is committed (wakes the outbox worker). */
  onLeadStored?: (id: string) => void;
};

export type ContactIntakeResult =
  /** Committed (lead, rate-limit row and outbox row in one transaction). */
  | { kind: 'stored'; id: string }
  /** A bot filled the honeypot: answered as if stored, nothing kept. */
  | { kind: 'ignored'; id: string }
  | { kind: 'tooLong' }
  | { kind: 'invalid'; code: ContactErrorCode; fields: Partial<Record<string, ContactErrorCode>> }
  | { kind: 'rateLimited'; retryAfterS: number };

/**
 * The one way a request of either form becomes a lead: honeypot, size, the shared schema (which
 * sanitises), the per-e-mail and per-address limits, the commit, then the outbox's wake-up. The public
 * endpoint (`POST /api/process-contact`) and the private area's "send my brief" both call it.
 */
export async function submitContactRequest(
  deps: ContactIntakeDeps,
  body: object,
  context: { lang: Lang; clientAddress: string },
): Promise<ContactIntakeResult> {
  if (isHoneypotFilled(body)) return { kind: 'ignored', id: randomUUID() };
  if (isPayloadTooLong(body)) return { kind: 'tooLong' };
  const parsed = ContactRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = contactFieldErrors(parsed.error);
    return { kind: 'invalid', code: primaryContactError(fields), fields };
  }
  const clientHash = await hashClientAddress(deps.db, context.clientAddress);
  const result = await insertLead(deps.db, parsed.data, {
    lang: context.lang,
    clientHash,
    now: deps.now(),
    limits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
  });
  if (!result.ok) return { kind: 'rateLimited', retryAfterS: result.retryAfterS };
  deps.onLeadStored?.(result.id);
  return { kind: 'stored', id: result.id };
}
