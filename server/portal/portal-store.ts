import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DISTRICTS, valuate, type DistrictTable, type ValuationInput } from '../../src/domain/calculators/index.ts';
import { MarketTableSchema } from '../../src/domain/content/index.ts';
import { normalizeEmail, zoneOfLocation, type SavedBrief } from '../../src/domain/contact/index.ts';
import {
  valuationPoint,
  type AccountSession,
  type CalculatorId,
  type PortalRequest,
  type ProfileUpdate,
  type PropertyRead,
  type SavedProperty,
  type SavedScenario,
  type SavedSearch,
  type Valuation,
} from '../../src/domain/accounts/index.ts';
import { AUTH_LIMIT_EVENTS_RETENTION_MS, type AccountUser } from '../auth/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { deletedRows, kyselyOf } from '../db/kysely-dialect.ts';
import type { DB, LeadRow, LeadsTable, PortalPropertyRow, PortalScenarioRow, PortalSearchRow } from '../db/schema.ts';
import { purgeExpiredConfirmations, type CaseFilesEraser } from '../contact/index.ts';
import { recordAudit } from '../staff/index.ts';
import { publishedVersion } from '../studio/index.ts';

/** Enough for any client; a bound so one account cannot fill the database. */
export const SCENARIOS_MAX_PER_ACCOUNT = 200;
export const VALUATIONS_MAX_PER_ACCOUNT = 500;

const SCENARIO_COLUMNS = ['id', 'calculator', 'name', 'inputs', 'created_at', 'updated_at'] as const;

