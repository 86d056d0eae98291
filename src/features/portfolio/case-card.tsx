import { fallbackSrc, srcSet } from '../../content/media.ts';
import { CASE_VIGNETTES } from '../../content/section-media.ts';
import type { CaseEntry } from '../../domain/content/index.ts';
import { useI18n } from '../../i18n/index.tsx';

/** Shown size of a case's vignette, in CSS pixels. */
const VIGNETTE_SIZE_PX = 64;
/** Rendered width of a case's photograph: the card's, 85% of a phone's width, two columns, then three. */
const CASE_PHOTO_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 85vw';

/**
 * One success case: its photograph (or else its vignette), where, what, the band of its closing price, then
 * situation, solution and advantage. The portfolio sits far below the fold: the photograph loads lazily.
 */
export function CaseCard({ item }: { item: Pick<CaseEntry, 'id' | 'priceBand' | 'es' | 'en' | 'image'> }) {
  const { t, lang } = useI18n();
  const copy = item[lang];
  const photo = item.image;
  const vignette = photo ? undefined : CASE_VIGNETTES[item.id];
  const labels = t.landing.portfolio;
  const rows = [
    { term: labels.situation, text: copy.situation },
    { term: labels.solution, text: copy.solution },
    { term: labels.advantage, text: copy.advantage },
  ];
  return (
    <article
      data-testid="portfolio-case"
      aria-labelledby={`case-${item.id}`}
      className="flex w-full flex-col border border-stone-300 bg-ivory p-7 transition-colors duration-500 hover:border-brass-500 sm:p-8"
    >
      {photo ? (
        <picture data-testid="case-photo" className="-mx-7 -mt-7 mb-6 block overflow-hidden bg-stone-100 sm:-mx-8 sm:-mt-8">
          <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={CASE_PHOTO_SIZES} />
          <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={CASE_PHOTO_SIZES} />
          <img
            src={fallbackSrc(photo)}
            width={photo.width}
            height={photo.height}
            alt={photo.alt[lang]}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </picture>
      ) : null}
      {vignette ? (
        // Decorative: the location and title below say what it shows.
        <img
          src={vignette.src}
          width={VIGNETTE_SIZE_PX}
          height={VIGNETTE_SIZE_PX}
          alt=""
          loading="lazy"
          decoding="async"
          className="mb-6 size-16"
        />
      ) : null}
      <p className="text-xs font-semibold tracking-[0.22em] text-brass-700 uppercase">{copy.location}</p>
      <h3 id={`case-${item.id}`} className="mt-3 font-display text-2xl leading-snug text-ink">
        {copy.title}
      </h3>
      <p className="mt-5 border-b border-stone-300 pb-5">
        <span className="block text-xs tracking-[0.18em] text-ink-muted uppercase">{labels.price}</span>
        <span className="mt-1 block font-display text-3xl text-ink lining-nums">{labels.priceBands[item.priceBand]}</span>
      </p>
      <dl className="mt-5 grid gap-4 text-[0.95rem]">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-xs font-semibold tracking-[0.18em] text-ink uppercase">{row.term}</dt>
            <dd className="mt-1 text-ink-muted">{row.text}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
