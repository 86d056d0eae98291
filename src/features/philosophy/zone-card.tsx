import { useEffect, useRef, useState } from 'react';
import { fallbackSrc, srcSet } from '../../content/media.ts';
import { ZONE_IMAGES } from '../../content/section-media.ts';
import type { ZoneEntry } from '../../domain/content/index.ts';
import { useI18n } from '../../i18n/index.tsx';

/** Rendered width of a zone image: one column on phones, two on tablets, four on wide screens. */
const ZONE_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw';

/** How close to the viewport a zone image starts downloading. */
const ZONE_IMAGE_ROOT_MARGIN = '600px 0px';
/** A transparent pixel: keeps the image's box (width and height attributes) until the real one loads. */
const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * True once the element approaches the viewport. The images sit far below the fold: fetching them only
 * then keeps their bytes out of the page's first paint on a phone (the browser's own lazy loading
 * starts them at layout, already ~1250 px ahead).
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: ZONE_IMAGE_ROOT_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
}

/**
 * A specialisation zone: its image (the one the firm uploaded, else the media manifest's), name, motto
 * and a short text.
 */
export function ZoneCard({ zone }: { zone: Pick<ZoneEntry, 'id' | 'es' | 'en' | 'image'> }) {
  const { lang } = useI18n();
  const copy = zone[lang];
  const image = zone.image ?? ZONE_IMAGES[zone.id];
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <article ref={ref} data-testid="zone" aria-labelledby={`zone-${zone.id}`} className="group flex flex-col">
      <picture className="block overflow-hidden border border-ivory/10 bg-stone-100">
        {near ? <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={ZONE_IMAGE_SIZES} /> : null}
        {near ? <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={ZONE_IMAGE_SIZES} /> : null}
        <img
          src={near ? fallbackSrc(image) : PLACEHOLDER_SRC}
          width={image.width}
          height={image.height}
          alt={image.alt[lang]}
          loading="lazy"
          decoding="async"
          className="h-auto w-full transition-transform duration-[1200ms] ease-out group-hover:scale-[1.03]"
        />
      </picture>
      <h3 id={`zone-${zone.id}`} className="mt-7 font-display text-3xl text-ivory">
        {copy.name}
      </h3>
      <p className="mt-3 font-display text-xl text-brass-300 italic">{copy.motto}</p>
      <p className="mt-4 text-ivory/75">{copy.text}</p>
    </article>
  );
}
