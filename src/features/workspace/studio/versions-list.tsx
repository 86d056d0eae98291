import { useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { ROUTES } from '../../../config/routes.ts';
import type { KeptDraft, StudioVersion } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { versionPreviewHref } from '../api/studio.ts';
import { KeptDraftsList } from './kept-drafts-list.tsx';
import { RestoreConfirmation } from './restore-confirmation.tsx';
import { Section } from './section.tsx';
import { VersionChanges } from './version-changes.tsx';

/**
 * Every published version, newest first: each can be seen as its pages were (in another tab) and compared
 * with the draft; each but the one on the site restorable after a confirmation that says what becomes of
 * the draft. Below, the drafts restores replaced, to take back.
 */
export function VersionsList({
  versions,
  kept,
  current,
  onRestore,
  onTake,
  busy,
}: {
  versions: StudioVersion[];
  kept: KeptDraft[];
  current: number;
  onRestore: (number: number) => void;
  onTake: (number: number) => void;
  busy: boolean;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.versions;
  const [asking, setAsking] = useState<number | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const backTo = (selector: string) => table.current?.querySelector<HTMLButtonElement>(selector)?.focus();
  const cancel = () => {
    const number = asking;
    setAsking(null);
    backTo(`[data-version="${number}"]`);
  };
  const closeComparison = () => {
    const number = comparing;
    setComparing(null);
    backTo(`[data-compare="${number}"]`);
  };
  return (
    <Section id="studio-versions" heading={text.heading}>
      <table ref={table} className="w-full max-w-3xl text-left text-sm">
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
              <td className="py-2 pr-4 break-all">{v.publishedByName ?? v.publishedBy ?? text.seed}</td>
              <td className="py-2">
                <div className="flex flex-wrap items-center gap-x-4">
                  <a
                    href={versionPreviewHref(v.number, ROUTES.home[copy.lang])}
                    target="_blank"
                    rel="noopener"
                    aria-label={text.viewLabel(v.number)}
                    className={buttonClasses('link', 'sm')}
                  >
                    {text.view}
                  </a>
                  <Button
                    size="sm"
                    variant="link"
                    data-compare={v.number}
                    aria-label={text.compareLabel(v.number)}
                    aria-expanded={comparing === v.number}
                    onClick={() => setComparing(comparing === v.number ? null : v.number)}
                  >
                    {text.compare}
                  </Button>
                  {v.number === current ? (
                    <span className="text-ink-muted">{text.current}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="link"
                      disabled={busy}
                      data-version={v.number}
                      aria-label={text.restoreLabel(v.number)}
                      aria-expanded={asking === v.number}
                      onClick={() => setAsking(v.number)}
                    >
                      {text.restore}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {comparing !== null ? <VersionChanges version={comparing} onClose={closeComparison} /> : null}
      {asking !== null ? (
        <RestoreConfirmation
          version={asking}
          busy={busy}
          onCancel={cancel}
          onConfirm={() => {
            setAsking(null);
            onRestore(asking);
          }}
        />
      ) : null}
      <KeptDraftsList kept={kept} busy={busy} onTake={onTake} />
    </Section>
  );
}
