import { useWorkspaceCopy } from './use-workspace-copy.ts';
import type { InboxRow } from '../../domain/staff/index.ts';
import { TableHead } from '../../components/ui/table-head.tsx';

/** The inbox's rows: each opens its request (a real link, so it can be opened in a new tab too). */
export function InboxTable({
  rows,
  hrefOf,
  onOpen,
}: {
  rows: InboxRow[];
  /** A request's address (the workspace's query string in the page's language). */
  hrefOf: (id: string) => string;
  onOpen: (id: string) => void;
}) {
  const { ui, when, statusLabel, serviceLabel, clientTypeLabel } = useWorkspaceCopy();
  const copy = ui.inbox;
  if (rows.length === 0) return <p role="status">{copy.empty}</p>;
  // Scrolls sideways on a narrow screen; its links take the focus, so a keyboard can scroll it too.
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{copy.caption}</caption>
        <TableHead
          className="border-b border-stone-300 text-ink-muted"
          columns={[copy.received, copy.email, copy.service, copy.clientType, copy.status, copy.assignee]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-stone-200 align-top">
              <td className="py-3 pr-4 whitespace-nowrap">{when(row.createdAt)}</td>
              <td className="py-3 pr-4">
                <a
                  href={hrefOf(row.id)}
                  aria-label={copy.open(row.email)}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(row.id);
                  }}
                  className="inline-flex min-h-11 items-center break-all text-ink underline decoration-brass-500 underline-offset-4"
                >
                  {row.email}
                </a>
                {row.name ? <span className="block text-ink-muted">{row.name}</span> : null}
              </td>
              <td className="py-3 pr-4">{row.kind === 'detailed' ? copy.kinds.detailed : serviceLabel(row.service)}</td>
              <td className="py-3 pr-4">{clientTypeLabel(row.clientType)}</td>
              <td className="py-3 pr-4">{statusLabel(row.status)}</td>
              <td className="py-3">{row.assignee?.name ?? copy.nobody}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
