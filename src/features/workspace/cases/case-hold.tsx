import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { StaffCase } from '../../../domain/cases/index.ts';
import { useCaseHold } from '../api/cases.ts';
import { useCaseWords } from './use-case-words.ts';

/** The legal hold (ADR 0051): while it lasts, the retention purge leaves the case; put and lifted on record. */
export function CaseHold({ kase }: { kase: StaffCase }) {
  const { p, errorText, format } = useCaseWords();
  const copy = p.staff.hold;
  const change = useCaseHold();
  const [failure, setFailure] = useState<string | null>(null);
  const held = kase.legalHoldSince !== null;
  const toggle = async () => {
    const result = await change.mutateAsync({ id: kase.id, hold: !held });
    setFailure(result.ok ? null : errorText(result.code));
  };
  return (
    <section aria-labelledby="case-hold-title" className="border border-stone-300 px-5 py-6" data-testid="staff-case-hold">
      <h3 id="case-hold-title" className="font-display text-2xl text-ink">
        {copy.title}
      </h3>
      <p className="mt-2 max-w-prose text-sm text-ink-muted">{copy.intro}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <p role="status" className="text-sm text-ink">
          {held ? copy.since(format.day(kase.legalHoldSince!)) : copy.none}
        </p>
        <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => void toggle()}>
          {held ? copy.lift : copy.put}
        </Button>
      </div>
      <p role="alert" className="mt-3 text-sm text-ink empty:hidden">
        {failure ?? ''}
      </p>
    </section>
  );
}
