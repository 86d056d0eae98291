import type { ReactNode } from 'react';
import { itemKey, type PartKind } from '../../../domain/content/index.ts';
import { PresenceNote } from './presence.tsx';

/**
 * One of the studio's sections: a region named by its heading, with an optional introduction. A section
 * that is a part edited whole (`item`: the home's copy, the identity, the team…) is that item for
 * presence: focus inside it names the part to the others, and a colleague in it is said under its heading.
 */
export function Section({
  id,
  heading,
  intro,
  item,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  item?: PartKind;
  children: ReactNode;
}) {
  const key = item ? itemKey({ kind: item, id: item }) : undefined;
  return (
    <section aria-labelledby={id} data-item={key} className="flex flex-col gap-4 border-t border-stone-300 pt-6">
      {/* Focusable from the section menu (studio-navigator.tsx), which moves the focus here. */}
      <h3 id={id} tabIndex={-1} className="font-display text-2xl text-ink">
        {heading}
      </h3>
      {item && key ? <PresenceNote kind={item} item={key} /> : null}
      {intro ? <p className="max-w-3xl text-sm text-ink-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A fieldset around one entry's fields, named by its legend. */
export function Entry({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border border-stone-300 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A checkbox with its label beside it, as the studio's on/off fields are. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
      <input type="checkbox" className="size-5 accent-ink" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
