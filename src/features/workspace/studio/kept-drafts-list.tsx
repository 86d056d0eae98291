import { Button } from '../../../components/ui/button.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import type { KeptDraft } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/** The drafts a restore (or a kept draft taken back) replaced, each to be taken back as the draft. */
export function KeptDraftsList({ kept, busy, onTake }: { kept: KeptDraft[]; busy: boolean; onTake: (number: number) => void }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.versions.kept;
  return (
    <div className="flex flex-col gap-3" data-testid="kept-drafts">
      <h4 className="font-display text-xl text-ink">{text.heading}</h4>
      <p className="max-w-3xl text-sm text-ink-muted">{text.intro}</p>
      {kept.length === 0 ? (
        <p className="text-sm text-ink-muted">{text.none}</p>
      ) : (
        <table className="w-full max-w-3xl text-left text-sm">
          <caption className="sr-only">{text.heading}</caption>
          <TableHead
            className="border-b border-stone-300 text-ink-muted"
            columns={[text.number, text.savedAt, text.keptBy, text.reason, '']}
          />
          <tbody>
            {kept.map((k) => (
              <tr key={k.number} className="border-b border-stone-200 align-middle">
                <td className="py-2 pr-4 tabular-nums">{k.number}</td>
                <td className="py-2 pr-4">{copy.when(k.savedAt)}</td>
                <td className="py-2 pr-4">{k.keptBy ?? '—'}</td>
                <td className="py-2 pr-4">{k.beforeRestoring ? text.beforeRestoring(k.beforeRestoring) : text.replaced}</td>
                <td className="py-2">
                  <Button
                    size="sm"
                    variant="link"
                    disabled={busy}
                    aria-label={text.takeLabel(k.number)}
                    onClick={() => onTake(k.number)}
                  >
                    {text.take}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
