import { TextField } from '../../../components/form/text-field.tsx';
import { PRICE_BANDS, type CaseEntry } from '../../../domain/content/index.ts';
import { SelectField } from '../select-field.tsx';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import { fieldOf, setTo, textsOf, type Update } from './draft.ts';
import { useFieldErrors } from './field-errors.ts';
import { ImageField } from './image-field.tsx';
import { CheckField } from './section.tsx';

const CASE_FIELDS = ['title', 'location', 'situation', 'solution', 'advantage'] as const;

/** One case's fields: shown or hidden, its id and price band, its copy in both languages, its photograph. */
export function CaseEditor({ entry, index, update }: { entry: CaseEntry; index: number; update: Update<CaseEntry> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.cases;
  const errorOf = useFieldErrors();
  const name = `cases.${index}`;
  return (
    <>
      <CheckField label={text.visible} checked={entry.visible} onChange={setTo(fieldOf(update, 'visible'))} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name={`${name}.id`}
          label={text.id}
          hint={text.idHint}
          value={entry.id}
          onValueChange={setTo(fieldOf(update, 'id'))}
          error={errorOf(`${name}.id`)}
        />
        <SelectField
          id={`cases-${index}-price-band`}
          name={`${name}.priceBand`}
          label={text.price}
          options={PRICE_BANDS.map((band) => [band, copy.priceBands[band]] as const)}
          value={entry.priceBand}
          onChange={(e) => setTo(fieldOf(update, 'priceBand'))(e.target.value as CaseEntry['priceBand'])}
          error={errorOf(`${name}.priceBand`)}
        />
      </div>
      {CASE_FIELDS.map((key) => (
        <Bilingual
          key={key}
          label={text.fields[key]}
          name={(lang) => `${name}.${lang}.${key}`}
          alsoNamed={(lang) => `cases.${entry.id}.${lang}.${key}`}
          value={(lang) => entry[lang][key]}
          onChange={textsOf(update, key)}
          multiline={key !== 'title' && key !== 'location'}
        />
      ))}
      <ImageField
        legend={copy.ui.studio.image.caseLegend}
        none={copy.ui.studio.image.noneCase}
        place="case"
        image={entry.image}
        update={fieldOf(update, 'image')}
        name={`${name}.image`}
        alsoNamed={`cases.${entry.id}.image`}
      />
    </>
  );
}
