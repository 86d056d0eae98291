import { madridDay, type StaffCase, type StaffViewing } from '../../../domain/cases/index.ts';
import { isClosed } from '../../../domain/cases/index.ts';
import { useStaffViewings } from '../api/dealings.ts';
import { ProposeViewing } from './propose-viewing.tsx';
import { useDealingWords } from './use-dealing-words.ts';
import { ViewingItem } from './viewing-item.tsx';

/** The viewings' days, soonest first, each with its viewings in order of time (Madrid days). */
function byDay(viewings: readonly StaffViewing[]): [string, StaffViewing[]][] {
  const days = new Map<string, StaffViewing[]>();
  for (const v of [...viewings].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = madridDay(new Date(v.startsAt));
    days.set(day, [...(days.get(day) ?? []), v]);
  }
  return [...days.entries()];
}

/** The case's viewings as an agenda by day, with a slot to propose; each viewing worked from its row. */
export function CaseViewings({ kase }: { kase: StaffCase }) {
  const { s, ui, errorText, format } = useDealingWords();
  const read = useStaffViewings(kase.id);
  const open = !isClosed(kase.status);
  return (
    <section aria-labelledby="case-viewings-title" className="flex flex-col gap-4 border border-stone-300 px-5 py-6">
      <div>
        <h3 id="case-viewings-title" className="font-display text-2xl text-ink">
          {s.viewings.title}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{s.viewings.intro}</p>
      </div>
      {open ? <ProposeViewing caseId={kase.id} /> : null}
      {read.status === 'loading' ? <p role="status">{ui.loading}</p> : null}
      {read.status === 'failed' ? <p role="alert">{errorText(read.failure.code)}</p> : null}
      {read.status === 'ready' && read.data.viewings.length === 0 ? <p className="text-ink-muted">{s.viewings.empty}</p> : null}
      {read.status === 'ready' && read.data.viewings.length > 0 ? (
        <ol aria-label={s.viewings.agenda} className="flex flex-col gap-6" data-testid="staff-viewings">
          {byDay(read.data.viewings).map(([day, viewings]) => (
            <li key={day}>
              <h4 className="border-b border-stone-300 pb-1 text-sm font-semibold text-brass-700">
                <time dateTime={day}>{format.day(`${day}T12:00:00Z`)}</time>
              </h4>
              <ul className="flex flex-col">
                {viewings.map((v) => (
                  <ViewingItem key={v.id} caseId={kase.id} viewing={v} open={open} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
