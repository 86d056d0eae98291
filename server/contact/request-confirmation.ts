import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_PATHS, REQUEST_CONFIRMATION_PARAM } from '../../src/config/account-routes.ts';
import { SITE } from '../../src/config/site.ts';
import { REQUEST_CONFIRMATION_DAYS, normalizeEmail } from '../../src/domain/contact/index.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { AccountUser } from '../auth/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { deletedRows, kyselyOf } from '../db/kysely-dialect.ts';
import type { LeadRow } from '../db/schema.ts';
import { describeRequest, enqueueAccountEmail } from '../email/index.ts';

/**
 * A request joins a client's area only when sent signed in as them, or confirmed by them with the link of
 * its acknowledgement e-mail (issue 22, ADR 0037). The link is single-use, expires, and only its SHA-256 is
 * stored.
 */

const DAY_S = 24 * 60 * 60;
export const REQUEST_CONFIRMATION_EXPIRES_IN_S = REQUEST_CONFIRMATION_DAYS * DAY_S;
/** 256 bits, written in 43 base64url characters. */
const TOKEN_BYTES = 32;

export const hashConfirmationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The link opens Mis solicitudes with the token, which the page sends back once the person is signed in. */
export function requestConfirmationLink(siteUrl: string, lang: Lang, token: string): string {
  return `${new URL(siteUrl).origin}${ACCOUNT_PATHS.portalRequests[lang]}?${REQUEST_CONFIRMATION_PARAM[lang]}=${encodeURIComponent(token)}`;
}

/** Does this signed-in account own a request sent with `email`? Only its proven (verified) address counts. */
export function sentBy(account: AccountUser | undefined, email: string): account is AccountUser {
  return account !== undefined && account.emailVerified && normalizeEmail(account.email) === normalizeEmail(email);
}

export type AcknowledgedLead = Pick<LeadRow, 'id' | 'email' | 'lang' | 'form_type' | 'service_type' | 'goal' | 'created_at'>;

/**
 * Inside the lead's transaction: its confirmation link and the acknowledgement e-mail, in the request's
 * language, to the address it was sent with. The e-mail holds nothing the sender typed (no name, no message),
 * so the form cannot be used to send someone else words of one's choosing; it is the same whether or not the
 * address has an account, so it tells the sender nothing either. Its volume is the form's: one per accepted
 * request, under the per-e-mail and per-address limits.
 */
export async function queueRequestAcknowledgement(
  tx: Queryable,
  lead: AcknowledgedLead,
  siteUrl: string,
  now: Date,
): Promise<void> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + REQUEST_CONFIRMATION_EXPIRES_IN_S * 1000);
  await kyselyOf(tx)
    .insertInto('lead_confirmations')
    .values({ token_hash: hashConfirmationToken(token), lead_id: lead.id, created_at: now, expires_at: expiresAt })
    .execute();
  const m = ACCOUNTS_MESSAGES[lead.lang].emails;
  const body = m.requestReceived.body(
    describeRequest(lead.lang, lead),
    requestConfirmationLink(siteUrl, lead.lang, token),
    REQUEST_CONFIRMATION_DAYS,
  );
  await enqueueAccountEmail(
    tx,
    {
      kind: 'request-received',
      to: lead.email,
      subject: m.requestReceived.subject,
      text: `${m.requestReceived.greeting}\n\n${body}\n\n${m.signature(SITE.name)}\n`,
      expiresAt,
    },
    now,
  );
}

export type ConfirmOutcome =
  | { ok: true; id: string }
  | { ok: false; code: 'requestLinkInvalid' | 'requestLinkUsed' | 'requestLinkExpired' | 'requestLinkOtherAccount' };

/**
 * The link opened by a signed-in account: the request joins its area when the account's verified address is
 * the one the request was sent with, once. A refused attempt spends nothing, so another account signed in on
 * the same browser cannot use up the owner's link.
 */
export async function confirmRequest(db: Database, account: AccountUser, token: string, now: Date): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const link = await q
      .selectFrom('lead_confirmations as c')
      .innerJoin('leads as l', 'l.id', 'c.lead_id')
      .select(['c.token_hash', 'c.lead_id', 'c.expires_at', 'c.used_at', 'l.email_normalized'])
      .where('c.token_hash', '=', hashConfirmationToken(token))
      .forUpdate('c')
      .executeTakeFirst();
    if (!link) return { ok: false, code: 'requestLinkInvalid' };
    if (link.used_at) return { ok: false, code: 'requestLinkUsed' };
    if (link.expires_at <= now) return { ok: false, code: 'requestLinkExpired' };
    if (!sentBy(account, link.email_normalized)) return { ok: false, code: 'requestLinkOtherAccount' };
    await q.updateTable('lead_confirmations').set({ used_at: now }).where('token_hash', '=', link.token_hash).execute();
    await q.updateTable('leads').set({ account_id: account.id }).where('id', '=', link.lead_id).execute();
    return { ok: true, id: link.lead_id };
  });
}

/**
 * The firm sends an address's requests that no account owns a new acknowledgement each (a new link; the old
 * one no longer works): for a client who asks to see in their area a request stored before links existed
 * (migration 0013), or whose link expired. `npm run leads -- acknowledge --email ADDRESS`.
 */
export async function reacknowledge(db: Database, email: string, siteUrl: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const leads = await q
      .selectFrom('leads')
      .select(['id', 'email', 'lang', 'form_type', 'service_type', 'goal', 'created_at'])
      .where('email_normalized', '=', normalizeEmail(email))
      .where('account_id', 'is', null)
      .where('pseudonymised_at', 'is', null)
      .orderBy('created_at')
      .execute();
    for (const lead of leads) {
      await q.deleteFrom('lead_confirmations').where('lead_id', '=', lead.id).execute();
      await queueRequestAcknowledgement(tx, lead, siteUrl, now);
    }
    return leads.length;
  });
}

/** A link is kept this long after it expired, so a late click is told so rather than "not valid". */
const EXPIRED_CONFIRMATION_KEPT_MS = 30 * DAY_S * 1000;

/** The daily purge's part: links a month past their week, used or not, have nothing left to tell. */
export async function purgeExpiredConfirmations(db: Queryable, now: Date): Promise<number> {
  return deletedRows(
    kyselyOf(db)
      .deleteFrom('lead_confirmations')
      .where('expires_at', '<', new Date(now.getTime() - EXPIRED_CONFIRMATION_KEPT_MS)),
  );
}
