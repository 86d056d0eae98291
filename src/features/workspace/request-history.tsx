import { auditDetail } from './audit-detail.ts';
import type { RequestPage } from '../../domain/staff/index.ts';
import { useStaffNames } from './api/staff.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

/** Every change and note, stamped with who and when; then the audit log's entries for this request. */
export function RequestHistory({ page }: { page: RequestPage }) {
  const workspaceCopy = useWorkspaceCopy();
  const { ui, when, statusLabel } = workspaceCopy;
  const names = useStaffNames();
  const copy = ui.request;
  const describe = (e: RequestPage['history'][number]) =>
    e.kind === 'status'
      ? copy.event.status(e.actorName, statusLabel(e.value ?? ''))
      : e.kind === 'assignee'
        ? copy.event.assignee(e.actorName, e.value)
        : copy.event.note(e.actorName);
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="request-history">
        <h3 id="request-history" className="text-sm font-semibold text-ink">
          {copy.history}
        </h3>
        {page.history.length === 0 ? <p className="mt-2 text-sm text-ink-muted">{copy.noHistory}</p> : null}
        <ol className="mt-3 flex flex-col gap-3 text-sm">
          {page.history.map((e) => (
            <li key={e.id} className="border-l-2 border-brass-500 pl-3">
              <p className="text-ink">{describe(e)}</p>
              {e.kind === 'note' ? <p className="mt-1 whitespace-pre-line text-ink">{e.value}</p> : null}
              <p className="text-ink-muted">
                <time dateTime={e.at}>{when(e.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="request-views">
        <h3 id="request-views" className="text-sm font-semibold text-ink">
          {copy.views}
        </h3>
        <ol className="mt-3 flex flex-col gap-1 text-sm text-ink">
          {page.audit.map((a) => {
            const detail = auditDetail(a, workspaceCopy, names);
            return (
              <li key={a.id}>
                <time dateTime={a.at}>{when(a.at)}</time> · {a.actorEmail} · {ui.audit.actions[a.action as 'sign-in'] ?? a.action}
                {detail ? ` · ${detail}` : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
