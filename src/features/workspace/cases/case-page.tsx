import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { StaffCase } from '../../../domain/cases/index.ts';
import { useStaffCase } from '../api/cases.ts';
import { AddStep } from './add-step.tsx';
import { CaseDocuments } from './case-documents.tsx';
import { CaseHold } from './case-hold.tsx';
import { CaseMessages } from './case-messages.tsx';
import { CaseOffers } from './case-offers.tsx';
import { CaseReport } from './case-report.tsx';
import { CaseSettings } from './case-settings.tsx';
import { CaseSteps } from './case-steps.tsx';
import { CaseTimeline } from './case-timeline.tsx';
import { CaseUpload } from './case-upload.tsx';
import { CaseViewings } from './case-viewings.tsx';
import { useCaseWords } from './use-case-words.ts';

/** One case as the firm works it: settings, steps, documents both ways, viewings, offers, the thread, the weekly report, the timeline. */
export function CasePage({
  id,
  requestHref,
  onBack,
}: {
  id: string;
  requestHref: (requestId: string) => string;
  onBack: () => void;
}) {
  const { ui, errorText } = useCaseWords();
  const read = useStaffCase(id);
  if (read.status === 'failed') return <p role="alert">{errorText(read.failure.code)}</p>;
  if (read.status === 'loading') return <p role="status">{ui.loading}</p>;
  return <CaseBody kase={read.data.case} requestHref={requestHref(read.data.case.requestId)} onBack={onBack} />;
}

function CaseBody({ kase, requestHref, onBack }: { kase: StaffCase; requestHref: string; onBack: () => void }) {
  const { p, c, when, format, caseTitle } = useCaseWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [kase.id]);
  const client = kase.client ? `${kase.client.name} · ${kase.client.email}` : p.staff.list.noClient;
  const invitation = kase.invitation
    ? kase.invitation.usedAt
      ? p.staff.invitation.used(when(kase.invitation.usedAt))
      : p.staff.invitation.pending(format.day(kase.invitation.expiresAt))
    : null;
  return (
    <article aria-labelledby="case-heading" className="flex flex-col gap-8" data-testid="staff-case">
      <div>
        <Button variant="link" size="sm" onClick={onBack}>
          {p.staff.back}
        </Button>
        <p className="eyebrow mt-4 text-brass-700">{c.sides[kase.side]}</p>
        <h2
          id="case-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-2 font-display text-3xl text-ink focus-visible:shadow-none focus-visible:outline-none"
        >
          {caseTitle(kase)}
        </h2>
        {kase.property ? <p className="mt-2 text-ink/85">{kase.property}</p> : null}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{p.staff.client}</dt>
          <dd className="break-all text-ink">
            {client}
            {invitation ? <span className="block text-ink-muted">{invitation}</span> : null}
          </dd>
          <dt className="text-ink-muted">{p.status}</dt>
          <dd className="text-ink">{c.statuses[kase.status]}</dd>
        </dl>
        <a
          href={requestHref}
          className="mt-3 inline-flex min-h-11 items-center text-sm text-ink underline decoration-brass-500 underline-offset-4"
        >
          {p.staff.request}
        </a>
      </div>
      <CaseSettings kase={kase} />
      <CaseSteps kase={kase} />
      <AddStep kase={kase} />
      <CaseUpload kase={kase} />
      <CaseDocuments kase={kase} />
      <CaseViewings kase={kase} />
      <CaseOffers kase={kase} />
      <CaseMessages kase={kase} />
      {kase.side === 'seller' ? <CaseReport kase={kase} /> : null}
      <CaseHold kase={kase} />
      <CaseTimeline kase={kase} />
    </article>
  );
}
