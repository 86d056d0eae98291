import { TextField } from '../../../components/form/text-field.tsx';
import { emptyCredential, withOptional, type Credential } from '../../../domain/content/index.ts';
import { LANGS } from '../../../i18n/languages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { fieldOf, pairOf, type Update } from './draft.ts';
import { useFieldErrors } from './field-errors.ts';
import { ListEditor } from './list-editor.tsx';

/** The credentials: each one's name in both languages, and its optional reference and link. */
export function CredentialsEditor({ credentials, update }: { credentials: Credential[]; update: Update<Credential[]> }) {
  const copy = useWorkspaceCopy();
  const studio = copy.ui.studio;
  const text = studio.identity.credentials;
  const errorOf = useFieldErrors();
  return (
    <ListEditor
      list="credentials"
      entries={credentials}
      update={update}
      empty={emptyCredential}
      heading={text.heading}
      intro={text.intro}
      add={text.add}
      nameOf={(credential) => credential.name[copy.lang] || credential.name.es || text.unnamed}
      fields={(credential, updateCredential, index, firstId) => {
        const at = `identity.credentials.${index}`;
        const setName = pairOf(fieldOf(updateCredential, 'name'));
        return (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              {LANGS.map((lang, n) => (
                <TextField
                  key={lang}
                  id={n === 0 ? firstId : undefined}
                  name={`${at}.name.${lang}`}
                  lang={lang}
                  label={studio.fieldIn(text.name, studio.lang[lang])}
                  value={credential.name[lang]}
                  onValueChange={(v) => setName(lang, v)}
                  error={errorOf(`${at}.name.${lang}`)}
                />
              ))}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {(['reference', 'url'] as const).map((key) => (
                <TextField
                  key={key}
                  name={`${at}.${key}`}
                  label={text[key]}
                  type={key === 'url' ? 'url' : undefined}
                  value={credential[key] ?? ''}
                  onValueChange={(v) => updateCredential((entry) => withOptional(entry, key, v))}
                  error={errorOf(`${at}.${key}`)}
                />
              ))}
            </div>
          </>
        );
      }}
    />
  );
}
