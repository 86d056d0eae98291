import { useEffect, useRef } from 'react';
import { isClosed, type ClientCase, type ClientDealings } from '../../domain/cases/index.ts';
import { useCase } from './api/cases.ts';
import { BackLink, CaseRead, StateBadge } from './case-panel.tsx';
import { ChecklistPanel } from './checklist-panel.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { NoticesPanel } from './notices-panel.tsx';
import { OffersPanel } from './offers-panel.tsx';
import { ReportsPanel } from './reports-panel.tsx';
import { CalendarPanel } from './calendar-panel.tsx';
import { ViewingsPanel } from './viewings-panel.tsx';
import { StepsPanel } from './steps-panel.tsx';
import { TimelinePanel } from './timeline-panel.tsx';
import { UploadPanel } from './upload-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';

/** One case: where it stands, the checklist, uploads, documents, what happened, and the notices' choice. */
export function CaseView({ id, backHref, onBack }: { id: string; backHref: string; onBack: () => void }) {
  const read = useCase(id);
  const { p } = useCaseCopy();
  return (
    <div className="flex flex-col gap-8">
      <BackLink href={backHref} onBack={onBack}>
        {p.back}
      </BackLink>
      <CaseRead read={read}>{({ case: kase }) => <CaseBody kase={kase} />}</CaseRead>
    </div>
  );
}

function CaseBody({ kase }: { kase: ClientCase & ClientDealings }) {
  const { p, c, format, caseTitle } = useCaseCopy();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [kase.id]);
  const open = !isClosed(kase.status);
  const statusLabel = `${p.status}:`;
  return (
    <article aria-labelledby="case-heading" className="flex flex-col gap-8" data-testid="case-view">
      <header className="flex flex-col gap-2">
        <p className="eyebrow text-brass-700">{c.sides[kase.side]}</p>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2
            id="case-heading"
            ref={heading}
            tabIndex={-1}
            className="font-display text-3xl text-ink focus-visible:shadow-none focus-visible:outline-none sm:text-4xl"
          >
            {caseTitle(kase)}
          </h2>
          <p className="flex items-center gap-2">
            <span className="sr-only">{statusLabel}</span>
            <StateBadge tone={open ? 'active' : 'waiting'}>{c.statuses[kase.status]}</StateBadge>
          </p>
        </div>
        {kase.property ? <p className="text-ink/85">{kase.property}</p> : null}
        <p className="text-sm text-ink-muted">
          {[p.openedOn(format.day(kase.createdAt)), kase.closedAt ? p.closedOn(format.day(kase.closedAt)) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <StepsPanel milestones={kase.milestones} />
      <ChecklistPanel caseId={kase.id} checklist={kase.checklist} documents={kase.documents} open={open} />
      <UploadPanel caseId={kase.id} checklist={kase.checklist} open={open} />
      <DocumentsPanel caseId={kase.id} documents={kase.documents} />
      <ViewingsPanel caseId={kase.id} viewings={kase.viewings} seller={kase.side === 'seller'} />
      <OffersPanel offers={kase.offers} />
      {kase.side === 'seller' ? <ReportsPanel caseId={kase.id} /> : null}
      <MessagesPanel caseId={kase.id} open={open} documents={kase.documents} />
      <CalendarPanel />
      <TimelinePanel kase={kase} />
      <NoticesPanel />
    </article>
  );
}
