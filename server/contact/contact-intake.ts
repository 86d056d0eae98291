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
import type { AccountUser } from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { saltedHash } from '../db/salted-hash.ts';
import { insertLead } from './lead-store.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.ts';
import { queueRequestAcknowledgement, sentBy } from './request-confirmation.ts';

export type ContactIntakeDeps = {
  db: Database;
  now: () => Date;
  rateLimits?: RateLimits;
  /** Called after a lead is committed (wakes the outbox worker). */
  onLeadStored?: (id: string) => void;
  /**
   * With the client area (SITE_URL, its links' origin): a request not sent signed in as its address's
   * account is acknowledged by e-mail with the link that adds it to that account's area (issue 22).
   */
  acknowledgements?: { siteUrl: string };
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
 * sanitises), the per-e-mail and per-address limits, the commit (owned by the signed-in account whose
 * address it was sent with, else acknowledged to that address with a confirmation link), then the
 * outbox's wake-up. The public endpoint (`POST /api/process-contact`) and the private area's "send my
 * brief" both call it.
 */
export async function submitContactRequest(
  deps: ContactIntakeDeps,
  body: object,
  context: {
    lang: Lang;
    clientAddress: string;
    /** The verified account signed in on the request, if any: it owns the request when the e-mail is its own. */
    account?: AccountUser;
  },
): Promise<ContactIntakeResult> {
  if (isHoneypotFilled(body)) return { kind: 'ignored', id: randomUUID() };
  if (isPayloadTooLong(body)) return { kind: 'tooLong' };
  const parsed = ContactRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = contactFieldErrors(parsed.error);
    return { kind: 'invalid', code: primaryContactError(fields), fields };
  }
  const clientHash = await saltedHash(deps.db, context.clientAddress);
  const now = deps.now();
  const owner = sentBy(context.account, parsed.data.email) ? context.account : undefined;
  const { acknowledgements } = deps;
  const result = await insertLead(deps.db, parsed.data, {
    lang: context.lang,
    clientHash,
    now,
    limits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
    ownerId: owner?.id ?? null,
    // In the lead's transaction, so under its limits: no acknowledgement without an accepted request.
    afterInsert:
      owner || !acknowledgements ? undefined : (tx, lead) => queueRequestAcknowledgement(tx, lead, acknowledgements.siteUrl, now),
  });
  if (!result.ok) return { kind: 'rateLimited', retryAfterS: result.retryAfterS };
  deps.onLeadStored?.(result.id);
  return { kind: 'stored', id: result.id };
}
