/**
 * The database as Kysely sees it: one interface per table of server/db/migrations/*.sql, one row type per
 * table (`Selectable<…>`), for every typed query of the server (docs/decisions/0031-typed-queries-with-kysely.md).
 *
 * Each column's type is what its SQL allows: nullable where the column is, `Generated<>` (`GeneratedColumn<>`
 * for the ColumnType aliases below) where it has a default or is a serial, a text column under a CHECK list
 * typed by the domain's list of the same values.
 * A new migration changes this file in the same commit: `COLUMNS` below must then say the same, and
 * server/db/schema-drift.integration.test.ts compares it with the database the migrations make.
 */
import type { ColumnType, Generated, InsertType, Selectable, SelectType } from 'kysely';
import type { CalculatorId, ClientKind } from '../../src/domain/accounts/index.ts';
import type { AccountRole } from '../../src/domain/accounts/roles.ts';
import type { ValuationInput } from '../../src/domain/calculators/index.ts';
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
} from '../../src/domain/contact/index.ts';
import type {
  CaseActor,
  CaseEventKind,
  CaseParty,
  CaseSide,
  DocumentItem,
  CaseStatus,
  ItemCondition,
  LocalText,
  MilestoneState,
  NoticeFrequency,
  TimelineData,
  Visibility,
} from '../../src/domain/cases/index.ts';
import type {
  Advice,
  OfferConditions,
  OfferParty,
  OfferStatus,
  OwnerReportSnapshot,
  ViewingStatus,
} from '../../src/domain/cases/index.ts';
import type { DocumentType } from '../../src/domain/documents/index.ts';
import type { ContentDocument, FilmJobError, FilmJobStatus, FilmReference } from '../../src/domain/content/index.ts';
import type { AuditAction, RequestStatus } from '../../src/domain/staff/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';

/** timestamptz: read as a Date (pg and PGlite alike), written as a Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** bigint/bigserial: PGlite reads it as a number, pg as a string (it may exceed 2^53 there). */
type Int8 = ColumnType<number | string, number | string | bigint, number | string | bigint>;
/** jsonb holding `T`, the shape its one writer stores; read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
/** Kysely's Generated<> (a default or a serial: an INSERT may leave it out) for the column types above, which it does not unwrap. */
type GeneratedColumn<C> = C extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : never;

/** Migration 0001: the server's start and stop events. */
export interface AppEventsTable {
  id: GeneratedColumn<Int8>;
  kind: 'start' | 'stop';
  instance: string;
  occurred_at: GeneratedColumn<Timestamp>;
}

/** Migration 0002: settings shared by every instance (the address-hash salt, the generated auth secret). */
export interface AppSettingsTable {
  name: string;
  value: string;
}

/** Migrations 0002, 0004, 0005, 0007, 0013: a request of either form (simple or detailed brief). */
export interface LeadsTable {
  id: string;
  created_at: Timestamp;
  lang: Lang;
  client_type: (typeof CLIENT_TYPES)[number] | null;
  service_type: (typeof SERVICE_TYPES)[number] | null;
  referred_by: string | null;
  email: string;
  email_normalized: string;
  phone: string | null;
  message: string | null;
  status: Generated<RequestStatus>;
  form_type: Generated<FormType>;
  name: string | null;
  property_type: PropertyType | null;
  goal: Goal | null;
  location: string | null;
  budget: Budget | null;
  timeline: Timeline | null;
  services: BriefService[] | null;
  priority: Priority | null;
  contact_preference: ContactPreference | null;
  availability: Availability | null;
  assignee_id: string | null;
  /** Migration 0013: the account whose area shows it (sent signed in, or confirmed by its link). */
  account_id: string | null;
  /** Migration 0013: when its owner's account was deleted and its personal data removed. */
  pseudonymised_at: Timestamp | null;
}

