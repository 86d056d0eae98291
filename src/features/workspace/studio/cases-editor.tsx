import { addCase, type CaseEntry } from '../../../domain/content/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { CaseEditor } from './case-editor.tsx';
import { entryOf, type Update } from './draft.ts';
import { OrderedList } from './ordered-list.tsx';
import { Section } from './section.tsx';
import { useListOrder } from './use-list-order.ts';

/**
 * The cases, in the order the page shows them: add (hidden, at the top), edit, hide, and reorder, by
 * dragging a case's bar onto another's bar or by its buttons (ordered-list.tsx). An open case stays open
 * wherever it moves, and while its id is edited.
 */
export function CasesEditor({ cases, update }: { cases: CaseEntry[]; update: Update<CaseEntry[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.cases;
  const titleOf = (entry: CaseEntry) => entry[copy.lang].title || entry.es.title || text.untitled;
  const order = useListOrder({ list: 'cases', entries: cases, update, nameOf: titleOf, idOf: (entry) => entry.id });
  return (
    <Section id="studio-cases" heading={text.heading} intro={text.intro}>
      <Button size="sm" variant="outline" className="self-start" onClick={() => update(addCase)}>
        {text.add}
      </Button>
      <OrderedList
        list="cases"
        entries={cases}
        order={order}
        titleOf={titleOf}
        noteOf={(entry) => (entry.visible ? null : <span className="text-ink-muted">({text.hidden})</span>)}
        item={{ kind: 'case', idOf: (entry) => entry.id }}
        entryTestId="studio-case"
      >
        {(entry, index) => (
          <CaseEditor
            entry={entry}
            index={index}
            update={(change) => {
              order.renamed(entry.id, change(entry).id);
              entryOf(update, index)(change);
            }}
          />
        )}
      </OrderedList>
    </Section>
  );
}
