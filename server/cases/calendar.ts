import { createHash, createHmac } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { calendarFeed, type FeedViewing } from '../../src/domain/cases/index.ts';
import { SITE } from '../../src/config/site.ts';
import { DEALINGS_MESSAGES } from '../../src/i18n/dealings.ts';
import { accountError } from '../auth/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/**
 * A person's private calendar feed (issue 44, ADR 0050): `GET /api/calendar/<token>.ics`, no session. The
 * token is an HMAC of the feed (its person and the moment it was opened) under the server's secret: only
 * its SHA-256 is stored, yet the link can be shown to its owner again (`GET /api/portal/calendar` reads,
 * it never replaces). A new link (`POST`) revokes the last; revoked or replaced, a token answers 404 like
 * any unknown one.
 */

export const CALENDAR_FEED_PATH = '/api/calendar';
/** How long a calendar may keep the feed before asking again. */
const FEED_MAX_AGE_S = 15 * 60;
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
/** SHA-256's 32 bytes as base64url: the 43 characters TOKEN_FILE reads. */
const tokenOf = (secret: string, userId: string, openedAt: Date): string =>
  createHmac('sha256', secret).update(`calendar-feed\n${userId}\n${openedAt.toISOString()}`).digest('base64url');
const feedUrl = (siteUrl: string, token: string) => `${new URL(siteUrl).origin}${CALENDAR_FEED_PATH}/${token}.ics`;

export type FeedKeys = { db: Database; secret: string; siteUrl: string };

/** A new feed for `userId`, its earlier one revoked; the URL holds the token (shown to its owner only). */
export async function issueFeed({ db, secret, siteUrl }: FeedKeys, userId: string, now: Date): Promise<string> {
  const openedAt = await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    // One new link at a time per person: two at once would both revoke, and the second insert would break
    // the one-live-feed index.
    await q.selectFrom('auth_users').select('id').where('id', '=', userId).forUpdate().execute();
    // Each feed of a person opened at a moment of its own, so each has a token of its own (two asked for in
    // the same millisecond would otherwise share one).
    const last = await q
      .selectFrom('calendar_feeds')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const at = last?.at && last.at >= now ? new Date(last.at.getTime() + 1) : now;
    await q
      .updateTable('calendar_feeds')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await q
      .insertInto('calendar_feeds')
      .values({ token_hash: hashOf(tokenOf(secret, userId, at)), user_id: userId, created_at: at })
      .execute();
    return at;
  });
  return feedUrl(siteUrl, tokenOf(secret, userId, openedAt));
}

/**
 * The person's live feed link, opened now if they have none, or if the live one was made under another
 * secret (the server's secret changed: the link it would show is not the one stored).
 */
export async function currentFeed(keys: FeedKeys, userId: string, now: Date): Promise<string> {
  const live = await kyselyOf(keys.db)
    .selectFrom('calendar_feeds')
    .select(['token_hash', 'created_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const token = live ? tokenOf(keys.secret, userId, live.created_at) : undefined;
  return token && hashOf(token) === live!.token_hash ? feedUrl(keys.siteUrl, token) : issueFeed(keys, userId, now);
}

export async function revokeFeeds(db: Queryable, userId: string, now: Date): Promise<void> {
  await kyselyOf(db)
    .updateTable('calendar_feeds')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The viewings a client follows: every one of their seller's cases, and those naming their buyer's cases. */
async function feedViewings(db: Queryable, userId: string, lang: 'es' | 'en'): Promise<FeedViewing[]> {
  const rows = await kyselyOf(db)
    .selectFrom('case_viewings as v')
    .innerJoin('cases as c', 'c.id', 'v.case_id')
    .leftJoin('cases as b', 'b.id', 'v.buyer_case_id')
    .select(['v.id', 'v.starts_at', 'v.duration_minutes', 'v.status', 'v.updated_at', 'c.property'])
    .where((eb) => eb.or([eb('c.client_id', '=', userId), eb('b.client_id', '=', userId)]))
    .orderBy('v.starts_at')
    .execute();
  const words = DEALINGS_MESSAGES[lang].calendar;
  // Cancelled ones too (STATUS:CANCELLED), so a calendar that had the event drops it.
  return rows.map((v) => ({
    id: v.id,
    startsAt: v.starts_at,
    durationMinutes: v.duration_minutes,
    status: v.status,
    summary: words.viewing(v.property),
    updatedAt: v.updated_at,
  }));
}

/** The public feed route: text/calendar for a live token, 404 for anything else. */
export function calendarFeedRoutes(deps: { db: Database; now: () => Date; siteUrl: string }) {
  const routes = new Hono();
  // Unknown, replaced and revoked tokens alike: the API's one refusal shape, as every other /api/ route.
  const notFound = (c: Context) => accountError(c, 404, 'notFound');
  routes.get(`${CALENDAR_FEED_PATH}/:file`, async (c) => {
    const match = TOKEN_FILE.exec(c.req.param('file'));
    if (!match) return notFound(c);
    const q = kyselyOf(deps.db);
    const feed = await q
      .selectFrom('calendar_feeds as f')
      .innerJoin('auth_users as u', 'u.id', 'f.user_id')
      .select(['f.user_id', 'u.lang'])
      .where('f.token_hash', '=', hashOf(match[1]!))
      .where('f.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!feed) return notFound(c);
    const text = calendarFeed({
      name: DEALINGS_MESSAGES[feed.lang].calendar.name(SITE.name),
      host: new URL(deps.siteUrl).hostname,
      viewings: await feedViewings(deps.db, feed.user_id, feed.lang),
      now: deps.now(),
    });
    return new Response(text, {
      status: 200,
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': `private, max-age=${FEED_MAX_AGE_S}`,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });
  return routes;
}
