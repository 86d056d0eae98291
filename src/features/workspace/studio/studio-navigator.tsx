import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { findItems, STUDIO_SECTIONS, type ContentDocument, type StudioSection } from '../../../domain/content/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/** The element a section menu entry or a search answer leads to: an entry's own, else its section's heading. */
export const sectionAnchor = (section: StudioSection) => `studio-${section}`;
export const entryAnchor = (section: StudioSection, index: number) => `studio-${section}-entry-${index}`;

/**
 * Brings `id` into view below the bar and gives it the focus, opening the case it is in first (a case's
 * fields are folded): where a keyboard or a screen reader goes on from. Not a link: a fragment is a
 * navigation, and the studio's leave guard would ask about unsaved work for a move within the page.
 */
function goTo(id: string) {
  const target = globalThis.document.getElementById(id);
  if (!target) return;
  const folded = target.closest('details');
  if (folded) folded.open = true;
  // Below the sticky bar, wherever it is stuck (its `top`), whatever its height.
  const bar = globalThis.document.querySelector<HTMLElement>('[data-testid="studio-bar"]');
  const covered = bar ? parseFloat(getComputedStyle(bar).top) + bar.offsetHeight : 0;
  window.scrollTo({ top: window.scrollY + target.getBoundingClientRect().top - covered - 16, behavior: 'instant' });
  target.focus({ preventScroll: true });
}

const LINK_BUTTON =
  'min-h-11 px-2 text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** The studio's section menu, in its bar: one button per section, which brings it into view and focuses its heading. */
export function SectionMenu() {
  const text = useWorkspaceCopy().ui.studio.navigator;
  return (
    <nav aria-label={text.label}>
      <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
        {STUDIO_SECTIONS.map((section) => (
          <li key={section}>
            <button type="button" className={LINK_BUTTON} onClick={() => goTo(sectionAnchor(section))}>
              {text.sections[section]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A search across every item's texts in both languages (cases, zones, films, the home's copy, identity,
 * registries, team, credentials, press, market): its answers lead to the item itself, open and focused.
 */
export function StudioSearch({ document }: { document: ContentDocument }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.navigator;
  const [query, setQuery] = useState('');
  const found = findItems(document, query, copy.lang);
  return (
    <div role="search" className="flex max-w-xl flex-col gap-2">
      <TextField
        id="studio-search"
        name="studio-search"
        type="search"
        autoComplete="off"
        label={text.search}
        hint={text.searchHint}
        value={query}
        onValueChange={setQuery}
      />
      <p role="status" className="text-sm text-ink empty:hidden">
        {query.trim() ? text.found(found.length) : ''}
      </p>
      {found.length > 0 ? (
        <ul className="flex flex-col text-sm" data-testid="studio-found">
          {found.map((item) => (
            <li key={`${item.section}:${item.index ?? ''}`}>
              <button
                type="button"
                className={cn(LINK_BUTTON, 'text-left underline')}
                onClick={() => {
                  setQuery('');
                  goTo(item.index === undefined ? sectionAnchor(item.section) : entryAnchor(item.section, item.index));
                }}
              >
                {text.foundItem(text.sections[item.section], item.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
