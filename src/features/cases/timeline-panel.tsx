import type { ClientCase } from '../../domain/cases/index.ts';
import { CasePanel } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';

/** Everything that happened, newest first, each entry one sentence in the page's language. */
export function TimelinePanel({ kase }: { kase: ClientCase }) {
  const { p, line, format } = useCaseCopy();
  return (
    <CasePanel id="case-timeline" title={p.timeline.title}>
      {kase.timeline.length === 0 ? (
        <p className="text-ink-muted">{p.timeline.empty}</p>
      ) : (
        <ol className="flex flex-col gap-4 border-l border-stone-300 pl-5" data-testid="case-timeline-list">
          {kase.timeline.map((entry) => (
            <li key={entry.id} className="relative">
              <span aria-hidden="true" className="absolute top-2 -left-[1.4rem] size-2 rounded-full bg-brass-500" />
              <p className="text-ink">{line(entry, kase.milestones, kase.documents)}</p>
              <p className="text-sm text-ink-muted">
                <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </CasePanel>
  );
}
