import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  AuthIdSchema,
  ProfileUpdateSchema,
  RequestConfirmBodySchema,
  ScenarioRenameSchema,
  UuidSchema,
  propertySchema,
  scenarioCreateSchema,
  type AccountProfile,
  type ProfileAnswer,
  type PropertyRead,
  type PropertySaved,
  type RequestConfirmed,
  type RequestList,
  type SavedSearch,
  type ScenarioAnswer,
  type ScenarioList,
  type SearchAnswer,
  type SearchSent,
  type SessionList,
  type ValuationAdded,
} from '../../src/domain/accounts/index.ts';
import {
  BuyerBriefSchema,
  DETAILED_FORM_TYPE,
  SavedBriefSchema,
  contactFieldErrors,
  type DetailedContactInput,
} from '../../src/domain/contact/index.ts';
import {
  accountError,
  accountsDoor,
  authFor,
  loadAccountUser,
  originGuard,
  type AccountUser,
  type AuthPair,
} from '../auth/index.ts';
import type { Database } from '../db/index.ts';
import { clientAddress } from '../http/client-address.ts';
import { answerLang } from '../http/api-error.ts';
import { confirmRequest, submitContactRequest, type ConfirmOutcome, type ContactIntakeDeps } from '../contact/index.ts';
import { createPortalStore } from './portal-store.ts';

export const PORTAL_BASE_PATH = '/api/portal';
/** Far above any valid body (a scenario's inputs are at most 4000 characters). */
export const PORTAL_BODY_MAX_BYTES = 16 * 1024;

export type PortalRoutesDeps = {
  db: Database;
  auth: AuthPair;
  trustedOrigins: ReadonlySet<string>;
  now: () => Date;
  trustProxy: boolean;
  /** The contact pipeline's limits and outbox wake-up: a sent brief (Mi búsqueda) goes through it. */
  contact: Omit<ContactIntakeDeps, 'db' | 'now'>;
  /** Parts of the private area other rooms serve: the case file (ADR 0043). */
  sections?: readonly PortalSection[];
};

/** What a portal route knows of the request: the signed-in account and its session. */
export type PortalVars = { Variables: { user: AccountUser; sessionId: string } };
type Vars = PortalVars;

/**
 * A part of the private area's API that another room serves (the case file): mounted under `/api/portal`
 * at `path`, behind the same origin guard, session and door, with its own body limits.
 */
export type PortalSection = {
  path: string;
  routes: Hono<PortalVars>;
  /** The body limit of a request to `subPath` (its path under `path`, '' for `path` itself). */
  bodyLimit: (subPath: string) => MiddlewareHandler;
};

/** The saved brief as the detailed request the public form would send, with the account's name and e-mail. */
function detailedRequestOf(search: SavedSearch, user: AccountUser): DetailedContactInput {
  return { ...search.brief, formType: DETAILED_FORM_TYPE, name: user.name, email: user.email };
}

/**
 * What the account's search may hold: a buyer's offers no seller's goal or service (issue 22). A seller's
 * is not refused anything, so changing the client type never strands saved data (ADR 0030).
 */
const briefSchemaFor = (user: AccountUser) => (user.clientType === 'buyer' ? BuyerBriefSchema : SavedBriefSchema);

const profileOf = (user: AccountUser): AccountProfile => ({ ...user, createdAt: user.createdAt.toISOString() });

/** Unknown link: 404; used or expired: 409 (the code says which); for another address: not this account's to take. */
const CONFIRM_REFUSALS = {
  requestLinkInvalid: 404,
  requestLinkUsed: 409,
  requestLinkExpired: 409,
  requestLinkOtherAccount: 403,
} as const satisfies Record<Extract<ConfirmOutcome, { ok: false }>['code'], number>;

