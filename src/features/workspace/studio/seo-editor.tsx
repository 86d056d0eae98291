import { ROUTES } from '../../../config/routes.ts';
import {
  asShownInResults,
  descriptionLength,
  SEO_DESCRIPTION_RECOMMENDED_CHARS,
  SEO_PAGE_IDS,
  SEO_TITLE_RECOMMENDED_CHARS,
  titleLength,
  type SeoContent,
  type SeoLength,
  type SeoPageId,
} from '../../../domain/content/index.ts';
import { LANGS, type Lang } from '../../../i18n/languages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import { fieldOf, pairOf, type Update } from './draft.ts';
import { Entry, Section } from './section.tsx';

/** The page's address as a result writes it: the site's host and its path, without the scheme. */
const shownAddress = (id: SeoPageId, lang: Lang) =>
  `${globalThis.location?.host ?? ''}${ROUTES[id][lang]}`.replace(/\/$/, '') || ROUTES[id][lang];

/** How one page would read in a search engine's results, in one language: address, title (a link's blue), description. */
function ResultPreview({ id, lang, title, description }: { id: SeoPageId; lang: Lang; title: string; description: string }) {
  const text = useWorkspaceCopy().ui.studio;
  return (
    <figure className="flex flex-col gap-1 rounded border border-stone-300 bg-white p-3" data-testid="seo-preview" lang={lang}>
      <figcaption className="text-xs text-ink-muted" lang={useWorkspaceCopy().lang}>
        {text.seo.preview(text.lang[lang])}
      </figcaption>
      <p className="text-xs text-ink-muted">{shownAddress(id, lang)}</p>
      <p className="text-lg leading-snug text-[#1a0dab]">{asShownInResults(title, SEO_TITLE_RECOMMENDED_CHARS)}</p>
      <p className="text-sm text-ink">{asShownInResults(description, SEO_DESCRIPTION_RECOMMENDED_CHARS.max)}</p>
    </figure>
  );
}

/**
 * _Buscadores / Search engines_ (issue 40): each indexed page's `<title>` and meta description (the social
 * cards' too) in both languages, with its length against what a result shows and a preview of the result.
 */
export function SeoEditor({ seo, update }: { seo: SeoContent; update: Update<SeoContent> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.seo;
  const advice = (length: SeoLength) =>
    length === 'fits' ? null : <strong className="mt-1 block font-semibold">{text[length]}</strong>;
  return (
    <Section id="studio-seo" heading={text.heading} intro={text.intro} item="seo">
      {SEO_PAGE_IDS.map((id) => {
        const page = seo[id];
        const updatePage = fieldOf(update, id);
        return (
          <Entry key={id} legend={text.pages[id]}>
            <Bilingual
              label={text.title}
              name={(l) => `seo.${id}.title.${l}`}
              value={(l) => page.title[l]}
              onChange={pairOf(fieldOf(updatePage, 'title'))}
              hint={(l) => (
                <>
                  {text.titleHint}
                  {page.title[l].trim().length > SEO_TITLE_RECOMMENDED_CHARS ? advice(titleLength(page.title[l])) : null}
                </>
              )}
              footer={(l) => text.titleCount(page.title[l].trim().length, SEO_TITLE_RECOMMENDED_CHARS)}
            />
            <Bilingual
              label={text.description}
              name={(l) => `seo.${id}.description.${l}`}
              value={(l) => page.description[l]}
              onChange={pairOf(fieldOf(updatePage, 'description'))}
              multiline
              hint={(l) => (
                <>
                  {text.descriptionHint}
                  {page.description[l].trim() ? advice(descriptionLength(page.description[l])) : null}
                </>
              )}
              footer={(l) =>
                text.descriptionCount(
                  page.description[l].trim().length,
                  SEO_DESCRIPTION_RECOMMENDED_CHARS.min,
                  SEO_DESCRIPTION_RECOMMENDED_CHARS.max,
                )
              }
            />
            <div className="grid gap-4 md:grid-cols-2">
              {LANGS.map((lang) => (
                <ResultPreview key={lang} id={id} lang={lang} title={page.title[lang]} description={page.description[lang]} />
              ))}
            </div>
          </Entry>
        );
      })}
    </Section>
  );
}
