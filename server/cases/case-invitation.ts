import { createHash, randomBytes } from 'node:crypto';
import { CASE_INVITATION_PARAM } from '../../src/config/account-routes.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { SITE } from '../../src/config/site.ts';
import { CASE_INVITATION_DAYS, type ClientCaseSummary } from '../../src/domain/cases/index.ts';
import { normalizeEmail } from '../../src/domain/contact/index.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { CASES_MESSAGES } from '../../src/i18n/cases.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { AccountUser } from '../auth/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { enqueueAccountEmail } from '../email/index.ts';
import { appendCaseEvent } from './case-events.ts';
import { listClientCases } from './case-read.ts';

/**
 * A case whose request no account owns is offered to the request's address by an invitation: a single-use,
 * expiring link (only its SHA-256 stored) that attaches the case to the verified account of that address
 * which opens it, and to no other (as a request's confirmation, ADR 0037).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** 256 bits, written in 43 base64url characters. */
const TOKEN_BYTES = 32;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function caseInvitationLink(siteUrl: string, lang: Lang, token: string): string {
  return `${new URL(siteUrl).origin}${ROUTES.portalCases[lang]}?${CASE_INVITATION_PARAM[lang]}=${encodeURIComponent(token)}`;
}

/** Inside the case's transaction: the link and its e-mail, in the request's language, to the request's address. */
export async function queueCaseInvitation(
  tx: Queryable,
  invitation: { caseId: string; email: string; lang: Lang },
  siteUrl: string,
  now: Date,
): Promise<void> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + CASE_INVITATION_DAYS * DAY_MS);
  await kyselyOf(tx)
    .insertInto('case_invitations')
    .values({ token_hash: hashToken(token), case_id: invitation.caseId, created_at: now, expires_at: expiresAt })
    .execute();
  const words = CASES_MESSAGES[invitation.lang].emails.invitation;
  const common = ACCOUNTS_MESSAGES[invitation.lang].emails;
  await enqueueAccountEmail(
    tx,
    {
      kind: 'case-invitation',
      to: invitation.email,
      subject: words.subject,
      text: `${CASES_MESSAGES[invitation.lang].emails.greeting}\n\n${words.body(caseInvitationLink(siteUrl, invitation.lang, token), CASE_INVITATION_DAYS)}\n\n${common.signature(SITE.name)}\n`,
      expiresAt,
    },
    now,
  );
}

export type ClaimOutcome =
  | { ok: true; case: ClientCaseSummary }
  | { ok: false; code: 'caseLinkInvalid' | 'caseLinkUsed' | 'caseLinkExpired' | 'caseLinkOtherAccount' };

/**
 * The link opened by a signed-in account: the case joins it when the account's verified address is the
 * request's, once. A refusal spends nothing, so another account on the same browser cannot use up the link.
 */
export async function claimCase(db: Database, account: AccountUser, token: string, now: Date): Promise<ClaimOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ClaimOutcome | { ok: true; caseId: string }> => {
    const q = kyselyOf(tx);
    const link = await q
      .selectFrom('case_invitations as i')
      .innerJoin('cases as c', 'c.id', 'i.case_id')
      .innerJoin('leads as l', 'l.id', 'c.request_id')
      .select(['i.token_hash', 'i.case_id', 'i.expires_at', 'i.used_at', 'c.client_id', 'c.assignee_id', 'l.email_normalized'])
      .where('i.token_hash', '=', hashToken(token))
      .forUpdate('i')
      .executeTakeFirst();
    if (!link) return { ok: false, code: 'caseLinkInvalid' };
    if (link.used_at || link.client_id) return { ok: false, code: 'caseLinkUsed' };
    if (link.expires_at <= now) return { ok: false, code: 'caseLinkExpired' };
    if (!account.emailVerified || normalizeEmail(account.email) !== link.email_normalized)
      return { ok: false, code: 'caseLinkOtherAccount' };
    await q
      .updateTable('case_invitations')
      .set({ used_at: now, used_by: account.id })
      .where('token_hash', '=', link.token_hash)
      .execute();
    await q.updateTable('cases').set({ client_id: account.id, updated_at: now }).where('id', '=', link.case_id).execute();
    await appendCaseEvent(
      tx,
      { caseId: link.case_id, kind: 'client-attached', actor: { party: 'system', id: null } },
      { clientId: account.id, assigneeId: link.assignee_id },
      now,
    );
    return { ok: true, caseId: link.case_id };
  });
  if (!outcome.ok) return outcome;
  if ('case' in outcome) return outcome;
  const summary = (await listClientCases(db, account.id)).find((c) => c.id === outcome.caseId)!;
  return { ok: true, case: summary };
}
