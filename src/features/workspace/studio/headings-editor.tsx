import { contradictedCounts, type PageHeadingId, type SectionHeadings } from '../../../domain/content/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import type { Update } from './draft.ts';
import { Entry } from './section.tsx';

type Field = 'eyebrow' | 'title' | 'lead' | 'intro' | 'introOne' | 'team' | 'credentials' | 'press' | 'summary';
type Pairs = Partial<Record<Field, Record<Lang, string>>>;
type FieldsOf<S extends keyof SectionHeadings> = { [K in S]: readonly (keyof SectionHeadings[K] & Field)[] };
type HomeSection = Exclude<keyof SectionHeadings, PageHeadingId>;

/** The fields of each home section's heading, in the order the page shows them. */
const HOME_FIELDS: FieldsOf<HomeSection> = {
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
const calculatorPage = ['title', 'lead', 'summary'] as const;
/** The other pages' headings: the calculators' index, each calculator's page, the legal pages. */
const PAGE_FIELDS: FieldsOf<PageHeadingId> = {
  calculatorsIndex: ['eyebrow', 'title', 'intro'],
  valuationCalculator: calculatorPage,
  capitalGainsCalculator: calculatorPage,
  renovationCalculator: calculatorPage,
  investmentCalculator: calculatorPage,
  compoundInterestCalculator: calculatorPage,
  legalNotice: ['title'],
  privacyPolicy: ['title'],
  cookiesPolicy: ['title'],
};
const LONG: ReadonlySet<Field> = new Set(['intro', 'introOne', 'lead', 'summary']);

/**
 * The home's section headings (issue 40): each section's eyebrow, title and introduction in both
 * languages. The portfolio's introduction takes `{count}`; a number typed in it that the published cases
 * contradict is pointed out under the field. Then the other pages' headings: the calculators' pages and
 * the legal pages.
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
          : field === 'summary'
            ? text.summaryHint
            : undefined;
  const entries = <S extends keyof SectionHeadings>(fields: FieldsOf<S>, labels: Readonly<Partial<Record<Field, string>>>) =>
    (Object.keys(fields) as S[]).map((section) => {
      const values = headings[section] as Pairs;
      // One text of the section in one language; every field named in the fields is one of the section's.
      const setText = (field: Field) => (lang: Lang, value: string) =>
        update((all) => {
          const current = all[section] as Pairs;
          return { ...all, [section]: { ...current, [field]: { ...current[field]!, [lang]: value } } };
        });
      return (
        <Entry key={section} legend={text.sections[section]}>
          {(fields[section] as readonly Field[]).map((field) => (
            <Bilingual
              key={field}
              label={labels[field] ?? field}
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
    });
  return (
    <>
      <h4 className="font-display text-xl text-ink">{text.heading}</h4>
      <p className="max-w-3xl text-sm text-ink-muted">{text.intro}</p>
      {entries(HOME_FIELDS, text.fields)}
      <h4 className="font-display text-xl text-ink">{text.pagesHeading}</h4>
      <p className="max-w-3xl text-sm text-ink-muted">{text.pagesIntro}</p>
      {entries(PAGE_FIELDS, text.pageFields)}
    </>
  );
}
