import { TextField } from '../../components/form/text-field.tsx';
import { LANGS, type Lang } from '../../i18n/languages.ts';
import type { WorkspaceCopy } from './use-workspace-copy.ts';

type Path = readonly (string | number)[];

/**
 * A field of the content studio in Spanish and English side by side, each with its own label and error
 * (ADR 0036): every text the firm publishes, an image's alt text and a film's description included.
 */
export function Bilingual({
  label,
  path,
  altPath,
  value,
  edit,
  errorOf,
  copy,
  multiline,
}: {
  label: string;
  /** Where the pair lives: `[..., 'es', key]` when `value` is an entry's, else the pair itself. */
  path: (lang: Lang) => Path;
  /** The same field named by an entry's id (how a missing translation is named). */
  altPath?: (lang: Lang) => string;
  value: (lang: Lang) => string;
  multiline?: boolean;
  edit: (path: Path, value: unknown) => void;
  errorOf: (...paths: string[]) => string | undefined;
  copy: WorkspaceCopy;
}) {
  const text = copy.ui.content;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          name={path(lang).join('.')}
          lang={lang}
          label={text.fieldIn(label, text.lang[lang])}
          value={value(lang)}
          onValueChange={(next) => edit(path(lang), next)}
          error={errorOf(path(lang).join('.'), altPath?.(lang) ?? '')}
          multiline={multiline}
        />
      ))}
    </div>
  );
}
