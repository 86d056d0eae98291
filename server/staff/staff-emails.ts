import { ACCOUNT_PATHS } from '../../src/config/account-routes.ts';
import { SITE, publishedPhone } from '../../src/config/site.ts';
import { STAFF_INVITE_EXPIRES_IN_S, type RequestStatus } from '../../src/domain/staff/index.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { ROUTES, WORKSPACE_QUERY } from '../../src/config/routes.ts';
import type { Queryable } from '../db/index.ts';
import { describeRequest, enqueueAccountEmail, type DescribedRequest } from '../email/index.ts';

/** A status e-mail is news for a week; after that the client reads the status in their area. */
const STATUS_EMAIL_EXPIRES_IN_S = 7 * 24 * 60 * 60;
const DAY_S = 24 * 60 * 60;

function compose(lang: Lang, name: string, body: string): string {
  const m = WORKSPACE_MESSAGES[lang].emails;
  return `${m.greeting(name)}\n\n${body}\n\n${m.signature(SITE.name)}\n`;
}

/**
 * The invitation link: the workspace page in the invitee's language, which sets the password with Better
 * Auth's reset token (`/gestion?invitacion=…`, `/en/workspace?invitation=…`).
 */
export function invitationLink(siteUrl: string, lang: Lang, token: string): string {
  const key = WORKSPACE_QUERY.invitation.key[lang];
  return `${new URL(siteUrl).origin}${ROUTES.workspace[lang]}?${key}=${encodeURIComponent(token)}`;
}

/** Queued in the outbox; subjects are fixed text, so the only personal datum in a header is the recipient. */
export async function queueInvitation(
  db: Queryable,
  invitee: { email: string; name: string; lang: Lang },
  link: string,
  now: Date,
): Promise<void> {
  const m = WORKSPACE_MESSAGES[invitee.lang].emails.invite;
  await enqueueAccountEmail(
    db,
    {
      kind: 'staff-invite',
      to: invitee.email,
      subject: m.subject,
      text: compose(invitee.lang, invitee.name, m.body(link, Math.round(STAFF_INVITE_EXPIRES_IN_S / DAY_S))),
      expiresAt: new Date(now.getTime() + STAFF_INVITE_EXPIRES_IN_S * 1000),
    },
    now,
  );
}

/** Whom a status e-mail goes to: the owning account (which has an area to follow it in), else the request's sender. */
export type StatusEmailRecipient = { email: string; name: string; lang: Lang; hasArea: boolean };

/**
 * The client hears that their request moved on, in their language, greeted by name when it is known, told
 * which request (its kind and the day it was sent) and its new status. An owner is sent to Mis solicitudes;
 * a sender without an area is told how to reach the firm instead (issue 22).
 */
export async function queueStatusEmail(
  db: Queryable,
  client: StatusEmailRecipient,
  request: DescribedRequest,
  status: RequestStatus,
  siteUrl: string,
  now: Date,
): Promise<void> {
  const m = WORKSPACE_MESSAGES[client.lang].emails.status;
  const which = describeRequest(client.lang, request);
  const statusText = ACCOUNTS_MESSAGES[client.lang].requestStatus[status];
  const body = client.hasArea
    ? m.body(which, statusText, `${new URL(siteUrl).origin}${ACCOUNT_PATHS.portalRequests[client.lang]}`)
    : m.bodyWithoutArea(which, statusText, SITE.email, publishedPhone()?.display ?? null);
  await enqueueAccountEmail(
    db,
    {
      kind: 'request-status',
      to: client.email,
      subject: m.subject,
      text: compose(client.lang, client.name, body),
      expiresAt: new Date(now.getTime() + STATUS_EMAIL_EXPIRES_IN_S * 1000),
    },
    now,
  );
}