/** `/api/portal/*`: the private area's JSON, for the signed-in account only, never cached. */
export function portalRoutes(deps: PortalRoutesDeps): Hono<Vars> {
  const { db, now } = deps;
  const store = createPortalStore(db);
  const routes = new Hono<Vars>().basePath(PORTAL_BASE_PATH);

  routes.use('*', originGuard(deps.trustedOrigins));
  const portalBodyLimit = accountsDoor.bodyLimit(PORTAL_BODY_MAX_BYTES);
  const sections = deps.sections ?? [];
  routes.use('*', (c, next) => {
    for (const section of sections) {
      const base = `${PORTAL_BASE_PATH}${section.path}`;
      if (c.req.path === base || c.req.path.startsWith(`${base}/`))
        return section.bodyLimit(c.req.path.slice(base.length))(c, next);
    }
    return portalBodyLimit(c, next);
  });
  // The session cookie names the account; every query below is scoped to it. A renewed session's cookie is passed on.
  routes.use('*', async (c, next) => {
    const auth = authFor(deps.auth, c, deps.trustProxy);
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    const user = response ? await loadAccountUser(db, response.user.id) : undefined;
    if (!response || !user) return accountError(c, 401, 'sessionRequired');
    c.set('user', user);
    c.set('sessionId', response.session.id);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  });
  routes.use('*', accountsDoor.url());
  const sessionId = accountsDoor.param(z.object({ id: AuthIdSchema }));
  const rowId = accountsDoor.param(z.object({ id: UuidSchema }));

  for (const section of sections) routes.route(section.path, section.routes);

  routes.get('/profile', (c) => c.json({ user: profileOf(c.var.user) } satisfies ProfileAnswer));

  routes.patch('/profile', accountsDoor.json(ProfileUpdateSchema), async (c) => {
    const { name, lang, clientType } = c.req.valid('json');
    await store.updateProfile(c.var.user.id, { name, lang, clientType }, now());
    const user = await loadAccountUser(db, c.var.user.id);
    return user ? c.json({ user: profileOf(user) } satisfies ProfileAnswer) : accountError(c, 401, 'sessionRequired');
  });

  routes.get('/sessions', async (c) =>
    c.json({ sessions: await store.listSessions(c.var.user.id, now(), c.var.sessionId) } satisfies SessionList),
  );

  routes.delete('/sessions/:id', sessionId, async (c) => {
    const deleted = await store.deleteSession(c.var.user.id, c.req.valid('param').id);
    return deleted ? c.body(null, 204) : accountError(c, 404, 'notFound');
  });

  routes.get('/requests', async (c) => c.json({ requests: await store.listRequests(c.var.user) } satisfies RequestList));

  // The link of a request's acknowledgement, opened while signed in: the request joins this area if the
  // account's verified address is the one it was sent with (issue 22). A refusal spends nothing.
  routes.post('/requests/confirm', accountsDoor.json(RequestConfirmBodySchema), async (c) => {
    const outcome = await confirmRequest(db, c.var.user, c.req.valid('json').token, now());
    if (outcome.ok) return c.json({ id: outcome.id } satisfies RequestConfirmed);
    return accountError(c, CONFIRM_REFUSALS[outcome.code], outcome.code);
  });

  routes.get('/scenarios', async (c) => c.json({ scenarios: await store.listScenarios(c.var.user.id) } satisfies ScenarioList));

  routes.post(
    '/scenarios',
    accountsDoor.json(() => scenarioCreateSchema(now())),
    async (c) => {
      const scenario = await store.createScenario(c.var.user.id, c.req.valid('json'), now());
      return scenario ? c.json({ scenario } satisfies ScenarioAnswer, 201) : accountError(c, 409, 'limitReached');
    },
  );

  routes.get('/scenarios/:id', rowId, async (c) => {
    const scenario = await store.getScenario(c.var.user.id, c.req.valid('param').id);
    return scenario ? c.json({ scenario } satisfies ScenarioAnswer) : accountError(c, 404, 'notFound');
  });

  routes.patch('/scenarios/:id', rowId, accountsDoor.json(ScenarioRenameSchema), async (c) => {
    const scenario = await store.renameScenario(c.var.user.id, c.req.valid('param').id, c.req.valid('json').name, now());
    return scenario ? c.json({ scenario } satisfies ScenarioAnswer) : accountError(c, 404, 'notFound');
  });

  routes.delete('/scenarios/:id', rowId, async (c) =>
    (await store.deleteScenario(c.var.user.id, c.req.valid('param').id)) ? c.body(null, 204) : accountError(c, 404, 'notFound'),
  );

  routes.get('/property', async (c) => c.json((await store.getProperty(c.var.user.id)) satisfies PropertyRead));

  // Field codes are the valuation calculator's: the form is the calculator's.
  routes.put(
    '/property',
    accountsDoor.json(() => propertySchema(now())),
    async (c) =>
      c.json({ property: await store.saveProperty(c.var.user.id, c.req.valid('json'), now()) } satisfies PropertySaved),
  );

  routes.post('/property/valuations', async (c) => {
    const result = await store.addValuation(c.var.user.id, now());
    if (result === 'missing') return accountError(c, 409, 'propertyMissing');
    if (result === 'limit') return accountError(c, 409, 'limitReached');
    return c.json({ valuation: result } satisfies ValuationAdded, 201);
  });

  // Mi búsqueda: the client's detailed brief, validated by the public brief's own schema pieces.
  routes.get('/search', async (c) => c.json({ search: await store.getSearch(c.var.user.id) } satisfies SearchAnswer));

  // Field codes are the contact form's: the brief is the public brief's.
  routes.put(
    '/search',
    accountsDoor.json((c: Context<Vars>) => briefSchemaFor(c.var.user), { fieldCodes: contactFieldErrors }),
    async (c) => c.json({ search: await store.saveSearch(c.var.user.id, c.req.valid('json'), now()) } satisfies SearchAnswer),
  );

  // Sent to the firm through the one contact pipeline: same schema, limits, commit and outbox as the public brief.
  routes.post('/search/send', async (c) => {
    const { user } = c.var;
    const search = await store.getSearch(user.id);
    if (!search) return accountError(c, 409, 'searchMissing');
    // A brief kept from before (another client type, an older rule) is checked again as this account's.
    const kept = briefSchemaFor(user).safeParse(search.brief);
    if (!kept.success) return accountError(c, 400, 'validation', { fields: contactFieldErrors(kept.error) });
    const result = await submitContactRequest({ db, now, ...deps.contact }, detailedRequestOf(search, user), {
      lang: answerLang(c),
      clientAddress: clientAddress(c, deps.trustProxy),
      account: user,
    });
    switch (result.kind) {
      case 'stored':
        return c.json({ id: result.id, search: await store.markSearchSent(user.id, now()) } satisfies SearchSent, 201);
      case 'rateLimited':
        return accountError(c, 429, 'tooManyAttempts', { retryAfterS: result.retryAfterS });
      case 'tooLong':
        return accountError(c, 413, 'payloadTooLarge');
      case 'invalid':
        return accountError(c, 400, 'validation', { fields: result.fields });
      case 'ignored': // the body built above has no honeypot
        return accountError(c, 400, 'validation');
    }
  });

  routes.get('/export', async (c) => {
    const at = now();
    c.header('Content-Disposition', `attachment; filename="aurea-datos-${at.toISOString().slice(0, 10)}.json"`);
    return c.json(await store.exportAccount(c.var.user, at));
  });

  routes.all('*', (c) => accountError(c, 404, 'notFound'));
  return routes;
}