/** Migration 0013: the single-use link of a request's acknowledgement e-mail (its SHA-256 only). */
export interface LeadConfirmationsTable {
  token_hash: string;
  lead_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Migration 0002: one row per accepted contact request, for the rate limits. */
export interface ContactAttemptsTable {
  id: GeneratedColumn<Int8>;
  created_at: Timestamp;
  email_normalized: string;
  client_hash: string;
}

/** Migration 0002: the firm's notification of each lead (transactional outbox). */
export interface LeadNotificationsTable {
  lead_id: string;
  status: Generated<'pending' | 'sent'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  sent_at: Timestamp | null;
  last_error: string | null;
}

/** Migrations 0003 and 0007: Better Auth's user, with the admin and two-factor plugins' columns. */
export interface AuthUsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  created_at: GeneratedColumn<Timestamp>;
  updated_at: GeneratedColumn<Timestamp>;
  lang: Lang;
  client_type: ClientKind;
  role: AccountRole | null;
  banned: Generated<boolean | null>;
  ban_reason: string | null;
  ban_expires: Timestamp | null;
  two_factor_enabled: Generated<boolean | null>;
}

export interface AuthSessionsTable {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: GeneratedColumn<Timestamp>;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  impersonated_by: string | null;
  /** When the session proved its second factor (migration 0007). */
  two_factor_at: Timestamp | null;
}

export interface AuthAccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: GeneratedColumn<Timestamp>;
  updated_at: Timestamp;
}

export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: GeneratedColumn<Timestamp>;
  updated_at: GeneratedColumn<Timestamp>;
}

export interface AuthPasskeysTable {
  id: string;
  name: string | null;
  public_key: string;
  user_id: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: boolean;
  transports: string | null;
  created_at: Timestamp | null;
  aaguid: string | null;
}

/** Migration 0007: Better Auth's two-factor plugin. */
export interface AuthTwoFactorsTable {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: Generated<boolean | null>;
  failed_verification_count: Generated<number | null>;
  locked_until: Timestamp | null;
  /** Migration 0011: the last TOTP time step accepted (a code is accepted once). */
  last_totp_step: Int8 | null;
}

