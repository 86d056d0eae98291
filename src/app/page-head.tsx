import type { ResolvedRoute } from '../config/routes.ts';
import { usePublishedContent } from '../content/published-content.tsx';
import { useI18n } from '../i18n/index.tsx';
import { headFor, serializeJsonLd } from './head.ts';

/**
 * The page's title, description, social and alternate-language tags. React 19 places <title>, <meta>
 * and <link> in <head> wherever they are rendered and removes them with the page, so a navigation
 * never leaves the previous page's tags behind. The JSON-LD block (data, never executed) stays in the
 * body, where search engines read it just the same.
 */
export function PageHead({ route }: { route: ResolvedRoute }) {
  const { t } = useI18n();
  const { identity, seo } = usePublishedContent();
  const head = headFor(route, t.meta, identity, seo);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.metas.map((m) => (
        <meta key={m.name ?? m.property} name={m.name} property={m.property} content={m.content} />
      ))}
      {head.links.map((l) => (
        <link key={`${l.rel}-${l.hreflang ?? ''}`} rel={l.rel} hrefLang={l.hreflang} href={l.href} />
      ))}
      {head.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.jsonLd) }} />
      ) : null}
    </>
  );
}
