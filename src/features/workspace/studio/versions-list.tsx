import { Button } from '../../../components/ui/button.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import type { StudioVersion } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Section } from './section.tsx';

/** Every published version, newest first, each but the one on the site restorable in one step. */
export function VersionsList({
  versions,
  current,
  onRestore,
  busy,
}: {
  versions: StudioVersion[];
  current: number;
  onRestore: (number: number) => void;
  busy: boolean;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.versions;
  return (
    <Section id="studio-versions" heading={text.heading}>
      <table className="w-full max-w-3xl text-left text-sm">
        <caption className="sr-only">{text.heading}</caption>
        <TableHead className="border-b border-stone-300 text-ink-muted" columns={[text.version, text.when, text.who, '']} />
        <tbody>
          {versions.map((v) => (
            <tr key={v.number} className="border-b border-stone-200 align-middle">
              <td className="py-2 pr-4 tabular-nums">
                {v.number}
                {v.restoredFrom ? <span className="text-ink-muted"> · {text.restoredFrom(v.restoredFrom)}</span> : null}
              </td>
              <td className="py-2 pr-4">{copy.when(v.publishedAt)}</td>
              <td className="py-2 pr-4 break-all">{v.publishedBy ?? text.seed}</td>
              <td className="py-2">
                {v.number === current ? (
                  <span className="text-ink-muted">{text.current}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="link"
                    disabled={busy}
                    aria-label={text.restoreLabel(v.number)}
                    onClick={() => onRestore(v.number)}
                  >
                    {text.restore}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
