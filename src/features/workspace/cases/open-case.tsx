import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CASE_SIDES, type CaseSide } from '../../../domain/cases/index.ts';
import { useOpenCase } from '../api/cases.ts';
import { SelectField } from '../select-field.tsx';
import { useCaseWords } from './use-case-words.ts';

/**
 * On a request's page: a link to its case when it has one (the request's answer names it), else "open a
 * case" for a seller or a buyer (the client is the request's owner, or is invited by e-mail when no account
 * owns it).
 */
export function RequestCase({
  requestId,
  caseId,
  defaultSide,
  caseHref,
  onOpen,
}: {
  requestId: string;
  caseId: string | null;
  defaultSide: CaseSide;
  caseHref: (caseId: string) => string;
  onOpen: (caseId: string) => void;
}) {
  const { p, c, errorText } = useCaseWords();
  const copy = p.staff.openCase;
  const open = useOpenCase();
  const [side, setSide] = useState<CaseSide>(defaultSide);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async () => {
    setRefusal(null);
    const result = await open.mutateAsync({ requestId, side });
    if (result.ok) onOpen(result.data.case.id);
    else setRefusal(errorText(result.code));
  };
  return (
    <section aria-labelledby="request-case-title" className="border border-stone-300 px-5 py-6" data-testid="request-case">
      <h3 id="request-case-title" className="text-sm font-semibold text-ink">
        {copy.title}
      </h3>
      {caseId ? (
        <a
          href={caseHref(caseId)}
          onClick={(event) => {
            event.preventDefault();
            onOpen(caseId);
          }}
          className="mt-3 inline-flex min-h-11 items-center text-ink underline decoration-brass-500 underline-offset-4"
        >
          {copy.see}
        </a>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="mt-3 flex flex-wrap items-end gap-4"
        >
          <p className="w-full text-sm text-ink-muted">{copy.intro}</p>
          <SelectField
            id="request-case-side"
            label={copy.side}
            value={side}
            onChange={(event) => setSide(event.target.value as CaseSide)}
            options={CASE_SIDES.map((s) => [s, c.sides[s]] as const)}
          />
          <Button type="submit" size="sm" disabled={open.isPending}>
            {copy.open}
          </Button>
          <p role="alert" className="w-full text-sm font-semibold text-danger empty:hidden">
            {refusal ?? ''}
          </p>
        </form>
      )}
    </section>
  );
}
