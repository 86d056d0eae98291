import { useId } from 'react';
import { useI18n } from '../../i18n/index.tsx';

/** The configuration view: one category, technical, mandatory, so checked and disabled. */
export function CookieSettings({ id }: { id: string }) {
  const { t } = useI18n();
  const copy = t.shell.cookieBanner;
  const checkboxId = useId();
  const descriptionId = useId();
  return (
    <fieldset id={id} className="mt-5 border-t border-stone-300 pt-5">
      <legend className="eyebrow float-left mb-3 w-full text-brass-700">{copy.settingsTitle}</legend>
      <div className="clear-both flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked
          disabled
          readOnly
          aria-describedby={descriptionId}
          className="mt-1 size-5 accent-ink"
        />
        <div>
          <label htmlFor={checkboxId} className="flex flex-wrap items-baseline gap-x-3 font-semibold">
            {copy.technical.name}
            <span className="text-[0.6875rem] font-semibold tracking-[0.16em] text-brass-700 uppercase">
              {copy.technical.alwaysOn}
            </span>
          </label>
          <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
            {copy.technical.description}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
