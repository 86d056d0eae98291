import type { StaffCase } from '../../../domain/cases/index.ts';
import { useCaseWords } from './use-case-words.ts';

/** Everything that happened in the case, newest first, in the page's language, with who did it. */
export function CaseTimeline({ kase }: { kase: StaffCase }) {
  const { p, line, when } = useCaseWords();
  return (
    <section aria-labelledby="case-timeline-title" className="border border-stone-300 px-5 py-6">
      <h3 id="case-timeline-title" className="font-display text-2xl text-ink">
        {p.timeline.title}
      </h3>
      {kase.timeline.length === 0 ? (
        <p className="mt-4 text-ink-muted">{p.timeline.empty}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="staff-case-timeline">
          {kase.timeline.map((entry) => (
            <li key={entry.id} className="text-sm">
              <p className="text-ink">{line(entry, kase.milestones, kase.documents)}</p>
              <time dateTime={entry.at} className="text-ink-muted">
                {when(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
