import { useId } from 'react';
import { FieldError } from '../../../components/ui/field.tsx';
import type { Lang } from '../../../i18n/languages.ts';

/**
 * The languages the firm's people work in, offered by name (the codes are what the page's `lang`
 * attributes and the JSON-LD want, never what she types): the common ones in Madrid's market first.
 */
export const WORKING_LANGUAGES = ['es', 'en', 'fr', 'de', 'it', 'pt', 'ar', 'zh', 'ru', 'nl'] as const;

/** A language's name in the interface's language ("inglés", "English"). */
export function languageName(code: string, lang: Lang): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** The offered languages, and any the data already holds beyond them. */
export const languageChoices = (chosen: readonly string[]) => [
  ...WORKING_LANGUAGES,
  ...chosen.filter((code) => !(WORKING_LANGUAGES as readonly string[]).includes(code)),
];

/** Working languages as checkboxes in a named group; the order kept is the offered one. */
export function WorkingLanguages({
  legend,
  chosen,
  lang,
  error,
  onChange,
}: {
  legend: string;
  chosen: readonly string[];
  lang: Lang;
  error?: string;
  onChange: (codes: string[]) => void;
}) {
  const errorId = useId();
  const choices = languageChoices(chosen);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {choices.map((code) => (
          <label key={code} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5 accent-ink"
              checked={chosen.includes(code)}
              onChange={(event) => onChange(choices.filter((c) => (c === code ? event.target.checked : chosen.includes(c))))}
            />
            <span lang={code === lang ? undefined : lang}>{languageName(code, lang)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
