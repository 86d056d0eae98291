import { STAFF_API } from '../../lib/api-client.ts';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useRead } from '../../lib/server-data.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import type { AuditEntry } from './staff-types.ts';
import { TableHead } from '../../components/ui/table-head.tsx';

/** The audit log, newest first, fifty at a time. */
export function AuditView() {
  const { ui, when, errorText } = useWorkspaceCopy();
  const copy = ui.audit;
  const [before, setBefore] = useState<string>();
  const page = useRead<{ entries: AuditEntry[] }>(`${STAFF_API}/audit${before ? `?before=${before}` : ''}`);
  const entries = page.data?.entries ?? [];
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="font-display text-3xl text-ink">
        {copy.heading}
      </h2>
      <p className="text-sm text-ink-muted">{copy.intro}</p>
      {page.failure ? <p role="alert">{errorText(page.failure.code)}</p> : null}
      {/* No sideways scrolling (it would need a focus stop of its own): the columns wrap on a narrow screen. */}
      <div>
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{copy.heading}</caption>
          <TableHead
            className="border-b border-stone-300 text-ink-muted"
            columns={[copy.when, copy.who, copy.action, copy.request]}
          />
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-stone-200">
                <td className="py-2 pr-4">{when(e.at)}</td>
                <td className="py-2 pr-4 break-all">{e.actorEmail}</td>
                <td className="py-2 pr-4">{copy.actions[e.action as 'sign-in'] ?? e.action}</td>
                <td className="py-2 font-mono text-xs">{e.leadId ? e.leadId.slice(0, 8) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entries.length > 0 && entries.length % 50 === 0 ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setBefore(entries.at(-1)!.id)}>
          {copy.more}
        </Button>
      ) : null}
    </section>
  );
}
