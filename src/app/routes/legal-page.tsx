import type { ReactNode } from 'react';
import { BUILD_DATE_ISO } from '../../config/build.ts';
import { pathFor } from '../../config/routes.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

/** The element that holds a legal document; its code and copy load as a lazy island inside it. */
export const LEGAL_DOCUMENT_ID = 'legal-document';

/** Shown only after client-side navigation while the document's code loads. */
export function LegalDocumentFallback() {
  return <div className="min-h-screen" />;
}

/**
 * The frame shared by the three legal pages: heading (the firm's published title, ADR 0059), last-updated
 * line, back-to-home link.
 */
export function LegalPage({ page, children }: { page: 'legalNotice' | 'privacyPolicy' | 'cookiesPolicy'; children?: ReactNode }) {
  const { t, lang, format } = useI18n();
  const published = usePublishedContent();
  const title = published.copy.headings[page].title[lang];
  // The day of the version shown (the build's for the seed): the texts follow the firm's published identity.
  const updatedOn = published.publishedOn ?? BUILD_DATE_ISO.slice(0, 'YYYY-MM-DD'.length);
  return (
    <article className="mx-auto max-w-3xl px-6 py-20 sm:py-28">
      <Link
        to={pathFor('home', lang)}
        className="text-sm font-semibold tracking-wide text-brass-700 underline-offset-4 hover:underline"
      >
        {t.common.backToHome}
      </Link>
      <h1 className="mt-8 font-display text-4xl text-ink sm:text-6xl">{title}</h1>
      <p className="mt-3 text-sm text-ink-muted" data-testid="legal-updated">
        {t.legal.lastUpdated(format.date(updatedOn))}
      </p>
      <div id={LEGAL_DOCUMENT_ID} className="legal-prose mt-12 border-t border-stone-300 pt-10">
        {children}
      </div>
    </article>
  );
}
