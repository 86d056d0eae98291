import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { moveEntry, removeEntry } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { entryOf, type Update } from './draft.ts';
import { Entry, Section } from './section.tsx';
import { entryAnchor } from './studio-navigator.tsx';

/**
 * One of the identity's lists (team, credentials, press): its entries with their fields and up, down and
 * remove buttons, and an add button. A new entry's first field takes the focus; once one is removed, the
 * add button does.
 */
export function ListEditor<T>({
  list,
  entries,
  update,
  empty,
  heading,
  intro,
  add,
  nameOf,
  fields,
}: {
  list: 'team' | 'credentials' | 'press';
  entries: T[];
  update: Update<T[]>;
  /** A new, empty entry. */
  empty: () => T;
  heading: string;
  intro: string;
  add: string;
  /** The entry's name in its legend and buttons. */
  nameOf: (entry: T) => string;
  /** The entry's fields; `firstId` goes on the first one. */
  fields: (entry: T, update: Update<T>, index: number, firstId: string) => ReactNode;
}) {
  const text = useWorkspaceCopy().ui.studio;
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusEntry, setFocusEntry] = useState<number>();
  const firstId = (index: number) => `studio-${list}-${index}`;
  // Once the added entry is on screen.
  useEffect(() => {
    if (focusEntry === undefined) return;
    globalThis.document.getElementById(`studio-${list}-${focusEntry}`)?.focus();
    setFocusEntry(undefined);
  }, [focusEntry, list]);
  return (
    <Section id={`studio-${list}`} heading={heading} intro={intro}>
      <ol className="flex flex-col gap-3">
        {entries.map((entry, index) => (
          <li key={index}>
            <Entry id={entryAnchor(list, index)} legend={nameOf(entry)}>
              {fields(entry, entryOf(update, index), index, firstId(index))}
              <div role="group" aria-label={text.cases.moveLabel(nameOf(entry))} className="flex flex-wrap gap-2">
                <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => update((l) => moveEntry(l, index, -1))}>
                  {text.cases.up}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === entries.length - 1}
                  onClick={() => update((l) => moveEntry(l, index, 1))}
                >
                  {text.cases.down}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={text.identity.removeLabel(nameOf(entry))}
                  onClick={() => {
                    update((l) => removeEntry(l, index));
                    addButton.current?.focus();
                  }}
                >
                  {text.identity.remove}
                </Button>
              </div>
            </Entry>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('outline', 'sm', 'self-start')}
        onClick={() => {
          update((l) => [...l, empty()]);
          setFocusEntry(entries.length);
        }}
      >
        {add}
      </button>
    </Section>
  );
}
