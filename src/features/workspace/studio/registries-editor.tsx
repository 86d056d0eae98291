import { TextField } from '../../../components/form/text-field.tsx';
import { withAgentField, withMercantileField, type Identity } from '../../../domain/content/index.ts';
import { LANGS } from '../../../i18n/languages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { fieldOf, type Update } from './draft.ts';
import { useFieldErrors } from './field-errors.ts';
import { Entry, Section } from './section.tsx';

const MERCANTILE_FIELDS = ['registry', 'tomo', 'folio', 'hoja', 'inscripcion'] as const;

/** The Registro Mercantil and the estate agents' register entries: absent while every field is blank. */
export function RegistriesEditor({ identity, update }: { identity: Identity; update: Update<Identity> }) {
  const studio = useWorkspaceCopy().ui.studio;
  const text = studio.identity;
  const errorOf = useFieldErrors();
  const mercantile = fieldOf(update, 'mercantileRegistration');
  const agent = fieldOf(update, 'agentRegistration');
  return (
    <Section id="studio-registries" heading={text.registries} item="identity">
      <Entry legend={text.mercantile.heading}>
        <p className="text-sm text-ink-muted">{text.mercantile.hint}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {MERCANTILE_FIELDS.map((key) => (
            <TextField
              key={key}
              name={`identity.mercantileRegistration.${key}`}
              label={text.mercantile[key]}
              value={identity.mercantileRegistration?.[key] ?? ''}
              onValueChange={(v) => mercantile((entry) => withMercantileField(entry, key, v))}
              error={errorOf(`identity.mercantileRegistration.${key}`)}
              hint={text.mercantile.hints[key]}
            />
          ))}
        </div>
      </Entry>
      <Entry legend={text.agent.heading}>
        <p className="text-sm text-ink-muted">{text.agent.hint}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {LANGS.map((lang) => (
            <TextField
              key={lang}
              name={`identity.agentRegistration.register.${lang}`}
              lang={lang}
              label={studio.fieldIn(text.agent.register, studio.lang[lang])}
              value={identity.agentRegistration?.register[lang] ?? ''}
              onValueChange={(v) => agent((entry) => withAgentField(entry, lang, v))}
              error={errorOf(`identity.agentRegistration.register.${lang}`)}
            />
          ))}
        </div>
        <TextField
          name="identity.agentRegistration.number"
          label={text.agent.number}
          className="max-w-xs"
          value={identity.agentRegistration?.number ?? ''}
          onValueChange={(v) => agent((entry) => withAgentField(entry, 'number', v))}
          error={errorOf('identity.agentRegistration.number')}
        />
      </Entry>
    </Section>
  );
}
