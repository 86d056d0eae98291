import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ratingStars, type ClientViewing, type SlotAnswer } from '../../domain/cases/index.ts';
import { useAnswerSlot } from './api/dealings.ts';
import { CasePanel, StateBadge } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useDealingsCopy } from './use-dealings-copy.ts';

/** The case's viewings: when, who (the seller reads "Ana G."), where it stands, released feedback; a proposed slot answered. */
export function ViewingsPanel({ caseId, viewings, seller }: { caseId: string; viewings: ClientViewing[]; seller: boolean }) {
  const { d } = useDealingsCopy();
  return (
    <CasePanel id="case-viewings" title={d.pages.viewings.title} intro={d.pages.viewings.intro}>
      {viewings.length === 0 ? (
        <p className="text-ink-muted">{d.pages.viewings.empty}</p>
      ) : (
        <ul className="flex flex-col gap-5">
          {viewings.map((v) => (
            <ViewingRow key={v.id} caseId={caseId} viewing={v} seller={seller} />
          ))}
        </ul>
      )}
    </CasePanel>
  );
}

function ViewingRow({ caseId, viewing, seller }: { caseId: string; viewing: ClientViewing; seller: boolean }) {
  const { d, when } = useDealingsCopy();
  const w = d.pages.viewings;
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 pb-4" data-testid={`viewing-${viewing.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-ink">
          <time dateTime={viewing.startsAt}>{when(viewing.startsAt)}</time> · {w.duration(viewing.durationMinutes)}
        </p>
        <StateBadge tone={viewing.status === 'proposed' || viewing.status === 'confirmed' ? 'active' : 'waiting'}>
          {d.viewingStatuses[viewing.status]}
        </StateBadge>
      </div>
      {viewing.visitor ? <p className="text-ink/85">{w.visitor(viewing.visitor)}</p> : null}
      {viewing.property ? <p className="text-ink/85">{viewing.property}</p> : null}
      {viewing.rescheduleOf ? <p className="text-sm text-ink-muted">{w.rescheduled}</p> : null}
      {viewing.feedback ? (
        <div className="border-l-2 border-brass-500 pl-3">
          <p className="text-sm font-semibold text-ink">{w.feedback}</p>
          {viewing.feedback.rating !== null ? (
            <p className="text-ink">{w.rating(ratingStars(viewing.feedback.rating), viewing.feedback.rating)}</p>
          ) : null}
          {viewing.feedback.said ? <p className="text-ink/85">{viewing.feedback.said}</p> : null}
        </div>
      ) : null}
      {seller && viewing.status === 'proposed' ? <SlotAnswers caseId={caseId} viewing={viewing} /> : null}
    </li>
  );
}

function SlotAnswers({ caseId, viewing }: { caseId: string; viewing: ClientViewing }) {
  const { d } = useDealingsCopy();
  const { errorText } = useCaseCopy();
  const { mutateAsync, isPending } = useAnswerSlot(caseId);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async (choice: SlotAnswer) => {
    const result = await mutateAsync({ viewingId: viewing.id, version: viewing.version, answer: choice });
    setAnswer(result.ok ? { ok: true, text: d.pages.viewings.answered } : { ok: false, text: errorText(result.code) });
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" disabled={isPending} onClick={() => void send('accept')}>
        {d.pages.viewings.accept}
      </Button>
      <Button size="sm" variant="outline" disabled={isPending} onClick={() => void send('decline')}>
        {d.pages.viewings.decline}
      </Button>
      <p aria-live="polite" role={answer && !answer.ok ? 'alert' : undefined} className="text-sm text-ink">
        {answer?.text}
      </p>
    </div>
  );
}
