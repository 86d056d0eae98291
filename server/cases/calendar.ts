import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { FEED_TOKEN_BYTES, calendarFeed, type FeedViewing } from '../../src/domain/cases/index.ts';
import { SITE } from '../../src/config/site.ts';
import { DEALINGS_MESSAGES } from '../../src/i18n/dealings.ts';
import { accountError } from '../auth/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/**
 * A person's private calendar feed (issue 44, ADR 0050): `GET /api/calendar/<token>.ics`, no session, the
 * token a long random secret of which only the SHA-256 is stored. Asking for the link again replaces it;
 * revoked or replaced, a token answers 404 like any unknown one.
 */

export const CALENDAR_FEED_PATH = '/api/calendar';
/** How long a calendar may keep the feed before asking again. */
const FEED_MAX_AGE_S = 15 * 60;
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new feed for `userId`, its earlier one revoked; the URL holds the token (shown to its owner only). */
export async function issueFeed(db: Database, userId: string, siteUrl: string, now: Date): Promise<string> {
  const token = randomBytes(FEED_TOKEN_BYTES).toString('base64url');
  await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    await q
      .updateTable('calendar_feeds')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await q
      .insertInto('calendar_feeds')
      .values({ token_hash: hashOf(token), user_id: userId, created_at: now })
      .execute();
  });
  return `${new URL(siteUrl).origin}${CALENDAR_FEED_PATH}/${token}.ics`;
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
