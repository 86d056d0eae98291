import type { CaseActor, CaseSide, DocumentItem, ItemCondition } from './case-lists.ts';
import type { CaseParty, CaseStatus, MilestoneState } from './case-states.ts';
import type { NoticeFrequency } from './notice-rules.ts';
import type { ClientDealings } from './dealing-answers.ts';
import type { OfferStatus } from './offers.ts';
import type { ViewingStatus } from './viewings.ts';
import type { CaseEventKind, Visibility } from './visibility.ts';

/**
 * What the case file's API answers, written once: the server's handlers `satisfies` these and the pages
 * (part 2) read them. Times are ISO 8601 texts, days `YYYY-MM-DD`. A listed step or item is named by its
 * key (its words are in src/i18n/{es,en}/cases.ts); a firm-made step carries its own words in both languages.
 */

export type LocalText = { es: string; en: string };

/** One step of a case, as the client reads it. */
export type ClientMilestone = {
  key: string;
  /** Null for a listed step (named by its key); the firm's words for a step of its own. */
  label: LocalText | null;
  actor: CaseActor;
  state: MilestoneState;
  dueOn: string | null;
  doneAt: string | null;
  clientNote: string;
};

/** One step, as staff read it: also the firm's note, its mark and its version (for the next write). */
export type StaffMilestone = ClientMilestone & { firmNote: string; visibility: Visibility; version: number };

/** One document (one version of a checklist item or a free upload). */
export type ClientDocument = {
  id: string;
  name: string;
  item: DocumentItem;
  size: number;
  type: string;
  uploadedBy: CaseParty;
  createdAt: string;
  /** The earlier version this one replaced (the same item's previous upload), if any. */
  replaces: string | null;
  /** Replaced by a later upload of the same item: kept in its history. */
  current: boolean;
};
export type StaffDocument = ClientDocument & { visibility: Visibility };

/** A checklist item of the case's side: who provides it, whether it applies, its current document. */
export type ChecklistEntry = {
  item: DocumentItem;
  provider: CaseActor;
  condition: ItemCondition;
  applies: boolean;
  /** The newest document the reader may see for this item, if any. */
  documentId: string | null;
};

/** One timeline entry: what happened, by which side, with ids and keys, never words; each reader renders it. */
export type TimelineEntry = {
  id: string;
  at: string;
  kind: CaseEventKind;
  by: CaseParty | 'system';
  /** Staff's timeline names the member; the client's says "the firm". */
  actorName?: string;
  data: TimelineData;
};

export type TimelineData = {
  milestone?: string;
  state?: MilestoneState;
  previousState?: MilestoneState;
  status?: CaseStatus;
  previousStatus?: CaseStatus;
  document?: string;
  item?: DocumentItem;
  assigneeId?: string | null;
  fields?: string[];
  // Issue 44: the viewing, offer, message or report week the event is about, by id.
  viewing?: string;
  viewingStatus?: ViewingStatus;
  offer?: string;
  offerStatus?: OfferStatus;
  message?: string;
  week?: string;
};

type CaseCore = {
  id: string;
  side: CaseSide;
  title: string;
  property: string;
  status: CaseStatus;
  createdAt: string;
  closedAt: string | null;
  /** The first step neither done nor not needed (null once all are). */
  nextStep: string | null;
};

export type ClientCaseSummary = CaseCore;

export type StaffCaseSummary = CaseCore & {
  requestId: string;
  client: { id: string; name: string; email: string } | null;
  assignee: { id: string; name: string } | null;
  /** The next step's date is past. */
  overdue: boolean;
  version: number;
};

export type ClientCase = ClientCaseSummary & {
  milestones: ClientMilestone[];
  checklist: ChecklistEntry[];
  documents: ClientDocument[];
  timeline: TimelineEntry[];
};

export type StaffCase = StaffCaseSummary & {
  conditions: ItemCondition[];
  milestones: StaffMilestone[];
  checklist: ChecklistEntry[];
  documents: StaffDocument[];
  timeline: TimelineEntry[];
  /** The invitation sent when no account owned the request: when, until when, whether taken. */
  invitation: { sentAt: string; expiresAt: string; usedAt: string | null } | null;
  /** Since when the case is under legal hold (the retention purge leaves it alone), or null. */
  legalHoldSince: string | null;
};
/** PUT /api/staff/cases/:id/hold */
export type CaseHold = { hold: boolean };

/** GET /api/portal/cases */
export type PortalCaseList = { cases: ClientCaseSummary[] };
/** GET /api/portal/cases/:id */
export type PortalCaseAnswer = { case: ClientCase & ClientDealings };
/** GET /api/staff/cases */
export type StaffCaseList = { cases: StaffCaseSummary[] };
/** GET, PATCH /api/staff/cases/:id; POST /api/staff/requests/:id/case (201) */
export type StaffCaseAnswer = { case: StaffCase };
/** PATCH /api/staff/cases/:id/milestones/:key, POST …/milestones (201) */
export type MilestoneAnswer = { milestone: StaffMilestone; case: StaffCase };
/** 412: the refusal, with the current state of what was written (the case, or the step). */
export type StaleAnswer = { error: { code: 'caseChanged'; message: string }; case: StaffCase; milestone?: StaffMilestone };
/** POST /api/portal/cases/claim */
export type CaseClaimed = { case: ClientCaseSummary };
/** GET, PUT /api/portal/cases/notices */
export type NoticeSettings = { frequency: NoticeFrequency };
/** POST …/documents (201) */
export type DocumentAdded = { document: { id: string; name: string; item: DocumentItem; size: number; type: string } };
