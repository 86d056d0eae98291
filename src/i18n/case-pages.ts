import type { CaseActor, CaseParty, CaseSide, DocumentItem, LocalText, TimelineEntry } from '../domain/cases/index.ts';
import type { CasePagesMessages } from './case-pages-types.ts';
import { CASES_MESSAGES } from './cases.ts';
import { DEALINGS_MESSAGES } from './dealings.ts';
import { casePages as en } from './en/case-pages.ts';
import { casePages as es } from './es/case-pages.ts';
import { formattersFor } from './format.ts';
import type { Lang } from './languages.ts';

export type { CasePagesMessages } from './case-pages-types.ts';

/** The case file's pages' copy in both languages: for the signed-in pages only (the client's and the workspace's). */
export const CASE_PAGES_MESSAGES: Record<Lang, CasePagesMessages> = { es, en };

/** Who reads: the client (the firm is "the firm", they are "you") or staff (members by name, "the client"). */
export type CaseReader = 'client' | 'staff';

const KB = 1024;
const MB = KB * KB;

/**
 * The case file's words for one reader in one language, shared by the client's pages and the workspace's
 * case views: a step's name (listed, by its key; the firm's own, in its words), a document's, who acts,
 * a timeline entry as one sentence, a file's size.
 */
export function caseWords(lang: Lang, reader: CaseReader) {
  const c = CASES_MESSAGES[lang];
  const p = CASE_PAGES_MESSAGES[lang];
  const d = DEALINGS_MESSAGES[lang];
  const format = formattersFor(lang);
  const actor = (who: CaseActor) => (reader === 'staff' && who === 'client' ? p.staff.clientActor : c.actors[who]);
  const step = (milestone: { key: string; label: LocalText | null }) =>
    milestone.label ? milestone.label[lang] : ((c.milestones as Record<string, string>)[milestone.key] ?? milestone.key);
  const item = (key: DocumentItem) => c.documents[key];
  const party = (by: CaseParty | 'system', name?: string) => {
    if (by === 'client') return reader === 'client' ? c.you : p.staff.clientActor;
    return reader === 'staff' && name ? name : c.theFirm;
  };
  return {
    c,
    p,
    format,
    actor,
    step,
    item,
    party,
    /** A case's title: the one typed, else its side's label in the reader's language ("Venta", "Sale"). */
    caseTitle: (kase: { title: string; side: CaseSide }) => kase.title || c.sides[kase.side],
    /** A size as people read it: "820 KB", "3,4 MB". */
    size: (bytes: number) =>
      bytes >= MB ? `${format.number(bytes / MB, 1)} MB` : `${format.number(Math.max(1, Math.round(bytes / KB)), 0)} KB`,
    /**
     * One timeline entry as a sentence in the reader's language. `steps` names the case's steps (a firm's
     * own carries its words); `documents` names its files by id (one the reader may not see reads as its item).
     */
    line(
      entry: TimelineEntry,
      steps: readonly { key: string; label: LocalText | null }[],
      documents: readonly { id: string; name: string }[],
    ): string {
      const who = party(entry.by, entry.actorName);
      const { data } = entry;
      const stepName = data.milestone
        ? step(steps.find((s) => s.key === data.milestone) ?? { key: data.milestone, label: null })
        : '';
      switch (entry.kind) {
        case 'status-changed':
          return c.timeline['status-changed'](who, data.status ? c.statuses[data.status] : '');
        case 'milestone-changed':
          return c.timeline['milestone-changed'](who, stepName, data.state ? c.states[data.state] : '');
        case 'milestone-added':
          return c.timeline['milestone-added'](who, stepName);
        case 'document-added': {
          const name = documents.find((d) => d.id === data.document)?.name;
          const what = data.item && data.item !== 'other' ? item(data.item) : (name ?? item('other'));
          return c.timeline['document-added'](who, name && what !== name ? `${what} (${name})` : what);
        }
        case 'client-attached':
          return c.timeline['client-attached']();
        case 'viewing-changed':
          return c.timeline['viewing-changed'](who, data.viewingStatus ? d.viewingStatuses[data.viewingStatus] : '');
        case 'viewing-answered':
          return c.timeline['viewing-answered'](who, data.viewingStatus ? d.viewingStatuses[data.viewingStatus] : '');
        case 'offer-changed':
          return c.timeline['offer-changed'](who, data.offerStatus ? d.offerStatuses[data.offerStatus] : '');
        case 'report-sent':
          return c.timeline['report-sent']();
        case 'case-opened':
        case 'assignee-changed':
        case 'details-changed':
        case 'invitation-sent':
        case 'viewing-proposed':
        case 'feedback-saved':
        case 'feedback-released':
        case 'offer-received':
        case 'offer-advised':
        case 'message-sent':
        case 'report-held':
          return c.timeline[entry.kind](who);
      }
    },
  };
}

export type CaseWords = ReturnType<typeof caseWords>;
