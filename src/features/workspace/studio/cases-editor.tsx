import { addCase, moveEntry, type CaseEntry } from '../../../domain/content/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { CaseEditor } from './case-editor.tsx';
import { entryOf, type Update } from './draft.ts';
import { Section } from './section.tsx';

/** The cases, in the order the page shows them: add (hidden, at the top), edit, reorder, hide. */
export function CasesEditor({ cases, update }: { cases: CaseEntry[]; update: Update<CaseEntry[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.cases;
  return (
    <Section id="studio-cases" heading={text.heading} intro={text.intro}>
      <Button size="sm" variant="outline" className="self-start" onClick={() => update(addCase)}>
        {text.add}
      </Button>
      <ol className="flex flex-col gap-3">
        {cases.map((entry, index) => {
          const title = entry[copy.lang].title || entry.es.title || text.untitled;
          return (
            <li key={index} className="border border-stone-300 bg-white">
              <details>
                <summary className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-sm text-ink">
                  <span className="font-semibold">{title}</span>
                  {entry.visible ? null : <span className="text-ink-muted">({text.hidden})</span>}
                </summary>
                <div className="flex flex-col gap-4 border-t border-stone-200 p-4">
                  <div role="group" aria-label={text.moveLabel(title)} className="flex gap-2">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === 0}
                      onClick={() => update((c) => moveEntry(c, index, -1))}
                    >
                      {text.up}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === cases.length - 1}
                      onClick={() => update((c) => moveEntry(c, index, 1))}
                    >
                      {text.down}
                    </Button>
                  </div>
                  <CaseEditor entry={entry} index={index} update={entryOf(update, index)} />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
