import { useEffect, useRef } from 'react';
import { CENTS_PER_EURO, ratingStars, type OwnerReport } from '../../domain/cases/index.ts';
import { useReport } from './api/dealings.ts';
import { BackLink, CasePanel, CaseRead } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useDealingsCopy } from './use-dealings-copy.ts';

/** One weekly report as it was sent: the stored snapshot, a record rather than today's figures. */
export function ReportView({
  caseId,
  week,
  backHref,
  onBack,
}: {
  caseId: string;
  week: string;
  backHref: string;
  onBack: () => void;
}) {
  const { d } = useDealingsCopy();
  const read = useReport(caseId, week);
  return (
    <div className="flex flex-col gap-8">
      <BackLink href={backHref} onBack={onBack}>
        {d.reports.back}
      </BackLink>
      <CaseRead read={read}>{({ report }) => <ReportBody report={report} />}</CaseRead>
    </div>
  );
}

function ReportBody({ report }: { report: OwnerReport }) {
  const { d, when } = useDealingsCopy();
  const { format, step } = useCaseCopy();
  const w = d.reports;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [report.week]);
  const { snapshot } = report;
  return (
    <article aria-labelledby="report-heading" className="flex flex-col gap-6" data-testid="report-view">
      <header className="flex flex-col gap-2">
        <p className="eyebrow text-brass-700">{w.title}</p>
        <h2
          id="report-heading"
          ref={heading}
          tabIndex={-1}
          className="font-display text-3xl text-ink focus-visible:shadow-none focus-visible:outline-none sm:text-4xl"
        >
          {w.week(format.day(`${report.week}T12:00:00Z`))}
        </h2>
        <p className="text-ink/85">{[snapshot.title, snapshot.property].filter(Boolean).join(' · ')}</p>
        <p className="text-sm text-ink-muted">
          {[report.sentAt ? w.sentOn(when(report.sentAt)) : null, w.daysOnMarket(snapshot.daysOnMarket)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      {list(
        'report-viewings',
        w.viewings,
        snapshot.viewings.map((v) => `${when(v.startsAt)} · ${d.viewingStatuses[v.status]}`),
      )}
      {list(
        'report-feedback',
        w.feedback,
        snapshot.feedback.map((f) =>
          [when(f.startsAt), f.rating !== null ? d.pages.viewings.rating(ratingStars(f.rating), f.rating) : null, f.said || null]
            .filter(Boolean)
            .join(' · '),
        ),
      )}
      {list(
        'report-offers',
        w.offers,
        snapshot.offers.map((o) =>
          [
            when(o.createdAt),
            format.moneyExact(o.amount / CENTS_PER_EURO),
            d.offerStatuses[o.status],
            o.by === 'seller' ? d.pages.offers.counter : null,
          ]
            .filter(Boolean)
            .join(' · '),
        ),
      )}
      {list(
        'report-milestones',
        w.milestones,
        snapshot.milestones.map((m) => `${step(m)} · ${format.day(m.doneAt)}`),
      )}
    </article>
  );
}

/** One part of the report: its lines as sent, or "None." */
function list(id: string, title: string, items: string[]) {
  return <ReportList id={id} title={title} items={items} />;
}

function ReportList({ id, title, items }: { id: string; title: string; items: string[] }) {
  const { d } = useDealingsCopy();
  return (
    <CasePanel id={id} title={title}>
      {items.length === 0 ? (
        <p className="text-ink-muted">{d.reports.none}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-ink/85">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </CasePanel>
  );
}
