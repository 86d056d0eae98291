import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { VIEWING_ACTIONS, viewingMove, type StaffViewing, type ViewingAction } from '../../../domain/cases/index.ts';
import { useChangeViewing } from '../api/dealings.ts';
import { RescheduleViewing } from './reschedule-viewing.tsx';
import { useDealingWords } from './use-dealing-words.ts';
import { ViewingFeedbackForm } from './viewing-feedback.tsx';
import { WriteNote, type WriteStatus } from './write-status.tsx';

type Move = Exclude<ViewingAction, 'reschedule'>;
const MOVES = VIEWING_ACTIONS.filter((a): a is Move => a !== 'reschedule');

/** One viewing: when, who (the visit sheet's ID number is the firm's only), where it stands, and what can be done next. */
export function ViewingItem({ caseId, viewing, open }: { caseId: string; viewing: StaffViewing; open: boolean }) {
  const { s, d, madrid } = useDealingWords();
  const w = s.viewings;
  const facts = [
    w.visitor(viewing.visitor.name),
    viewing.visitor.idNumber ? w.idOnSheet(viewing.visitor.idNumber) : null,
    viewing.agent ? w.agent(viewing.agent.name) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-4" data-testid={`staff-viewing-${viewing.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-ink">
          <time dateTime={viewing.startsAt}>{madrid(viewing.startsAt)}</time> ·{' '}
          {d.pages.viewings.duration(viewing.durationMinutes)}
        </p>
        <p className="text-sm font-semibold text-brass-700">{d.viewingStatuses[viewing.status]}</p>
      </div>
      <p className="text-sm text-ink/85">{facts.join(' · ')}</p>
      {viewing.sellerAnswer ? <p className="text-sm text-ink-muted">{w.sellerAnswer[viewing.sellerAnswer]}</p> : null}
      {viewing.rescheduledTo ? <p className="text-sm text-ink-muted">{w.rescheduledTo}</p> : null}
      {open ? <ViewingMoves caseId={caseId} viewing={viewing} /> : null}
      {viewing.status === 'done' ? <ViewingFeedbackForm caseId={caseId} viewing={viewing} open={open} /> : null}
    </li>
  );
}

function ViewingMoves({ caseId, viewing }: { caseId: string; viewing: StaffViewing }) {
  const { s, errorText, madrid } = useDealingWords();
  const w = s.viewings;
  const change = useChangeViewing();
  const [status, setStatus] = useState<WriteStatus>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const moves = MOVES.filter((a) => viewingMove(viewing.status, a) !== undefined);
  const canReschedule = viewingMove(viewing.status, 'reschedule') !== undefined;
  if (moves.length === 0 && !canReschedule) return null;
  const move = async (action: Move) => {
    const result = await change.mutateAsync({ caseId, viewingId: viewing.id, version: viewing.version, action });
    setStatus(
      result.ok ? { ok: true, text: w.saved } : { ok: false, text: result.status === 412 ? w.stale : errorText(result.code) },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={w.actionsOf(madrid(viewing.startsAt))} className="flex flex-wrap items-center gap-3">
        {moves.map((action) => (
          <Button key={action} size="sm" variant="outline" disabled={change.isPending} onClick={() => void move(action)}>
            {w.actions[action]}
          </Button>
        ))}
        {canReschedule ? (
          <Button size="sm" variant="outline" aria-expanded={rescheduling} onClick={() => setRescheduling(!rescheduling)}>
            {w.reschedule}
          </Button>
        ) : null}
        <WriteNote status={status} />
      </div>
      {rescheduling ? <RescheduleViewing caseId={caseId} viewing={viewing} onDone={() => setRescheduling(false)} /> : null}
    </div>
  );
}
