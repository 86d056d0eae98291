import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { entryOf, type Update } from './draft.ts';
import { OrderedList } from './ordered-list.tsx';
import { Section } from './section.tsx';
import { useListOrder } from './use-list-order.ts';

/**
 * One of the identity's lists (team, credentials, press), a part of its own for presence: its entries,
 * ordered as the cases are (ordered-list.tsx), each with its fields and a remove button, and an add
 * button. A new entry is open and its first field takes the focus; once one is removed, the add button does.
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
  /** The entry's name on its bar and its buttons. */
  nameOf: (entry: T) => string;
  /** The entry's fields; `firstId` goes on the first one. */
  fields: (entry: T, update: Update<T>, index: number, firstId: string) => ReactNode;
}) {
  const text = useWorkspaceCopy().ui.studio;
  const order = useListOrder({ list, entries, update, nameOf });
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusEntry, setFocusEntry] = useState<number>();
  const firstId = (index: number) => `studio-${list}-${index}`;
  // Once the added entry is on screen, open.
  useEffect(() => {
    if (focusEntry === undefined) return;
    globalThis.document.getElementById(`studio-${list}-${focusEntry}`)?.focus();
    setFocusEntry(undefined);
  }, [focusEntry, list]);
  return (
    <Section id={`studio-${list}`} heading={heading} intro={intro} item={list}>
      <OrderedList
        list={list}
        entries={entries}
        order={order}
        titleOf={nameOf}
        actions={(_entry, index, title) => (
          <Button
            size="sm"
            variant="ghost"
            aria-label={text.identity.removeLabel(title)}
            onClick={() => {
              order.remove(index);
              addButton.current?.focus();
            }}
          >
            {text.identity.remove}
          </Button>
        )}
      >
        {(entry, index) => fields(entry, entryOf(update, index), index, firstId(index))}
      </OrderedList>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('outline', 'sm', 'self-start')}
        onClick={() => {
          order.add(empty());
          setFocusEntry(entries.length);
        }}
      >
        {add}
      </button>
    </Section>
  );
}
