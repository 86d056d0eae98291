import type { ClientCaseSummary } from '../../domain/cases/index.ts';
import { useCaseList } from './api/cases.ts';
import { CaseRead, StateBadge } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';

/** The client's cases, newest first: each with its side, status and the step it is at; one opens it. */
export function CaseList({ hrefOf, onOpen }: { hrefOf: (id: string) => string; onOpen: (id: string) => void }) {
  const read = useCaseList();
  const { p } = useCaseCopy();
  return (
    <CaseRead read={read}>
      {({ cases }) =>
        cases.length === 0 ? (
          <p className="border border-dashed border-stone-300 px-6 py-10 text-ink-muted">{p.list.empty}</p>
        ) : (
          <ul className="flex flex-col gap-5" data-testid="cases-list">
            {cases.map((kase) => (
              <CaseCard key={kase.id} kase={kase} href={hrefOf(kase.id)} onOpen={() => onOpen(kase.id)} />
            ))}
          </ul>
        )
      }
    </CaseRead>
  );
}

function CaseCard({ kase, href, onOpen }: { kase: ClientCaseSummary; href: string; onOpen: () => void }) {
  const { p, c, format, step, caseTitle } = useCaseCopy();
  return (
    <li className="border border-stone-300 bg-white/60 px-6 py-6 sm:px-8">
      <p className="eyebrow text-brass-700">{c.sides[kase.side]}</p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <h2 className="font-display text-2xl font-medium text-ink">
          <a
            href={href}
            onClick={(event) => {
              event.preventDefault();
              onOpen();
            }}
            aria-label={p.list.open(caseTitle(kase))}
            className="underline decoration-brass-500 decoration-1 underline-offset-8 hover:decoration-ink"
          >
            {caseTitle(kase)}
          </a>
        </h2>
        <StateBadge tone={kase.status === 'open' ? 'active' : 'waiting'}>{c.statuses[kase.status]}</StateBadge>
      </div>
      {kase.property ? <p className="mt-2 text-ink/85">{kase.property}</p> : null}
      <p className="mt-3 text-sm text-ink-muted">
        {[
          p.openedOn(format.day(kase.createdAt)),
          kase.nextStep ? `${p.nextStep}: ${step({ key: kase.nextStep, label: null })}` : p.allStepsDone,
        ].join(' · ')}
      </p>
    </li>
  );
}
