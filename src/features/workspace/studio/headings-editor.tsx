import { contradictedCounts, type SectionHeadings } from '../../../domain/content/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import type { Update } from './draft.ts';
import { Entry } from './section.tsx';

type Field = 'eyebrow' | 'title' | 'lead' | 'intro' | 'introOne' | 'team' | 'credentials' | 'press';
type Pairs = Partial<Record<Field, Record<Lang, string>>>;

/** The fields of each section's heading, in the order the page shows them. */
const FIELDS: { [S in keyof SectionHeadings]: readonly (keyof SectionHeadings[S] & Field)[] } = {
  hero: ['eyebrow', 'title', 'lead'],
  portfolio: ['eyebrow', 'title', 'intro', 'introOne'],
  zones: ['eyebrow', 'title', 'intro'],
  about: ['eyebrow', 'title', 'team', 'credentials', 'press'],
  howItWorks: ['eyebrow', 'title'],
  services: ['eyebrow', 'title', 'intro'],
  calculators: ['eyebrow', 'title', 'intro'],
  concierge: ['eyebrow', 'title'],
  contactForm: ['eyebrow', 'title', 'intro'],
};
const SECTIONS = Object.keys(FIELDS) as (keyof SectionHeadings)[];
const LONG: ReadonlySet<Field> = new Set(['intro', 'introOne', 'lead']);

/**
 * The home's section headings (issue 40): each section's eyebrow, title and introduction in both
 * languages. The portfolio's introduction takes `{count}`; a number typed in it that the published cases
 * contradict is pointed out under the field.
 */
export function HeadingsEditor({
  headings,
  update,
  publishedCases,
}: {
  headings: SectionHeadings;
  update: Update<SectionHeadings>;
  /** The cases the draft shows (visible ones): what `{count}` would write. */
  publishedCases: number;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.copy.headings;
  // The text for a single case speaks of one; the other, of the cases the draft shows.
  const contradiction = (value: string, count: number) => {
    const stated = contradictedCounts(value, count);
    return stated.length > 0 ? (
      <strong data-testid="count-contradicted" className="mt-1 block font-semibold text-ink">
        {text.countContradicted(stated.join(', '), count)}
      </strong>
    ) : null;
  };
  const hintOf = (section: keyof SectionHeadings, field: Field) =>
    field === 'eyebrow'
      ? text.eyebrowHint
      : section === 'portfolio' && field === 'intro'
        ? text.countHint
        : field === 'introOne'
          ? text.introOneHint
          : undefined;
  return (
    <>
      <h4 className="font-display text-xl text-ink">{text.heading}</h4>
      <p className="max-w-3xl text-sm text-ink-muted">{text.intro}</p>
      {SECTIONS.map((section) => {
        const values = headings[section] as Pairs;
        // One text of the section in one language; every field named in FIELDS is one of the section's.
        const setText = (field: Field) => (lang: Lang, value: string) =>
          update((all) => {
            const current = all[section] as Pairs;
            return { ...all, [section]: { ...current, [field]: { ...current[field]!, [lang]: value } } };
          });
        return (
          <Entry key={section} legend={text.sections[section]}>
            {FIELDS[section].map((field) => (
              <Bilingual
                key={field}
                label={text.fields[field]}
                name={(l) => `copy.headings.${section}.${field}.${l}`}
                value={(l) => values[field]![l]}
                onChange={setText(field)}
                multiline={LONG.has(field)}
                hint={
                  section === 'portfolio' && (field === 'intro' || field === 'introOne')
                    ? (l) => (
                        <>
                          {hintOf(section, field)}
                          {contradiction(values[field]![l], field === 'introOne' ? 1 : publishedCases)}
                        </>
                      )
                    : hintOf(section, field)
                }
              />
            ))}
          </Entry>
        );
      })}
    </>
  );
}
