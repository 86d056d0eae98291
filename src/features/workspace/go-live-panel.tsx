import { useApiRead } from '../../lib/server-data.ts';
import { goLiveQuery } from './api/go-live.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

/**
 * The go-live checklist above the studio: what the published version still lacks of what the law
 * requires (the NIF, the registry entry) and of what a visitor expects (a phone, the team, the firm's
 * own photographs). The legal notice leaves out what is missing; this is where the firm learns of it.
 */
export function GoLivePanel() {
  const copy = useWorkspaceCopy();
  const text = copy.ui.goLive;
  const checklist = useApiRead(goLiveQuery(copy.lang));
  if (checklist.status !== 'ready') return null;
  const { items, version } = checklist.data;
  const ready = items.every((check) => check.done);
  return (
    <section
      aria-labelledby="go-live-heading"
      data-testid="go-live-checklist"
      className="flex flex-col gap-3 border border-stone-300 bg-white p-6"
    >
      <h2 id="go-live-heading" className="font-display text-2xl text-ink">
        {text.heading}
      </h2>
      {ready ? (
        <p className="text-sm text-ink">{text.ready}</p>
      ) : (
        <p className="max-w-3xl text-sm text-ink-muted">{text.intro(version)}</p>
      )}
      <ul className="flex flex-col gap-2 text-sm">
        {items.map((check) => (
          <li key={check.item} data-item={check.item} data-done={check.done} className="flex flex-wrap gap-x-2">
            <span className={check.done ? 'font-semibold text-ink' : 'font-semibold text-danger'}>
              {check.done ? text.done : text.missing}:
            </span>
            <span className="text-ink">{text.items[check.item]}</span>
            {check.required ? <span className="text-ink-muted">({text.required})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
