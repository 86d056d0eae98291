import type { FirmWaiting } from './dealing-rules.ts';
import type { Advice, OfferConditions, OfferParty, OfferStatus } from './offers.ts';
import type { ViewingStatus } from './viewings.ts';

/**
 * What the API answers of viewings, offers, messages, the calendar and the weekly report (issue 44), written
 * once: the handlers `satisfies` these. Times are ISO 8601 texts; amounts integer cents.
 */

export type StaffViewing = {
  id: string;
  status: ViewingStatus;
  startsAt: string;
  durationMinutes: number;
  /** The staff member who shows the property (whose time a viewing holds). */
  agent: { id: string; name: string } | null;
  visitor: { name: string; idNumber: string; buyerCaseId: string | null };
  note: string;
  feedback: { said: string; rating: number | null; releasedAt: string | null };
  /** The seller's answer to the proposed slot. */
  sellerAnswer: 'accepted' | 'declined' | null;
  rescheduleOf: string | null;
  rescheduledTo: string | null;
  createdAt: string;
  version: number;
};

/** A viewing as the case's client reads it: the seller (the visitor as "Ana G.", feedback once released) or the buyer. */
export type ClientViewing = {
  id: string;
  status: ViewingStatus;
  startsAt: string;
  durationMinutes: number;
  rescheduleOf: string | null;
  /** The seller's view only. */
  visitor?: string;
  feedback?: { said: string; rating: number | null } | null;
  sellerAnswer?: 'accepted' | 'declined' | null;
  /** The buyer's view only: the property visited, in brief. */
  property?: string;
  version: number;
};

export type StaffOffer = {
  id: string;
  status: OfferStatus;
  amount: number;
  conditions: OfferConditions;
  by: OfferParty;
  buyer: { name: string; caseId: string | null };
  counterOf: string | null;
  advice: { advice: Advice | null; note: string; at: string | null };
  createdAt: string;
  decidedAt: string | null;
  version: number;
};

/** An offer as the seller reads it (the bidder as "Ana G.", the firm's advice) or the buyer (their own only). */
export type ClientOffer = {
  id: string;
  status: OfferStatus;
  amount: number;
  conditions: OfferConditions;
  by: OfferParty;
  counterOf: string | null;
  createdAt: string;
  /** The seller's view only. */
  buyer?: string;
  advice?: { advice: Advice | null; note: string } | null;
};

/** What a client's case carries beside issue 43's parts. */
export type ClientDealings = { viewings: ClientViewing[]; offers: ClientOffer[] };

export type ThreadMessage = {
  id: string;
  from: 'client' | 'staff';
  body: string;
  documentId: string | null;
  createdAt: string;
  /** Staff's view: the member who wrote it. */
  authorName?: string;
  /** Staff's view: when the other side read it (the client a staff message; the firm a client's). */
  readAt?: string | null;
};

/** POST …/viewings (201), PATCH …/viewings/:viewingId, PUT …/feedback, the seller's answer. */
export type ViewingAnswer = { viewing: { id: string; status: ViewingStatus } & Partial<StaffViewing> };
export type StaffViewingList = { viewings: StaffViewing[] };
export type ClientViewingAnswer = { viewing: ClientViewing };
/** POST …/offers (201), counter (201), PATCH, advice. */
export type OfferAnswer = { offer: { id: string; status: OfferStatus } & Partial<StaffOffer> };
export type StaffOfferList = { offers: StaffOffer[] };
/** POST …/messages (201) */
export type MessageAdded = { message: { id: string; createdAt: string } };
/** GET …/messages */
export type MessageList = { messages: ThreadMessage[] };
/** GET /api/portal/calendar */
export type CalendarLink = { url: string };
/** What waits on the firm, per case (the workspace's list). */
export type FirmWaitingList = { waiting: Record<string, FirmWaiting> };

/** The owner's weekly report as sent: a record, read again exactly as it was. */
export type OwnerReportSnapshot = {
  week: string;
  lang: 'es' | 'en';
  title: string;
  property: string;
  daysOnMarket: number;
  viewings: { startsAt: string; status: ViewingStatus }[];
  feedback: { startsAt: string; said: string; rating: number | null }[];
  offers: { createdAt: string; amount: number; status: OfferStatus; by: OfferParty }[];
  milestones: { key: string; label: { es: string; en: string } | null; doneAt: string }[];
};

export type OwnerReport = {
  week: string;
  status: 'sent' | 'held' | 'preview';
  sentAt: string | null;
  snapshot: OwnerReportSnapshot;
  /** The e-mail's text as sent (or as it would be). */
  text: string;
};
/** GET /api/staff/cases/:id/report (the preview of this week's), GET /api/portal/cases/:id/reports/:week */
export type OwnerReportAnswer = { report: OwnerReport };
/** GET /api/portal/cases/:id/reports */
export type OwnerReportList = { reports: { week: string; sentAt: string }[] };
