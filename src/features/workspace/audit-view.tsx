import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TableHead } from '../../components/ui/table-head.tsx';
import { Link } from '../../lib/router.tsx';
import { useAuditPage } from './api/audit.ts';
import { useStaffNames } from './api/staff.ts';
import { auditDetail } from './audit-detail.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { useWorkspaceQuery } from './use-workspace-query.ts';

/** The audit log, newest first, fifty at a time; each entry's detail, and its request as a link to it. */
export function AuditView() {
  const copy = useWorkspaceCopy();
  const { ui, when, errorText } = copy;
  const address = useWorkspaceQuery();
  const [before, setBefore] = useState<string | null>(null);
  const page = useAuditPage(before);
  const names = useStaffNames();
  const entries = page.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="font-display text-3xl text-ink">
        {ui.audit.heading}
      </h2>
      <p className="text-sm text-ink-muted">{ui.audit.intro}</p>
      {page.failure ? <p role="alert">{errorText(page.failure.code)}</p> : null}
      {/* No sideways scrolling (it would need a focus stop of its own): the columns wrap on a narrow screen. */}
      <div>
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{ui.audit.heading}</caption>
          <TableHead
            className="border-b border-stone-300 text-ink-muted"
            columns={[ui.audit.when, ui.audit.who, ui.audit.action, ui.audit.detail, ui.audit.request]}
          />
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-stone-200 align-top">
                <td className="py-2 pr-4">{when(e.at)}</td>
                <td className="py-2 pr-4 break-words">{e.actorName ?? e.actorEmail}</td>
                <td className="py-2 pr-4">{ui.audit.actions[e.action]}</td>
                <td className="py-2 pr-4">{auditDetail(e, copy, names)}</td>
                <td className="py-2 font-mono text-xs">
                  {e.leadId ? (
                    <Link
                      to={`?${address.search({ request: e.leadId })}`}
                      className="inline-flex min-h-11 items-center text-ink underline decoration-brass-500 underline-offset-4"
                    >
                      {e.leadId.slice(0, 8)}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entries.length > 0 && entries.length % 50 === 0 ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setBefore(entries.at(-1)!.id)}>
          {ui.audit.more}
        </Button>
      ) : null}
    </section>
  );
}
