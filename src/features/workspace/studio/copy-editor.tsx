import type { CopyBlocks } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import { entryOf, fieldOf, pairOf, textsOf, type Update } from './draft.ts';
import { HeadingsEditor } from './headings-editor.tsx';
import { Entry, Section } from './section.tsx';

const TITLED_FIELDS = ['title', 'text'] as const;

/** Pillars, services or steps: a title and a text each. */
type Titled = { id: string; es: { title: string; text: string }; en: { title: string; text: string } };

/**
 * A group of titled entries (`copy.about.pillars`…), each named in a missing translation by its id; the
 * group's path (`base`) names the fields.
 */
function TitledEntries<T extends Titled>({ base, entries, update }: { base: string; entries: T[]; update: Update<T[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.copy;
  return entries.map((entry, index) => (
    <Entry key={entry.id} legend={entry[copy.lang].title || entry.es.title || entry.id}>
      {TITLED_FIELDS.map((key) => (
        <Bilingual
          key={key}
          label={text[key]}
          name={(l) => `${base}.${index}.${l}.${key}`}
          alsoNamed={(l) => `${base}.${entry.id}.${l}.${key}`}
          value={(l) => entry[l][key]}
          onChange={textsOf(entryOf(update, index), key)}
          multiline={key === 'text'}
        />
      ))}
    </Entry>
  ));
}

/**
 * The home's copy: the sections' headings, then the about, concierge and how-it-works blocks and entries,
 * each text in both languages.
 */
export function CopyEditor({
  blocks,
  update,
  publishedCases,
}: {
  blocks: CopyBlocks;
  update: Update<CopyBlocks>;
  publishedCases: number;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.copy;
  const { about, concierge, howItWorks } = blocks;
  const updateAbout = fieldOf(update, 'about');
  const updateConcierge = fieldOf(update, 'concierge');
  const updateHowItWorks = fieldOf(update, 'howItWorks');
  return (
    <Section id="studio-copy" heading={text.heading} intro={text.intro} item="copy">
      <HeadingsEditor headings={blocks.headings} update={fieldOf(update, 'headings')} publishedCases={publishedCases} />
      <h4 className="font-display text-xl text-ink">{text.about}</h4>
      <Bilingual
        label={text.lead}
        name={(l) => `copy.about.${l}.lead`}
        value={(l) => about[l].lead}
        onChange={textsOf(updateAbout, 'lead')}
      />
      <Bilingual
        label={text.body}
        name={(l) => `copy.about.${l}.body`}
        value={(l) => about[l].body}
        onChange={textsOf(updateAbout, 'body')}
        multiline
      />
      <h5 className="text-sm font-semibold text-ink">{text.pillars}</h5>
      <TitledEntries base="copy.about.pillars" entries={about.pillars} update={fieldOf(updateAbout, 'pillars')} />
      <h5 className="text-sm font-semibold text-ink">{text.figures}</h5>
      {about.figures.map((figure, index) => {
        const updateFigure = entryOf(fieldOf(updateAbout, 'figures'), index);
        return (
          <Entry key={figure.id} legend={figure[copy.lang].label || figure.id}>
            {figure.id === 'founded' ? (
              <p className="text-sm text-ink-muted">{text.foundedHint}</p>
            ) : (
              <Bilingual
                label={text.value}
                name={(l) => `copy.about.figures.${index}.value.${l}`}
                alsoNamed={(l) => `copy.about.figures.${figure.id}.value.${l}`}
                value={(l) => figure.value[l]}
                onChange={pairOf(fieldOf(updateFigure, 'value'))}
              />
            )}
            <Bilingual
              label={text.label}
              name={(l) => `copy.about.figures.${index}.${l}.label`}
              alsoNamed={(l) => `copy.about.figures.${figure.id}.${l}.label`}
              value={(l) => figure[l].label}
              onChange={textsOf(updateFigure, 'label')}
            />
          </Entry>
        );
      })}
      <h4 className="font-display text-xl text-ink">{text.concierge}</h4>
      <Bilingual
        label={text.introField}
        name={(l) => `copy.concierge.intro.${l}`}
        value={(l) => concierge.intro[l]}
        onChange={pairOf(fieldOf(updateConcierge, 'intro'))}
        multiline
      />
      <TitledEntries base="copy.concierge.services" entries={concierge.services} update={fieldOf(updateConcierge, 'services')} />
      <h4 className="font-display text-xl text-ink">{text.howItWorks}</h4>
      <Bilingual
        label={text.introField}
        name={(l) => `copy.howItWorks.intro.${l}`}
        value={(l) => howItWorks.intro[l]}
        onChange={pairOf(fieldOf(updateHowItWorks, 'intro'))}
        multiline
      />
      <TitledEntries base="copy.howItWorks.steps" entries={howItWorks.steps} update={fieldOf(updateHowItWorks, 'steps')} />
    </Section>
  );
}