/** Migration 0004: the private area. `calculator` has no CHECK: the API's schema admits only CALCULATOR_IDS. */
export interface PortalScenariosTable {
  id: string;
  user_id: string;
  calculator: CalculatorId;
  name: string;
  inputs: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The valuation calculator's inputs, as propertySchema parsed them. */
export interface PortalPropertiesTable {
  user_id: string;
  inputs: Json<ValuationInput>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PortalValuationsTable {
  id: string;
  user_id: string;
  valued_at: Timestamp;
  inputs: Json<ValuationInput>;
  estimated_value: number;
  low: number;
  high: number;
  confidence: number;
  price_per_m2: number;
}

/** Migrations 0004, 0007 and 0013: account e-mails waiting to be sent. */
export interface EmailOutboxTable {
  id: string;
  kind:
    | 'verify-email'
    | 'reset-password'
    | 'existing-account'
    | 'passkey-added'
    | 'staff-invite'
    | 'request-status'
    | 'request-received'
    | 'case-invitation'
    | 'case-notice'
    | 'case-offer'
    | 'owner-report';
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
}

/** Migration 0004: sign-in failures, sign-ups and reset requests, for the accounts' limits. */
export interface AuthLimitEventsTable {
  id: GeneratedColumn<Int8>;
  rule: string;
  key_hash: string;
  created_at: Timestamp;
}

/** Migration 0007: a request's history. */
export interface LeadEventsTable {
  id: GeneratedColumn<Int8>;
  lead_id: string;
  at: Timestamp;
  actor_id: string | null;
  actor_name: string;
  kind: 'status' | 'assignee' | 'note';
  value: string | null;
  previous: string | null;
}

/** Migration 0007: append-only (its triggers refuse UPDATE, TRUNCATE and DELETE of recent rows). */
export interface StaffAuditLogTable {
  id: GeneratedColumn<Int8>;
  at: GeneratedColumn<Timestamp>;
  actor_id: string | null;
  actor_email: string;
  action: AuditAction;
  lead_id: string | null;
  detail: GeneratedColumn<Json<Record<string, unknown>>>;
  /** Migration 0022: the case an entry is about (no reference: the log outlives the case). */
  case_id: string | null;
}

/** Migration 0007: each retention purge and how many rows of each kind it removed. */
export interface RetentionRunsTable {
  id: GeneratedColumn<Int8>;
  ran_at: Timestamp;
  removed: Json<Record<string, number>>;
}

/** Migration 0008: Mi búsqueda, a client's saved brief. */
export interface PortalSearchesTable {
  user_id: string;
  brief: Json<SavedBrief>;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
}

/** Migration 0015: the studio's draft (one row) and its published versions (ADR 0036). */
export interface ContentDraftsTable {
  id: number;
  document: Json<ContentDocument>;
  updated_at: GeneratedColumn<Timestamp>;
  updated_by: string | null;
}

export interface ContentVersionsTable {
  number: number;
  document: Json<ContentDocument>;
  published_at: GeneratedColumn<Timestamp>;
  published_by: string | null;
  published_by_email: string | null;
  restored_from: number | null;
}

/** Migration 0016: the AVIF and WebP renditions of the studio's uploaded images, by the sha256 of their bytes. */
export interface ContentMediaTable {
  hash: string;
  content_type: 'image/avif' | 'image/webp' | 'video/webm' | 'video/mp4';
  /** bytea: a Buffer from pg, a Uint8Array from PGlite. */
  bytes: Uint8Array;
  width: number;
  height: number;
  created_at: GeneratedColumn<Timestamp>;
  created_by: string | null;
  /** Migration 0025: when a published version first named it; until then only staff are served it. */
  published_at: Timestamp | null;
  /** Migration 0042: the hash of its upload's main file (an image's source, a film's WebM), for the library. */
  upload: string | null;
}

/** Migration 0017: the studio's film jobs (server/studio/film-jobs.ts); the upload in parts (0018) until the job ends. */
export interface ContentMediaJobsTable {
  id: string;
  status: Generated<FilmJobStatus>;
  progress: Generated<number>;
  error_code: FilmJobError | null;
  /** jsonb: the made film's reference, once done. */
  result: ColumnType<FilmReference | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** Migration 0028: the hero's slot the made film goes into, in the draft (none: the studio places it). */
  slot: number | null;
}

/** Migration 0028: a draft kept before a restore replaced it, to be taken back as the draft. */
export interface ContentKeptDraftsTable {
  number: number;
  document: Json<ContentDocument>;
  saved_at: Timestamp;
  kept_at: Timestamp;
  kept_by: string | null;
  before_restoring: number | null;
}

/** Migration 0040: who is in the studio, the item each has open, and when each was last heard from. */
export interface ContentPresenceTable {
  user_id: string;
  item: string | null;
  seen_at: Timestamp;
}

/** Migration 0041: a publication of the draft she reviewed, scheduled for a time (ADR 0055). */
export interface ContentSchedulesTable {
  id: GeneratedColumn<Int8>;
  publish_at: Timestamp;
  document: Json<ContentDocument>;
  draft_saved_at: Timestamp;
  based_on: number;
  scheduled_by: string | null;
  scheduled_by_email: string;
  scheduled_at: Timestamp;
  status: Generated<'pending' | 'published' | 'failed' | 'cancelled'>;
  version: number | null;
  reason: string | null;
  done_at: Timestamp | null;
}

/** Migration 0018: a film job's upload, in parts of at most `FILM_UPLOAD_PART_BYTES`, until the job ends. */
export interface ContentMediaJobPartsTable {
  job_id: string;
  seq: number;
  /** bytea: a Buffer from pg, a Uint8Array from PGlite. */
  bytes: Uint8Array;
}

/** Migration 0021: a case, opened from one request (issue 43, ADR 0043). */
export interface CasesTable {
  id: string;
  request_id: string;
  client_id: string | null;
  side: CaseSide;
  title: string;
  property: Generated<string>;
  status: Generated<CaseStatus>;
  assignee_id: string | null;
  conditions: ColumnType<ItemCondition[], ItemCondition[] | undefined, ItemCondition[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
  version: Generated<number>;
  erased_at: Timestamp | null;
  /** Migration 0039: while set, the retention purge leaves the case alone (ADR 0051's legal hold). */
  legal_hold_since: Timestamp | null;
}

/** Migration 0021: a case's steps, listed (label null) or the firm's own. */
export interface CaseMilestonesTable {
  case_id: string;
  key: string;
  position: number;
  label: ColumnType<LocalText | null, string | null | undefined, string | null>;
  actor: CaseActor;
  visibility: Generated<Visibility>;
  state: Generated<MilestoneState>;
  due_on: string | null;
  done_at: Timestamp | null;
  client_note: Generated<string>;
  firm_note: Generated<string>;
  version: Generated<number>;
}

/** Migration 0021: the invitation's single-use link (its SHA-256 only). */
export interface CaseInvitationsTable {
  token_hash: string;
  case_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_by: string | null;
}

/** Migration 0022: append-only, one row per thing that happened to a case. */
export interface CaseEventsTable {
  id: GeneratedColumn<Int8>;
  case_id: string;
  at: Timestamp;
  actor: 'client' | 'staff' | 'system';
  actor_id: string | null;
  kind: CaseEventKind;
  visibility: Visibility;
  data: GeneratedColumn<Json<TimelineData>>;
}

/** Migration 0022: each person's choice of notices, and their last notice e-mail. */
export interface CaseNoticePrefsTable {
  user_id: string;
  frequency: Generated<NoticeFrequency>;
  last_sent_at: Timestamp | null;
}

/** Migration 0022: what a person still has to hear of. */
export interface CaseNoticesTable {
  id: GeneratedColumn<Int8>;
  event_id: Int8;
  recipient_id: string;
  due_at: Timestamp;
  sent_at: Timestamp | null;
}

/** Migration 0019: the document vault's blobs (server/vault/), each with its data key wrapped by the master key. */
export interface VaultBlobsTable {
  id: string;
  type: DocumentType;
  size: number;
  /** Of the stored plaintext (hex). */
  sha256: string;
  chunks: number;
  /** bytea: the blob's data key, encrypted by the master key, with its nonce and tag. */
  key_ciphertext: Uint8Array;
  key_nonce: Uint8Array;
  key_tag: Uint8Array;
  created_at: GeneratedColumn<Timestamp>;
}

/** Migration 0019: a blob's chunks, sealed under its data key (the tag after the ciphertext). */
export interface VaultChunksTable {
  blob_id: string;
  index: number;
  nonce: Uint8Array;
  ciphertext: Uint8Array;
}

/** Migration 0023: one version of a case's document; its bytes are the vault's blob. */
export interface CaseDocumentsTable {
  id: string;
  case_id: string;
  item: DocumentItem;
  name: string;
  visibility: Visibility;
  uploaded_by: CaseParty;
  uploader_id: string | null;
  replaces: string | null;
  blob_id: string;
  type: DocumentType;
  size: number;
  created_at: Timestamp;
}

/** Migration 0033: a case's viewing; a reschedule cancels it and proposes its successor (`reschedule_of`). */
export interface CaseViewingsTable {
  id: string;
  case_id: string;
  buyer_case_id: string | null;
  agent_id: string | null;
  starts_at: Timestamp;
  duration_minutes: number;
  status: Generated<ViewingStatus>;
  visitor_name: string;
  visitor_id_number: Generated<string>;
  note: Generated<string>;
  feedback_said: Generated<string>;
  feedback_rating: number | null;
  feedback_released_at: Timestamp | null;
  seller_answer: 'accepted' | 'declined' | null;
  reschedule_of: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

/** Migration 0034: an offer on a case; a counter-offer points at the offer it answers. */
export interface CaseOffersTable {
  id: string;
  case_id: string;
  buyer_case_id: string | null;
  buyer_name: Generated<string>;
  made_by: OfferParty;
  amount_cents: Int8;
  conditions: GeneratedColumn<Json<OfferConditions>>;
  status: Generated<OfferStatus>;
  counter_of: string | null;
  advice: Advice | null;
  advice_note: Generated<string>;
  advised_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: Timestamp | null;
  version: Generated<number>;
}

/** Migration 0035: a message of a case's thread. */
export interface CaseMessagesTable {
  id: string;
  case_id: string;
  author: CaseParty;
  author_id: string | null;
  body: string;
  document_id: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** Migration 0036: a person's calendar feed (its token's SHA-256 only). */
export interface CalendarFeedsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Migration 0037: the owner's weekly report of a case and week, held or as sent. */
export interface OwnerReportsTable {
  case_id: string;
  week: string;
  status: 'sent' | 'held';
  lang: 'es' | 'en' | null;
  snapshot: Json<OwnerReportSnapshot> | null;
  body: Generated<string>;
  held_by: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface DB {
  app_events: AppEventsTable;
  app_settings: AppSettingsTable;
  leads: LeadsTable;
  lead_confirmations: LeadConfirmationsTable;
  contact_attempts: ContactAttemptsTable;
  lead_notifications: LeadNotificationsTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_verifications: AuthVerificationsTable;
  auth_passkeys: AuthPasskeysTable;
  auth_two_factors: AuthTwoFactorsTable;
  portal_scenarios: PortalScenariosTable;
  portal_properties: PortalPropertiesTable;
  portal_valuations: PortalValuationsTable;
  email_outbox: EmailOutboxTable;
  auth_limit_events: AuthLimitEventsTable;
  lead_events: LeadEventsTable;
  staff_audit_log: StaffAuditLogTable;
  retention_runs: RetentionRunsTable;
  portal_searches: PortalSearchesTable;
  content_drafts: ContentDraftsTable;
  content_versions: ContentVersionsTable;
  content_media: ContentMediaTable;
  content_media_jobs: ContentMediaJobsTable;
  content_media_job_parts: ContentMediaJobPartsTable;
  content_kept_drafts: ContentKeptDraftsTable;
  content_presence: ContentPresenceTable;
  content_schedules: ContentSchedulesTable;
  cases: CasesTable;
  case_milestones: CaseMilestonesTable;
  case_invitations: CaseInvitationsTable;
  case_events: CaseEventsTable;
  case_notice_prefs: CaseNoticePrefsTable;
  case_notices: CaseNoticesTable;
  case_documents: CaseDocumentsTable;
  vault_blobs: VaultBlobsTable;
  vault_chunks: VaultChunksTable;
  case_viewings: CaseViewingsTable;
  case_offers: CaseOffersTable;
  case_messages: CaseMessagesTable;
  calendar_feeds: CalendarFeedsTable;
  owner_reports: OwnerReportsTable;
}

/**
 * The udt names (`information_schema.columns.udt_name`) a column of select type `S` may have: the
 * TypeScript type narrows the SQL one, so a column typed as a number cannot be text in the database.
 */
type UdtOf<S> = [S] extends [Date]
  ? 'timestamptz'
  : [S] extends [boolean]
    ? 'bool'
    : [S] extends [Uint8Array]
      ? 'bytea'
      : [S] extends [readonly string[]]
        ? '_text'
        : [S] extends [number]
          ? 'int2' | 'int4' | 'float8'
          : [S] extends [string]
            ? 'text' | 'uuid'
            : [S] extends [number | string]
              ? 'int8'
              : 'jsonb';

/**
 * A NOT NULL column has a default (or is a serial) exactly when an INSERT may leave it out; a nullable one
 * left out is null, default or not, so its type cannot say.
 */
type DefaultOf<C> = null extends SelectType<C> ? '' | ' default' : undefined extends InsertType<C> ? ' default' : '';

/** A column as `COLUMNS` writes it: its udt name, then ` null` if it may be null, then ` default` if it has a default. */
type ColumnDescription<C> = `${UdtOf<NonNullable<SelectType<C>>>}${null extends SelectType<C> ? ' null' : ''}${DefaultOf<C>}`;

/** What `COLUMNS` must be for these interfaces: every table and column they declare, no other, each described to match. */
type ColumnsOf<D> = { readonly [T in keyof D]: { readonly [C in keyof D[T]]: ColumnDescription<D[T][C]> } };

/**
 * The tables above as data, since Kysely's types are erased at run time: each column's udt name, whether
 * it may be null, whether it has a default (or is a serial). `satisfies` holds it to the interfaces (the
 * same tables and columns, nullability and defaults alike, a type its TypeScript type allows), and
 * server/db/schema-drift.integration.test.ts holds it to `information_schema.columns` of a migrated database.
 */
export const COLUMNS = {
  app_events: { id: 'int8 default', kind: 'text', instance: 'text', occurred_at: 'timestamptz default' },
  app_settings: { name: 'text', value: 'text' },
  leads: {
    id: 'uuid',
    created_at: 'timestamptz',
    lang: 'text',
    client_type: 'text null',
    service_type: 'text null',
    referred_by: 'text null',
    email: 'text',
    email_normalized: 'text',
    phone: 'text null',
    message: 'text null',
    status: 'text default',
    form_type: 'text default',
    name: 'text null',
    property_type: 'text null',
    goal: 'text null',
    location: 'text null',
    budget: 'text null',
    timeline: 'text null',
    services: '_text null',
    priority: 'text null',
    contact_preference: 'text null',
    availability: 'text null',
    assignee_id: 'text null',
    account_id: 'text null',
    pseudonymised_at: 'timestamptz null',
  },
  lead_confirmations: {
    token_hash: 'text',
    lead_id: 'uuid',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
    used_at: 'timestamptz null',
  },
  contact_attempts: { id: 'int8 default', created_at: 'timestamptz', email_normalized: 'text', client_hash: 'text' },
  lead_notifications: {
    lead_id: 'uuid',
    status: 'text default',
    attempts: 'int4 default',
    next_attempt_at: 'timestamptz',
    locked_until: 'timestamptz null',
    sent_at: 'timestamptz null',
    last_error: 'text null',
  },
  auth_users: {
    id: 'text',
    name: 'text',
    email: 'text',
    email_verified: 'bool',
    image: 'text null',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
    lang: 'text',
    client_type: 'text',
    role: 'text null',
    banned: 'bool null default',
    ban_reason: 'text null',
    ban_expires: 'timestamptz null',
    two_factor_enabled: 'bool null default',
  },
  auth_sessions: {
    id: 'text',
    expires_at: 'timestamptz',
    token: 'text',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz',
    ip_address: 'text null',
    user_agent: 'text null',
    user_id: 'text',
    impersonated_by: 'text null',
    two_factor_at: 'timestamptz null',
  },
  auth_accounts: {
    id: 'text',
    account_id: 'text',
    provider_id: 'text',
    user_id: 'text',
    access_token: 'text null',
    refresh_token: 'text null',
    id_token: 'text null',
    access_token_expires_at: 'timestamptz null',
    refresh_token_expires_at: 'timestamptz null',
    scope: 'text null',
    password: 'text null',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz',
  },
  auth_verifications: {
    id: 'text',
    identifier: 'text',
    value: 'text',
    expires_at: 'timestamptz',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  auth_passkeys: {
    id: 'text',
    name: 'text null',
    public_key: 'text',
    user_id: 'text',
    credential_id: 'text',
    counter: 'int4',
    device_type: 'text',
    backed_up: 'bool',
    transports: 'text null',
    created_at: 'timestamptz null',
    aaguid: 'text null',
  },
  auth_two_factors: {
    id: 'text',
    secret: 'text',
    backup_codes: 'text',
    user_id: 'text',
    verified: 'bool null default',
    failed_verification_count: 'int4 null default',
    locked_until: 'timestamptz null',
    last_totp_step: 'int8 null',
  },
  portal_scenarios: {
    id: 'uuid',
    user_id: 'text',
    calculator: 'text',
    name: 'text',
    inputs: 'jsonb',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  portal_properties: { user_id: 'text', inputs: 'jsonb', created_at: 'timestamptz', updated_at: 'timestamptz' },
  portal_valuations: {
    id: 'uuid',
    user_id: 'text',
    valued_at: 'timestamptz',
    inputs: 'jsonb',
    estimated_value: 'int4',
    low: 'int4',
    high: 'int4',
    confidence: 'int4',
    price_per_m2: 'int4',
  },
  email_outbox: {
    id: 'uuid',
    kind: 'text',
    to_address: 'text',
    subject: 'text',
    body: 'text',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
    attempts: 'int4 default',
    next_attempt_at: 'timestamptz',
    locked_until: 'timestamptz null',
    last_error: 'text null',
  },
  auth_limit_events: { id: 'int8 default', rule: 'text', key_hash: 'text', created_at: 'timestamptz' },
  lead_events: {
    id: 'int8 default',
    lead_id: 'uuid',
    at: 'timestamptz',
    actor_id: 'text null',
    actor_name: 'text',
    kind: 'text',
    value: 'text null',
    previous: 'text null',
  },
  staff_audit_log: {
    id: 'int8 default',
    at: 'timestamptz default',
    actor_id: 'text null',
    actor_email: 'text',
    action: 'text',
    lead_id: 'uuid null',
    detail: 'jsonb default',
    case_id: 'uuid null',
  },
  retention_runs: { id: 'int8 default', ran_at: 'timestamptz', removed: 'jsonb' },
  portal_searches: {
    user_id: 'text',
    brief: 'jsonb',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    sent_at: 'timestamptz null',
  },
  content_drafts: { id: 'int2', document: 'jsonb', updated_at: 'timestamptz default', updated_by: 'text null' },
  content_versions: {
    number: 'int4',
    document: 'jsonb',
    published_at: 'timestamptz default',
    published_by: 'text null',
    published_by_email: 'text null',
    restored_from: 'int4 null',
  },
  content_media: {
    hash: 'text',
    content_type: 'text',
    bytes: 'bytea',
    width: 'int4',
    height: 'int4',
    created_at: 'timestamptz default',
    created_by: 'text null',
    published_at: 'timestamptz null',
    upload: 'text null',
  },
  content_media_jobs: {
    id: 'uuid',
    status: 'text default',
    progress: 'int4 default',
    error_code: 'text null',
    result: 'jsonb null',
    attempts: 'int4 default',
    locked_until: 'timestamptz null',
    created_by: 'text null',
    created_at: 'timestamptz',
    started_at: 'timestamptz null',
    finished_at: 'timestamptz null',
    slot: 'int2 null',
  },
  content_media_job_parts: { job_id: 'uuid', seq: 'int4', bytes: 'bytea' },
  content_kept_drafts: {
    number: 'int4',
    document: 'jsonb',
    saved_at: 'timestamptz',
    kept_at: 'timestamptz',
    kept_by: 'text null',
    before_restoring: 'int4 null',
  },
  content_presence: { user_id: 'text', item: 'text null', seen_at: 'timestamptz' },
  content_schedules: {
    id: 'int8 default',
    publish_at: 'timestamptz',
    document: 'jsonb',
    draft_saved_at: 'timestamptz',
    based_on: 'int4',
    scheduled_by: 'text null',
    scheduled_by_email: 'text',
    scheduled_at: 'timestamptz',
    status: 'text default',
    version: 'int4 null',
    reason: 'text null',
    done_at: 'timestamptz null',
  },
  cases: {
    id: 'uuid',
    request_id: 'uuid',
    client_id: 'text null',
    side: 'text',
    title: 'text',
    property: 'text default',
    status: 'text default',
    assignee_id: 'text null',
    conditions: '_text default',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    closed_at: 'timestamptz null',
    version: 'int4 default',
    erased_at: 'timestamptz null',
    legal_hold_since: 'timestamptz null',
  },
  case_milestones: {
    case_id: 'uuid',
    key: 'text',
    position: 'int4',
    label: 'jsonb null',
    actor: 'text',
    visibility: 'text default',
    state: 'text default',
    due_on: 'text null',
    done_at: 'timestamptz null',
    client_note: 'text default',
    firm_note: 'text default',
    version: 'int4 default',
  },
  case_invitations: {
    token_hash: 'text',
    case_id: 'uuid',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
    used_at: 'timestamptz null',
    used_by: 'text null',
  },
  case_events: {
    id: 'int8 default',
    case_id: 'uuid',
    at: 'timestamptz',
    actor: 'text',
    actor_id: 'text null',
    kind: 'text',
    visibility: 'text',
    data: 'jsonb default',
  },
  case_notice_prefs: { user_id: 'text', frequency: 'text default', last_sent_at: 'timestamptz null' },
  case_documents: {
    id: 'uuid',
    case_id: 'uuid',
    item: 'text',
    name: 'text',
    visibility: 'text',
    uploaded_by: 'text',
    uploader_id: 'text null',
    replaces: 'uuid null',
    blob_id: 'uuid',
    type: 'text',
    size: 'int4',
    created_at: 'timestamptz',
  },
  case_notices: {
    id: 'int8 default',
    event_id: 'int8',
    recipient_id: 'text',
    due_at: 'timestamptz',
    sent_at: 'timestamptz null',
  },
  vault_blobs: {
    id: 'uuid',
    type: 'text',
    size: 'int4',
    sha256: 'text',
    chunks: 'int4',
    key_ciphertext: 'bytea',
    key_nonce: 'bytea',
    key_tag: 'bytea',
    created_at: 'timestamptz default',
  },
  vault_chunks: { blob_id: 'uuid', index: 'int4', nonce: 'bytea', ciphertext: 'bytea' },
  case_viewings: {
    id: 'uuid',
    case_id: 'uuid',
    buyer_case_id: 'uuid null',
    agent_id: 'text null',
    starts_at: 'timestamptz',
    duration_minutes: 'int4',
    status: 'text default',
    visitor_name: 'text',
    visitor_id_number: 'text default',
    note: 'text default',
    feedback_said: 'text default',
    feedback_rating: 'int4 null',
    feedback_released_at: 'timestamptz null',
    seller_answer: 'text null',
    reschedule_of: 'uuid null',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    version: 'int4 default',
  },
  case_offers: {
    id: 'uuid',
    case_id: 'uuid',
    buyer_case_id: 'uuid null',
    buyer_name: 'text default',
    made_by: 'text',
    amount_cents: 'int8',
    conditions: 'jsonb default',
    status: 'text default',
    counter_of: 'uuid null',
    advice: 'text null',
    advice_note: 'text default',
    advised_at: 'timestamptz null',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    decided_at: 'timestamptz null',
    version: 'int4 default',
  },
  case_messages: {
    id: 'uuid',
    case_id: 'uuid',
    author: 'text',
    author_id: 'text null',
    body: 'text',
    document_id: 'uuid null',
    created_at: 'timestamptz',
    read_at: 'timestamptz null',
  },
  calendar_feeds: { token_hash: 'text', user_id: 'text', created_at: 'timestamptz', revoked_at: 'timestamptz null' },
  owner_reports: {
    case_id: 'uuid',
    week: 'text',
    status: 'text',
    lang: 'text null',
    snapshot: 'jsonb null',
    body: 'text default',
    held_by: 'text null',
    created_at: 'timestamptz',
    sent_at: 'timestamptz null',
  },
} as const satisfies ColumnsOf<DB>;

export type AppEventRow = Selectable<AppEventsTable>;
export type AppSettingRow = Selectable<AppSettingsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type LeadConfirmationRow = Selectable<LeadConfirmationsTable>;
export type ContactAttemptRow = Selectable<ContactAttemptsTable>;
export type LeadNotificationRow = Selectable<LeadNotificationsTable>;
export type AuthUserRow = Selectable<AuthUsersTable>;
export type AuthSessionRow = Selectable<AuthSessionsTable>;
export type AuthAccountRow = Selectable<AuthAccountsTable>;
export type AuthVerificationRow = Selectable<AuthVerificationsTable>;
export type AuthPasskeyRow = Selectable<AuthPasskeysTable>;
export type AuthTwoFactorRow = Selectable<AuthTwoFactorsTable>;
export type PortalScenarioRow = Selectable<PortalScenariosTable>;
export type PortalPropertyRow = Selectable<PortalPropertiesTable>;
export type PortalValuationRow = Selectable<PortalValuationsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type AuthLimitEventRow = Selectable<AuthLimitEventsTable>;
export type LeadEventRow = Selectable<LeadEventsTable>;
export type StaffAuditLogRow = Selectable<StaffAuditLogTable>;
export type RetentionRunRow = Selectable<RetentionRunsTable>;
export type PortalSearchRow = Selectable<PortalSearchesTable>;
export type ContentDraftRow = Selectable<ContentDraftsTable>;
export type ContentVersionRow = Selectable<ContentVersionsTable>;
export type CaseRow = Selectable<CasesTable>;
export type CaseMilestoneRow = Selectable<CaseMilestonesTable>;
export type CaseEventRow = Selectable<CaseEventsTable>;
export type CaseViewingRow = Selectable<CaseViewingsTable>;
export type CaseOfferRow = Selectable<CaseOffersTable>;
export type CaseMessageRow = Selectable<CaseMessagesTable>;
