import type { ValuationInput } from '../calculators/index.ts';
import type {
  Availability,
  BriefService,
  Budget,
  CLIENT_TYPES,
  ContactPreference,
  FormType,
  Goal,
  Priority,
  PropertyType,
  SERVICE_TYPES,
  SavedBrief,
  Timeline,
} from '../contact/index.ts';
import type { RequestStatus } from '../staff/staff-limits.ts';
import type { AccountLang, ClientKind } from './account-schemas.ts';
import type { ValuationPoint } from './property.ts';
import type { CalculatorId } from './scenarios.ts';

/**
 * What the private area's API (`/api/portal/*`) answers: written once, here. The server's handlers are
 * checked against these types (`satisfies`) and the private area's pages read them, so a change on
 * either side fails the other's typecheck. Times are ISO 8601 texts (JSON has no dates).
 */

/** The account as its owner sees it. */
export type AccountProfile = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  lang: AccountLang;
  clientType: ClientKind;
  createdAt: string;
};

/** GET and PATCH /profile. */
export type ProfileAnswer = { user: AccountProfile };

/** One of the account's live sessions (never its token). */
export type AccountSession = {
  id: string;
  /** The browser's User-Agent, as it sent it. */
  device: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** The session of the page asking. */
  current: boolean;
};

/** GET /sessions: most recently used first. */
export type SessionList = { sessions: AccountSession[] };

/** What a detailed brief asked, by the payload's field names (slugs; the pages translate them). */
export type RequestBrief = {
  propertyType: PropertyType | null;
  goal: Goal | null;
  location: string | null;
  budget: Budget | null;
  timeline: Timeline | null;
  services: BriefService[];
  priority: Priority | null;
  name: string | null;
  phone: string | null;
  contactPreference: ContactPreference | null;
  availability: Availability | null;
};

/** A request the account owns, and where it stands. */
export type PortalRequest = {
  id: string;
  createdAt: string;
  kind: FormType;
  clientType: (typeof CLIENT_TYPES)[number] | null;
  service: (typeof SERVICE_TYPES)[number] | null;
  message: string | null;
  status: RequestStatus;
  /** A detailed request's answers; null for the simple form's. */
  brief: RequestBrief | null;
};

/** GET /requests: newest first. */
export type RequestList = { requests: PortalRequest[] };

/** POST /requests/confirm: the request that joined the area. */
export type RequestConfirmed = { id: string };

/** A calculation saved from a calculator: its inputs, as the calculator's schema parsed them. */
export type SavedScenario = {
  id: string;
  calculator: CalculatorId;
  name: string;
  inputs: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

/** GET /scenarios: newest first. */
export type ScenarioList = { scenarios: SavedScenario[] };

/** POST /scenarios, GET and PATCH /scenarios/:id. */
export type ScenarioAnswer = { scenario: SavedScenario };

/** One dated point of the valuation history. */
export type Valuation = ValuationPoint & { id: string; valuedAt: string };

/** Mi propiedad's details: the valuation calculator's inputs. */
export type SavedProperty = { inputs: ValuationInput; createdAt: string; updatedAt: string };

/** GET /property: the details (null until saved) and the valuation history, oldest first (the chart's series). */
export type PropertyRead = { property: SavedProperty | null; valuations: Valuation[] };

/** PUT /property. */
export type PropertySaved = { property: SavedProperty };

/** POST /property/valuations. */
export type ValuationAdded = { valuation: Valuation };

/** Mi búsqueda: the saved brief and its dates. */
export type SavedSearch = { brief: SavedBrief; createdAt: string; updatedAt: string; sentAt: string | null };

/** GET and PUT /search (null before the first save). */
export type SearchAnswer = { search: SavedSearch | null };

/** POST /search/send: the request made of it, and the search with its new sending date. */
export type SearchSent = { id: string; search: SavedSearch | null };