function toScenario(row: Pick<PortalScenarioRow, (typeof SCENARIO_COLUMNS)[number]>): SavedScenario {
  return {
    id: row.id,
    calculator: row.calculator,
    name: row.name,
    inputs: row.inputs,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The newest published version's €/m² table (ADR 0036): what the pages rendered from it calculate with.
 * Today's table when nothing is published yet, or when the newest version's table has a shape the code
 * cannot read (the site skips such a version too).
 */
async function publishedDistricts(db: Queryable): Promise<DistrictTable> {
  const market = MarketTableSchema.safeParse((await publishedVersion(db))?.document.market);
  return market.success ? market.data.districts : DISTRICTS;
}

/** Ids in URLs are UUIDs; anything else cannot name a row (and would make PostgreSQL complain). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const SEARCH_COLUMNS = ['brief', 'created_at', 'updated_at', 'sent_at'] as const;

function toSearch(row: Pick<PortalSearchRow, (typeof SEARCH_COLUMNS)[number]>): SavedSearch {
  return {
    brief: row.brief,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  };
}

/** What a detailed brief asked, by the payload's field names (slugs; the pages translate them). */
function requestBrief(r: LeadRow): PortalRequest['brief'] {
  return {
    propertyType: r.property_type,
    goal: r.goal,
    location: r.location,
    budget: r.budget,
    timeline: r.timeline,
    services: r.services ?? [],
    priority: r.priority,
    name: r.name,
    phone: r.phone,
    contactPreference: r.contact_preference,
    availability: r.availability,
  };
}

/** Every query names the owner: one account never reads or changes another's rows. */
/**
 * What a client's export holds of each of their requests: what they sent and where it stands. Not the
 * firm's working data (who works it: `assignee_id`; the lookup key `email_normalized`; the owner
 * `account_id`) — issue 22.
 */
const CLIENT_EXPORT_LEAD_COLUMNS = [
  'id',
  'created_at',
  'lang',
  'form_type',
  'client_type',
  'service_type',
  'referred_by',
  'name',
  'email',
  'phone',
  'message',
  'property_type',
  'goal',
  'location',
  'budget',
  'timeline',
  'services',
  'priority',
  'contact_preference',
  'availability',
  'status',
] as const satisfies readonly (keyof LeadsTable)[];

export function createPortalStore(db: Database) {
  const q = kyselyOf(db);
  return {
    async listScenarios(userId: string): Promise<SavedScenario[]> {
      const rows = await q
        .selectFrom('portal_scenarios')
        .select(SCENARIO_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toScenario);
    },

    async getScenario(userId: string, id: string): Promise<SavedScenario | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await q
        .selectFrom('portal_scenarios')
        .select(SCENARIO_COLUMNS)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toScenario(row);
    },

    /** undefined when the account already holds the most scenarios it may. */
    async createScenario(
      userId: string,
      scenario: { calculator: CalculatorId; name: string; inputs: Record<string, unknown> },
      now: Date,
    ): Promise<SavedScenario | undefined> {
      return db.transaction(async (tx) => {
        const t = kyselyOf(tx);
        // One account's creations are serialised, so the bound holds under concurrency.
        await t.selectFrom('auth_users').select('id').where('id', '=', userId).forUpdate().execute();
        if ((await countOf(t, 'portal_scenarios', userId)) >= SCENARIOS_MAX_PER_ACCOUNT) return undefined;
        const row = await t
          .insertInto('portal_scenarios')
          .values({
            id: randomUUID(),
            user_id: userId,
            calculator: scenario.calculator,
            name: scenario.name,
            inputs: JSON.stringify(scenario.inputs),
            created_at: now,
            updated_at: now,
          })
          .returning(SCENARIO_COLUMNS)
          .executeTakeFirst();
        return row && toScenario(row);
      });
    },

    async renameScenario(userId: string, id: string, name: string, now: Date): Promise<SavedScenario | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await q
        .updateTable('portal_scenarios')
        .set({ name, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning(SCENARIO_COLUMNS)
        .executeTakeFirst();
      return row && toScenario(row);
    },

    async deleteScenario(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (await deletedRows(q.deleteFrom('portal_scenarios').where('user_id', '=', userId).where('id', '=', id))) > 0;
    },

    async getProperty(userId: string): Promise<PropertyRead> {
      const row = await q
        .selectFrom('portal_properties')
        .select(['inputs', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const valuations = await q
        .selectFrom('portal_valuations')
        .select(['id', 'valued_at', 'estimated_value', 'low', 'high', 'confidence', 'price_per_m2'])
        .where('user_id', '=', userId)
        .orderBy('valued_at')
        .orderBy('id')
        .execute();
      return {
        property: row ? toProperty(row) : null,
        valuations: valuations.map((v) => ({
          id: v.id,
          valuedAt: v.valued_at.toISOString(),
          estimatedValue: v.estimated_value,
          low: v.low,
          high: v.high,
          confidence: v.confidence,
          pricePerM2: v.price_per_m2,
        })),
      };
    },

    async saveProperty(userId: string, inputs: ValuationInput, now: Date): Promise<SavedProperty> {
      const json = JSON.stringify(inputs);
      const row = await q
        .insertInto('portal_properties')
        .values({ user_id: userId, inputs: json, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ inputs: json, updated_at: now }))
        .returning(['inputs', 'created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
      return toProperty(row);
    },

    /**
     * Values the saved property on the server with the calculators' own `valuate` and the newest
     * published €/m² table (the one the calculator pages work with), and adds the dated point. 'missing'
     * without a saved property; 'limit' past the bound.
     */
    async addValuation(userId: string, now: Date): Promise<Valuation | 'missing' | 'limit'> {
      return db.transaction(async (tx) => {
        const t = kyselyOf(tx);
        const property = await t
          .selectFrom('portal_properties')
          .select('inputs')
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!property) return 'missing' as const;
        if ((await countOf(t, 'portal_valuations', userId)) >= VALUATIONS_MAX_PER_ACCOUNT) return 'limit' as const;
        const { inputs } = property;
        const point = valuationPoint(valuate(inputs, now, await publishedDistricts(tx)));
        const id = randomUUID();
        await t
          .insertInto('portal_valuations')
          .values({
            id,
            user_id: userId,
            valued_at: now,
            inputs: JSON.stringify(inputs),
            estimated_value: point.estimatedValue,
            low: point.low,
            high: point.high,
            confidence: point.confidence,
            price_per_m2: point.pricePerM2,
          })
          .execute();
        return { id, valuedAt: now.toISOString(), ...point };
      });
    },

    /** Mi búsqueda: the saved brief, when it was saved and last sent; null before the first save. */
    async getSearch(userId: string): Promise<SavedSearch | null> {
      const row = await q.selectFrom('portal_searches').select(SEARCH_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
      return row ? toSearch(row) : null;
    },

    /** Saves (or replaces) the brief, already validated and sanitised by SavedBriefSchema; keeps when it was last sent. */
    async saveSearch(userId: string, brief: SavedBrief, now: Date): Promise<SavedSearch> {
      const json = JSON.stringify(brief);
      const row = await q
        .insertInto('portal_searches')
        .values({ user_id: userId, brief: json, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ brief: json, updated_at: now }))
        .returning(SEARCH_COLUMNS)
        .executeTakeFirstOrThrow();
      return toSearch(row);
    },

    /** Records that the saved brief went to the firm (after its lead was committed). */
    async markSearchSent(userId: string, now: Date): Promise<SavedSearch | null> {
      const row = await q
        .updateTable('portal_searches')
        .set({ sent_at: now })
        .where('user_id', '=', userId)
        .returning(SEARCH_COLUMNS)
        .executeTakeFirst();
      return row ? toSearch(row) : null;
    },

    /**
     * Mis solicitudes: the requests the account owns, of both forms: sent while signed in with its
     * verified address, or confirmed with the link of their acknowledgement (issue 22). An address typed
     * into the public form is not enough. A detailed brief brings what was asked in `brief`.
     */
    async listRequests(user: AccountUser): Promise<PortalRequest[]> {
      const rows = await q
        .selectFrom('leads')
        .selectAll()
        .where('account_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.created_at.toISOString(),
        kind: r.form_type,
        clientType: r.client_type,
        service: r.service_type,
        message: r.message,
        status: r.status,
        brief: r.form_type === 'detailed' ? requestBrief(r) : null,
      }));
    },

    /** The account's live sessions, most recently used first; never their tokens. */
    async listSessions(userId: string, now: Date, currentId?: string): Promise<AccountSession[]> {
      const rows = await q
        .selectFrom('auth_sessions')
        .select(['id', 'user_agent', 'created_at', 'updated_at', 'expires_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        device: r.user_agent,
        createdAt: r.created_at.toISOString(),
        lastUsedAt: r.updated_at.toISOString(),
        expiresAt: r.expires_at.toISOString(),
        current: r.id === currentId,
      }));
    },

    /** Signs one of the account's sessions out; false when the account has no such session. */
    async deleteSession(userId: string, id: string): Promise<boolean> {
      return (await deletedRows(q.deleteFrom('auth_sessions').where('user_id', '=', userId).where('id', '=', id))) > 0;
    },

    /** The profile's fields the account changed (those given); the others stay. */
    async updateProfile(userId: string, changes: ProfileUpdate, now: Date): Promise<void> {
      await q
        .updateTable('auth_users')
        .set({ name: changes.name, lang: changes.lang, client_type: changes.clientType, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    /** Everything stored about the account, for "download all my data". */
    async exportAccount(user: AccountUser, now: Date) {
      const passkeys = await q
        .selectFrom('auth_passkeys')
        .select(['id', 'name', 'device_type', 'backed_up', 'transports', 'created_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute();
      const leads = await q
        .selectFrom('leads')
        .select(CLIENT_EXPORT_LEAD_COLUMNS)
        .where('account_id', '=', user.id)
        .orderBy('created_at')
        .execute();
      const { property, valuations } = await this.getProperty(user.id);
      return {
        exportedAt: now.toISOString(),
        account: { ...user, createdAt: user.createdAt.toISOString() },
        sessions: (await this.listSessions(user.id, now)).map(({ current: _current, ...session }) => session),
        passkeys: passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          deviceType: p.device_type,
          backedUp: p.backed_up === true,
          transports: p.transports,
          createdAt: p.created_at ? p.created_at.toISOString() : null,
        })),
        scenarios: await this.listScenarios(user.id),
        property,
        valuations,
        search: await this.getSearch(user.id),
        requests: leads.map((lead) => ({
          ...lead,
          created_at: lead.created_at.toISOString(),
        })),
      };
    },
  };
}

export type PortalStore = ReturnType<typeof createPortalStore>;

const toProperty = (row: Pick<PortalPropertyRow, 'inputs' | 'created_at' | 'updated_at'>): SavedProperty => ({
  inputs: row.inputs,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** How many rows of `table` the account holds (its scenarios, its valuations). */
async function countOf(db: Kysely<DB>, table: 'portal_scenarios' | 'portal_valuations', userId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Who the audit log names for a client's own deletion: nobody by name or e-mail (the log never holds a client's). */
const DELETED_CLIENT = { id: null, email: '' };

/**
 * What the firm keeps of a request whose owner deleted their account (issue 22, privacy policy): its kind,
 * dates, status, assignee and the answers chosen from fixed lists (service, client type, property type,
 * goal, budget and timeline bands, services, priority, contact preference, availability), and of its
 * location only the district it names. The name, e-mail, phone, message, referrer and anything else typed
 * go; the columns a kind requires hold an empty text.
 */
function pseudonymised(lead: Pick<LeadRow, 'form_type' | 'location'>, at: Date) {
  const detailed = lead.form_type === 'detailed';
  return {
    email: '',
    email_normalized: '',
    name: detailed ? '' : null,
    phone: null,
    message: detailed ? null : '',
    referred_by: null,
    location: detailed ? (zoneOfLocation(lead.location ?? '') ?? '') : null,
    pseudonymised_at: at,
  } as const;
}

/**
 * Before Better Auth deletes the account (its sessions, passkeys, scenarios, property and search go with it by
 * foreign key): the requests it owns, and those sent with its verified address but never confirmed, stay with
 * the firm pseudonymised, each with an entry on the audit log (no name, no e-mail), their confirmation links
 * and the firm's private notes on them gone; the contact limit rows of its address, queued e-mails to it,
 * and pending passkey challenges that name it go. Its case files keep only their identification (`caseFiles`,
 * ADR 0051), the firm's alone from then on. Deleting the requests too is the right of erasure
 * (`eraseByEmail`), on request.
 */
export async function eraseAccountData(db: Database, user: AccountUser, now: Date, caseFiles: CaseFilesEraser): Promise<void> {
  const email = normalizeEmail(user.email);
  await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    // Its case files first: each keeps only what the law makes the firm keep, its request included (ADR 0051).
    await caseFiles(tx, { email: user.emailVerified ? email : null, accountId: user.id });
    // Its requests, and those still carrying its proven address (sent without signing in, never confirmed).
    const owned = await q
      .selectFrom('leads')
      .select(['id', 'form_type', 'location'])
      .where((eb) => eb.or([eb('account_id', '=', user.id), ...(user.emailVerified ? [eb('email_normalized', '=', email)] : [])]))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('cases').select('cases.id').whereRef('cases.request_id', '=', 'leads.id'))),
      )
      .orderBy('created_at')
      .forUpdate()
      .execute();
    for (const lead of owned) {
      await q.updateTable('leads').set(pseudonymised(lead, now)).where('id', '=', lead.id).execute();
      await recordAudit(tx, { action: 'request-pseudonymised', actor: DELETED_CLIENT, leadId: lead.id }, now);
    }
    if (owned.length > 0) {
      const ids = owned.map((lead) => lead.id);
      await q.deleteFrom('lead_confirmations').where('lead_id', 'in', ids).execute();
      await q.deleteFrom('lead_events').where('lead_id', 'in', ids).where('kind', '=', 'note').execute();
    }
    if (user.emailVerified) await q.deleteFrom('contact_attempts').where('email_normalized', '=', email).execute();
    await q.deleteFrom('email_outbox').where('to_address', '=', email).execute();
    await q
      .deleteFrom('auth_verifications')
      .where((eb) =>
        eb.or([eb(eb.fn('strpos', ['value', eb.val(user.id)]), '>', 0), eb(eb.fn('strpos', ['value', eb.val(email)]), '>', 0)]),
      )
      .execute();
    for (const table of ['portal_valuations', 'portal_properties', 'portal_scenarios', 'portal_searches'] as const)
      await q.deleteFrom(table).where('user_id', '=', user.id).execute();
  });
}

/** Unverified accounts are kept a week: long enough to find the e-mail, short enough not to hoard addresses. */
export const UNVERIFIED_ACCOUNT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Daily: expired sessions and links (a request's confirmation link a month after), stale limit rows,
 * unverified accounts past their week.
 */
export async function purgeAccountData(db: Database, now: Date) {
  const q = kyselyOf(db);
  const sessions = await deletedRows(q.deleteFrom('auth_sessions').where('expires_at', '<', now));
  await q.deleteFrom('auth_verifications').where('expires_at', '<', now).execute();
  await purgeExpiredConfirmations(db, now);
  await q.deleteFrom('email_outbox').where('expires_at', '<', now).execute();
  await q
    .deleteFrom('auth_limit_events')
    .where('created_at', '<', new Date(now.getTime() - AUTH_LIMIT_EVENTS_RETENTION_MS))
    .execute();
  const unverifiedAccounts = await deletedRows(
    q
      .deleteFrom('auth_users')
      .where('email_verified', '=', false)
      .where('created_at', '<', new Date(now.getTime() - UNVERIFIED_ACCOUNT_RETENTION_MS)),
  );
  return { sessions, unverifiedAccounts };
}
