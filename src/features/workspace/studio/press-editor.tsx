import { TextField } from '../../../components/form/text-field.tsx';
import { emptyPressMention, withOptional, type PressMention } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { fieldOf, setTo, type Update } from './draft.ts';
import { useFieldErrors } from './field-errors.ts';
import { SelectField } from '../select-field.tsx';
import { ListEditor } from './list-editor.tsx';
import { languageChoices, languageName } from './working-languages.tsx';

const PRESS_FIELDS = ['outlet', 'title'] as const;

/** Today as the studio's clock reads it, 'YYYY-MM-DD' (a new press cutting's date until it is set). */
const today = () => new Date().toISOString().slice(0, 10);

/** The press: each article's outlet, headline, language, date and optional link. */
export function PressEditor({ press, update }: { press: PressMention[]; update: Update<PressMention[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.identity.press;
  const errorOf = useFieldErrors();
  return (
    <ListEditor
      list="press"
      entries={press}
      update={update}
      empty={() => emptyPressMention(today())}
      heading={text.heading}
      intro={text.intro}
      add={text.add}
      nameOf={(mention) => mention.title || text.unnamed}
      fields={(mention, updateMention, index, firstId) => {
        const at = `identity.press.${index}`;
        return (
          <div className="grid gap-4 md:grid-cols-2">
            {PRESS_FIELDS.map((key, n) => (
              <TextField
                key={key}
                id={n === 0 ? firstId : undefined}
                name={`${at}.${key}`}
                label={text[key]}
                value={mention[key]}
                onValueChange={setTo(fieldOf(updateMention, key))}
                error={errorOf(`${at}.${key}`)}
              />
            ))}
            <SelectField
              id={`${firstId}-lang`}
              name={`${at}.lang`}
              label={text.lang}
              value={mention.lang}
              // The code is what the page's `lang` attribute wants; she picks the language by its name.
              options={languageChoices([mention.lang]).map((code) => [code, languageName(code, copy.lang)] as const)}
              onChange={(event) => setTo(fieldOf(updateMention, 'lang'))(event.target.value)}
              error={errorOf(`${at}.lang`)}
            />
            <TextField
              name={`${at}.date`}
              label={text.date}
              type="date"
              value={mention.date}
              onValueChange={setTo(fieldOf(updateMention, 'date'))}
              error={errorOf(`${at}.date`)}
            />
            <TextField
              name={`${at}.url`}
              label={text.url}
              type="url"
              value={mention.url ?? ''}
              onValueChange={(v) => updateMention((entry) => withOptional(entry, 'url', v))}
              error={errorOf(`${at}.url`)}
            />
          </div>
        );
      }}
    />
  );
}
