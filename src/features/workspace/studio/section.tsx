import type { ReactNode } from 'react';

/** One of the studio's sections: a region named by its heading, with an optional introduction. */
export function Section({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-stone-300 pt-6">
      {/* Focusable from the section menu (studio-navigator.tsx), which moves the focus here. */}
      <h3 id={id} tabIndex={-1} className="font-display text-2xl text-ink">
        {heading}
      </h3>
      {intro ? <p className="max-w-3xl text-sm text-ink-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * A fieldset around one entry's fields, named by its legend; `id` lets a search answer lead to it (and
 * focus it); `item`, its item's key, tells presence which item she is in.
 */
export function Entry({ legend, id, item, children }: { legend: string; id?: string; item?: string; children: ReactNode }) {
  return (
    <fieldset
      id={id}
      data-item={item}
      tabIndex={id ? -1 : undefined}
      className="flex flex-col gap-4 border border-stone-300 bg-white p-4"
    >
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
