import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type TabSpec<Id extends string> = { id: Id; label: string; panel: ReactNode };

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (wrapping), Home and End jump.
 * A panel's content is made the first time its tab is selected and then stays mounted (hidden when
 * inactive), so a form keeps its values and result. The prerendered page carries only the selected
 * panel's: the two hidden forms were 24 KB of the home's HTML, which then no longer fitted the first
 * round trip (docs/performance.md, issue 24).
 */
export function CalculatorTabs<Id extends string>({
  label,
  tabs,
  active,
  onChange,
}: {
  label: string;
  tabs: ReadonlyArray<TabSpec<Id>>;
  active: Id;
  onChange: (id: Id) => void;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const [opened, setOpened] = useState<ReadonlySet<Id>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-3 overflow-x-auto border-b border-ink/15 sm:gap-6">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`calculator-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`calculator-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={cn(
                // The list scrolls sideways on narrow screens, which clips anything outside it: the focus
                // ring is drawn inside the tab, in ink, so it is whole and contrasts with the stone.
                '-mb-px min-h-12 shrink-0 border-b-2 px-3 font-display text-lg whitespace-nowrap transition-colors focus-visible:shadow-none focus-visible:outline-offset-[-2px] focus-visible:outline-ink sm:text-2xl',
                selected ? 'border-brass-500 text-ink' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`calculator-panel-${tab.id}`}
          aria-labelledby={`calculator-tab-${tab.id}`}
          hidden={tab.id !== active}
          className="pt-10"
        >
          {opened.has(tab.id) ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
