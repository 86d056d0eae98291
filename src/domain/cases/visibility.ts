import type { CaseParty } from './case-states.ts';

/**
 * Who may see what, decided once: every route, both timelines and the notices ask `maySee`
 * (docs/decisions/0043-the-case-file.md).
 */

/** What staff mark a document or a note as: for the client too, or for the firm only. */
export const VISIBILITIES = ['shared', 'firm'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * Every kind of thing a case holds. A timeline event's kind is its own (`event:…`); a document, a milestone
 * and its two notes are things too, so the pages and the routes answer the same question.
 */
export const CASE_EVENT_KINDS = [
  'case-opened',
  'status-changed',
  'assignee-changed',
  'details-changed',
  'milestone-changed',
  'milestone-added',
  'document-added',
  'client-attached',
  'invitation-sent',
  // Issue 44: viewings, offers, messages, the weekly report.
  'viewing-proposed',
  'viewing-changed',
  'viewing-answered',
  'feedback-saved',
  'feedback-released',
  'offer-received',
  'offer-changed',
  'offer-advised',
  'message-sent',
  'report-sent',
  'report-held',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

export const CASE_THING_KINDS = [
  'case',
  'milestone',
  'milestone-client-note',
  'milestone-firm-note',
  'document',
  ...CASE_EVENT_KINDS.map((k) => `event:${k}` as const),
] as const;
export type CaseThingKind = (typeof CASE_THING_KINDS)[number];

/**
 * How a kind is seen: `shared` by both parties whatever it is marked, `firm` by staff only whatever it is
 * marked, `marked` as its own visibility says (a document, a firm-made step, an event about one).
 */
type Rule = 'shared' | 'firm' | 'marked';

const RULES: { readonly [K in CaseThingKind]: Rule } = {
  case: 'shared',
  milestone: 'marked',
  'milestone-client-note': 'shared',
  'milestone-firm-note': 'firm',
  document: 'marked',
  'event:case-opened': 'shared',
  'event:status-changed': 'shared',
  // Who at the firm works the case is the firm's organisation; the client sees the case, not the roster.
  'event:assignee-changed': 'firm',
  'event:details-changed': 'shared',
  'event:milestone-changed': 'marked',
  'event:milestone-added': 'marked',
  'event:document-added': 'marked',
  'event:client-attached': 'shared',
  // The invitation names the address it went to: the firm's record, not the client's news.
  'event:invitation-sent': 'firm',
  'event:viewing-proposed': 'shared',
  'event:viewing-changed': 'shared',
  'event:viewing-answered': 'shared',
  // Feedback is the firm's until it releases it (docs/decisions/0050-viewings-offers-messages-report.md).
  'event:feedback-saved': 'firm',
  'event:feedback-released': 'shared',
  'event:offer-received': 'shared',
  'event:offer-changed': 'shared',
  'event:offer-advised': 'shared',
  'event:message-sent': 'shared',
  'event:report-sent': 'shared',
  'event:report-held': 'firm',
};

/** May `party` see a thing of `kind` marked `visibility`? Staff see everything of a case they may open. */
export function maySee(party: CaseParty, kind: CaseThingKind, visibility: Visibility): boolean {
  if (party === 'staff') return true;
  const rule = RULES[kind];
  return rule === 'shared' || (rule === 'marked' && visibility === 'shared');
}

/** An event row's visibility as stored: what its rule makes it, or its subject's mark. */
export function eventVisibility(kind: CaseEventKind, marked: Visibility = 'shared'): Visibility {
  const rule = RULES[`event:${kind}`];
  return rule === 'marked' ? marked : rule;
}
