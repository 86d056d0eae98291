import type { ReactNode } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { LANGS, type Lang } from '../../../i18n/languages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { useFieldErrors } from './field-errors.ts';

/**
 * A field of the studio in Spanish and English side by side, each with its own label and error
 * (ADR 0036): every text the firm publishes, an image's alt text and a film's description included.
 */
export function Bilingual({
  label,
  name,
  alsoNamed,
  value,
  onChange,
  multiline,
  hint,
  footer,
}: {
  label: string;
  /** The field's path in a language, by place (`cases.3.en.title`): its form name, and how a refusal names it. */
  name: (lang: Lang) => string;
  /** The same field named by its entry's id (`cases.<id>.en.title`), as a missing translation is named. */
  alsoNamed?: (lang: Lang) => string;
  value: (lang: Lang) => string;
  onChange: (lang: Lang, value: string) => void;
  multiline?: boolean;
  /** A hint with the field, in the studio's language (a format, an example), or one per language (a warning about what was typed). */
  hint?: ReactNode | ((lang: Lang) => ReactNode);
  /** Under the control, announced with it: a character count, a warning about what was typed. */
  footer?: (lang: Lang) => ReactNode;
}) {
  const text = useWorkspaceCopy().ui.studio;
  const errorOf = useFieldErrors();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          name={name(lang)}
          lang={lang}
          label={text.fieldIn(label, text.lang[lang])}
          value={value(lang)}
          onValueChange={(next) => onChange(lang, next)}
          error={errorOf(name(lang), alsoNamed?.(lang) ?? '')}
          multiline={multiline}
          hint={typeof hint === 'function' ? hint(lang) : hint}
          footer={footer?.(lang)}
        />
      ))}
    </div>
  );
}
