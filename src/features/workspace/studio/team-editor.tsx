import { TextField } from '../../../components/form/text-field.tsx';
import { emptyTeamMember, type TeamMember } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import { fieldOf, pairOf, setTo, type Update } from './draft.ts';
import { useFieldErrors } from './field-errors.ts';
import { ImageField } from './image-field.tsx';
import { ListEditor } from './list-editor.tsx';
import { WorkingLanguages } from './working-languages.tsx';

/** The team: each person's name, role in both languages, working languages and portrait. */
export function TeamEditor({ team, update }: { team: TeamMember[]; update: Update<TeamMember[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.identity.team;
  const errorOf = useFieldErrors();
  return (
    <ListEditor
      list="team"
      entries={team}
      update={update}
      empty={emptyTeamMember}
      heading={text.heading}
      intro={text.intro}
      add={text.add}
      nameOf={(person) => person.name || text.unnamed}
      fields={(person, updatePerson, index, firstId) => {
        const at = `identity.team.${index}`;
        return (
          <>
            <TextField
              id={firstId}
              name={`${at}.name`}
              label={text.name}
              value={person.name}
              onValueChange={setTo(fieldOf(updatePerson, 'name'))}
              error={errorOf(`${at}.name`)}
            />
            <Bilingual
              label={text.role}
              name={(lang) => `${at}.role.${lang}`}
              value={(lang) => person.role[lang]}
              onChange={pairOf(fieldOf(updatePerson, 'role'))}
            />
            <WorkingLanguages
              legend={text.languages}
              chosen={person.languages}
              lang={copy.lang}
              onChange={setTo(fieldOf(updatePerson, 'languages'))}
              error={errorOf(`${at}.languages`, `${at}.languages.0`)}
            />
            <ImageField
              legend={copy.ui.studio.image.portraitLegend}
              none={copy.ui.studio.image.nonePortrait}
              place="portrait"
              image={person.portrait}
              update={fieldOf(updatePerson, 'portrait')}
              name={`${at}.portrait`}
              alsoNamed={`${at}.portrait`}
            />
          </>
        );
      }}
    />
  );
}
