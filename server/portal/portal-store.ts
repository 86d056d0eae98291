import { randomUUID } from 'node:crypto';
import { valuate, type ValuationInput } from '../../src/domain/calculators/index.ts';
import { normalizeEmail, type SavedBrief } from '../../src/domain/contact/index.ts';
import { valuationPoint, type CalculatorId } from '../../src/domain/accounts/index.ts';
import type { AccountUser } from '../auth/auth.ts';
import type { Database, Queryable, Row } from '../db/index.ts';
import { AUTH_LIMIT_EVENTS_RETENTION_MS } from '../auth/auth-limits.ts';

/** Enough for any client; a bound so one account cannot fill the database. */
export const SCENARIOS_MAX_PER_ACCOUNT = 200;
export const VALUATIONS_MAX_PER_ACCOUNT = 500;

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
/** jsonb arrives parsed from pg and PGlite alike; a string only if a driver did not parse it. */
const json = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

export type Scenario = {
  id: string;
  calculator: CalculatorId;
  name: string;
  inputs: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

function toScenario(row: Row): Scenario {
  return {
    id: String(row.id),
    calculator: row.calculator as CalculatorId,
    name: String(row.name),
    inputs: json(row.inputs),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const SCENARIO_COLUMNS = 'id, calculator, name, inputs, created_at, updated_at';
/** Ids in URLs are UUIDs; anything else cannot name a row (and would make PostgreSQL complain). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** Mi búsqueda as the page reads it. */
export type SavedSearch = { brief: SavedBrief; createdAt: string; updatedAt: string; sentAt: string | null };

function toSearch(row: Row): SavedSearch {
  return {
    brief: json(row.brief) as SavedBrief,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
  };
}

/** What a detailed brief asked, by the payload's field names (slugs; the pages translate them). */
function requestBrief(r: Row) {
  return {
    propertyType: r.property_type,
    goal: r.goal,
    location: r.location,
    budget: r.budget,
    timeline: r.timeline,
    services: (r.services as string[] | null) ?? [],
    priority: r.priority ?? null,
    name: r.name,
    phone: r.phone ?? null,
    contactPreference: r.contact_preference,
    availability: r.availability ?? null,
  };
}

/** Every query names the owner: one account never reads or changes another's rows. */
export function createPortalStore(db: Database) {
  return {
    async listScenarios(userId: string): Promise<Scenario[]> {
      const rows = await db.query(
        `SELECT ${SCENARIO_COLUMNS} FROM portal_scenarios WHERE user_id = $1 ORDER BY created_at DESC, id`,
        [userId],
      );
      return rows.map(toScenario);
    },

    async getScenario(userId: string, id: string): Promise<Scenario | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query(`SELECT ${SCENARIO_COLUMNS} FROM portal_scenarios WHERE user_id = $1 AND id = $2`, [
        userId,
        id,
      ]);
      return row ? toScenario(row) : undefined;
    },

    /** undefined when the account already holds the most scenarios it may. */
    async createScenario(
      userId: string,
      scenario: { calculator: CalculatorId; name: string; inputs: Record<string, unknown> },
      now: Date,
    ): Promise<Scenario | undefined> {
      return db.transaction(async (tx) => {
        // One account's creations are serialised, so the bound holds under concurrency.
        await tx.query('SELECT id FROM auth_users WHERE id = $1 FOR UPDATE', [userId]);
        const [count] = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM portal_scenarios WHERE user_id = $1', [
          userId,
        ]);
        if (Number(count?.n ?? 0) >= SCENARIOS_MAX_PER_ACCOUNT) return undefined;
        const [row] = await tx.query(
          `INSERT INTO portal_scenarios (id, user_id, calculator, name, inputs, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${SCENARIO_COLUMNS}`,
          [randomUUID(), userId, scenario.calculator, scenario.name, JSON.stringify(scenario.inputs), now.toISOString()],
        );
        return row ? toScenario(row) : undefined;
      });
    },

    async renameScenario(userId: string, id: string, name: string, now: Date): Promise<Scenario | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.query(
        `UPDATE portal_scenarios SET name = $3, updated_at = $4 WHERE user_id = $1 AND id = $2 RETURNING ${SCENARIO_COLUMNS}`,
        [userId, id, name, now.toISOString()],
      );
      return row ? toScenario(row) : undefined;
    },

    async deleteScenario(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.query('DELETE FROM portal_scenarios WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id]);
      return rows.length > 0;
    },

    async getProperty(userId: string) {
      const [row] = await db.query('SELECT inputs, created_at, updated_at FROM portal_properties WHERE user_id = $1', [userId]);
      const valuations = await db.query(
        `SELECT id, valued_at, estimated_value, low, high, confidence, price_per_m2 FROM portal_valuations
         WHERE user_id = $1 ORDER BY valued_at, id`,
        [userId],
      );
      return {
        property: row ? { inputs: json(row.inputs), createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) } : null,
        valuations: valuations.map((v) => ({
          id: String(v.id),
          valuedAt: iso(v.valued_at),
          estimatedValue: Number(v.estimated_value),
          low: Number(v.low),
          high: Number(v.high),
          confidence: Number(v.confidence),
          pricePerM2: Number(v.price_per_m2),
        })),
      };
    },

    async saveProperty(userId: string, inputs: Record<string, unknown>, now: Date) {
      const [row] = await db.query(
        `INSERT INTO portal_properties (user_id, inputs, created_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (user_id) DO UPDATE SET inputs = EXCLUDED.inputs, updated_at = EXCLUDED.updated_at
         RETURNING inputs, created_at, updated_at`,
        [userId, JSON.stringify(inputs), now.toISOString()],
      );
      return { inputs: json(row?.inputs), createdAt: iso(row?.created_at), updatedAt: iso(row?.updated_at) };
    },

    /**
     * Values the saved property on the server with the calculators' own `valuate` and adds the dated
     * point. 'missing' without a saved property; 'limit' past the bound.
     */
    async addValuation(userId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [property] = await tx.query('SELECT inputs FROM portal_properties WHERE user_id = $1 FOR UPDATE', [userId]);
        if (!property) return 'missing' as const;
        const [count] = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM portal_valuations WHERE user_id = $1', [
          userId,
        ]);
        if (Number(count?.n ?? 0) >= VALUATIONS_MAX_PER_ACCOUNT) return 'limit' as const;
        const inputs = json(property.inputs);
        const point = valuationPoint(valuate(inputs as ValuationInput, now));
        const id = randomUUID();
        await tx.query(
          `INSERT INTO portal_valuations (id, user_id, valued_at, inputs, estimated_value, low, high, confidence, price_per_m2)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            userId,
            now.toISOString(),
            JSON.stringify(inputs),
            point.estimatedValue,
            point.low,
            point.high,
            point.confidence,
            point.pricePerM2,
          ],
        );
        return { id, valuedAt: now.toISOString(), ...point };
      });
    },

    /** Mi búsqueda: the saved brief, when it was saved and last sent; null before the first save. */
    async getSearch(userId: string): Promise<SavedSearch | null> {
      const [row] = await db.query('SELECT brief, created_at, updated_at, sent_at FROM portal_searches WHERE user_id = $1', [
        userId,
      ]);
      return row ? toSearch(row) : null;
    },

    /** Saves (or replaces) the brief, already validated and sanitised by SavedBriefSchema; keeps when it was last sent. */
    async saveSearch(userId: string, brief: SavedBrief, now: Date): Promise<SavedSearch> {
      const [row] = await db.query(
        `INSERT INTO portal_searches (user_id, brief, created_at, updated_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (user_id) DO UPDATE SET brief = EXCLUDED.brief, updated_at = EXCLUDED.updated_at
         RETURNING brief, created_at, updated_at, sent_at`,
        [userId, JSON.stringify(brief), now.toISOString()],
      );
      return toSearch(row!);
    },

    /** Records that the saved brief went to the firm (after its lead was committed). */
    async markSearchSent(userId: string, now: Date): Promise<SavedSearch | null> {
      const [row] = await db.query(
        'UPDATE portal_searches SET sent_at = $2 WHERE user_id = $1 RETURNING brief, created_at, updated_at, sent_at',
        [userId, now.toISOString()],
      );
      return row ? toSearch(row) : null;
    },

    /**
     * Mis solicitudes: the requests sent from the account's address, only once the account has proved
     * it owns that address, of both forms. A detailed brief brings what was asked in `brief`.
     */
    async listRequests(user: AccountUser) {
      if (!user.emailVerified) return [];
      const rows = await db.query('SELECT * FROM leads WHERE email_normalized = $1 ORDER BY created_at DESC, id', [
        normalizeEmail(user.email),
      ]);
      return rows.map((r) => ({
        id: String(r.id),
        createdAt: iso(r.created_at),
        kind: r.form_type === 'detailed' ? ('detailed' as const) : ('simple' as const),
        clientType: r.client_type ?? null,
        service: r.service_type ?? null,
        message: r.message ?? null,
        status: r.status,
        brief: r.form_type === 'detailed' ? requestBrief(r) : null,
      }));
    },

    /** The account's live sessions, most recently used first; never their tokens. */
    async listSessions(userId: string, now: Date, currentId?: string) {
      const rows = await db.query(
        `SELECT id, user_agent, created_at, updated_at, expires_at FROM auth_sessions
         WHERE user_id = $1 AND expires_at > $2 ORDER BY updated_at DESC, id`,
        [userId, now.toISOString()],
      );
      return rows.map((r) => ({
        id: String(r.id),
        device: (r.user_agent as string | null) ?? null,
        createdAt: iso(r.created_at),
        lastUsedAt: iso(r.updated_at),
        expiresAt: iso(r.expires_at),
        current: r.id === currentId,
      }));
    },

    /** Everything stored about the account, for "download all my data". */
    async exportAccount(user: AccountUser, now: Date) {
      const passkeys = await db.query(
        'SELECT id, name, device_type, backed_up, transports, created_at FROM auth_passkeys WHERE user_id = $1 ORDER BY created_at',
        [user.id],
      );
      const leads = user.emailVerified
        ? await db.query('SELECT * FROM leads WHERE email_normalized = $1 ORDER BY created_at', [normalizeEmail(user.email)])
        : [];
      const { property, valuations } = await this.getProperty(user.id);
      return {
        exportedAt: now.toISOString(),
        account: { ...user, createdAt: user.createdAt.toISOString() },
        sessions: (await this.listSessions(user.id, now)).map(({ current: _current, ...session }) => session),
        passkeys: passkeys.map((p) => ({
          id: String(p.id),
          name: p.name ?? null,
          deviceType: p.device_type,
          backedUp: p.backed_up === true,
          transports: p.transports ?? null,
          createdAt: p.created_at ? iso(p.created_at) : null,
        })),
        scenarios: await this.listScenarios(user.id),
        property,
        valuations,
        search: await this.getSearch(user.id),
        requests: leads.map((l) => ({ ...l, created_at: iso(l.created_at), email_normalized: undefined })),
      };
    },
  };
}

export type PortalStore = ReturnType<typeof createPortalStore>;

/**
 * Before Better Auth deletes the account (its sessions, passkeys, scenarios, property and search go with it by
 * foreign key): the leads sent from its verified address and their notifications, the contact limit
 * rows of that address, queued e-mails to it, and pending passkey challenges that name it.
 */
export async function eraseAccountData(db: Database, user: AccountUser): Promise<void> {
  const email = normalizeEmail(user.email);
  await db.transaction(async (tx: Queryable) => {
    if (user.emailVerified) {
      await tx.query('DELETE FROM leads WHERE email_normalized = $1', [email]);
      await tx.query('DELETE FROM contact_attempts WHERE email_normalized = $1', [email]);
    }
    await tx.query('DELETE FROM email_outbox WHERE to_address = $1', [email]);
    await tx.query('DELETE FROM auth_verifications WHERE strpos(value, $1) > 0 OR strpos(value, $2) > 0', [user.id, email]);
    await tx.query('DELETE FROM portal_valuations WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM portal_properties WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM portal_scenarios WHERE user_id = $1', [user.id]);
    await tx.query('DELETE FROM portal_searches WHERE user_id = $1', [user.id]);
  });
}

/** Unverified accounts are kept a week: long enough to find the e-mail, short enough not to hoard addresses. */
export const UNVERIFIED_ACCOUNT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Daily: expired sessions and links, stale limit rows, unverified accounts past their week. */
export async function purgeAccountData(db: Database, now: Date) {
  const at = now.toISOString();
  const sessions = await db.query('DELETE FROM auth_sessions WHERE expires_at < $1 RETURNING id', [at]);
  await db.query('DELETE FROM auth_verifications WHERE expires_at < $1', [at]);
  await db.query('DELETE FROM email_outbox WHERE expires_at < $1', [at]);
  await db.query('DELETE FROM auth_limit_events WHERE created_at < $1', [
    new Date(now.getTime() - AUTH_LIMIT_EVENTS_RETENTION_MS).toISOString(),
  ]);
  const unverified = await db.query('DELETE FROM auth_users WHERE email_verified = false AND created_at < $1 RETURNING id', [
    new Date(now.getTime() - UNVERIFIED_ACCOUNT_RETENTION_MS).toISOString(),
  ]);
  return { sessions: sessions.length, unverifiedAccounts: unverified.length };
}
