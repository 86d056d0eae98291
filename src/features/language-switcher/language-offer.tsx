import { useRef, useSyncExternalStore } from 'react';
import { counterpartHref } from '../../config/routes.ts';
import { LANGUAGE_OFFER_HEIGHT_VAR, SM_UP_QUERY } from '../../config/ui.ts';
import type { Messages } from '../../i18n/index.tsx';
import type { Lang } from '../../i18n/languages.ts';
import { storeLanguage } from '../../i18n/preference.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useReservedHeight } from '../../lib/use-reserved-height.ts';
import { useSearch } from '../../lib/use-search.ts';

/**
 * A small, dismissible offer of this page in the visitor's language, written in that language, for a
 * visitor who opened a page of the other one (decision Product 2: a deep link is never moved).
 */
export type LanguageOfferProps = {
  /** The visitor's language and the offer's copy in it (loaded for the offer: the page has its own only). */
  offer: { lang: Lang; copy: Messages['common']['languageOffer'] };
  onDismiss: () => void;
};

const isWide = () => window.matchMedia(SM_UP_QUERY).matches;
function subscribeToWide(onChange: () => void): () => void {
  const query = window.matchMedia(SM_UP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function LanguageOffer({ offer: { lang, copy }, onDismiss }: LanguageOfferProps) {
  const { pathname } = useRouter();
  // The page's state in its query string (an open request) goes along, once known (after hydration).
  const search = useSearch()?.toString() ?? '';
  const offer = useRef<HTMLElement>(null);
  // From the sm width up it stands at the window's foot, over the page's last lines and controls: the page
  // reserves its height there (below that width it sits under the header, over the page's top).
  useReservedHeight(
    offer,
    useSyncExternalStore(subscribeToWide, isWide, () => false),
    LANGUAGE_OFFER_HEIGHT_VAR,
  );
  return (
    <aside
      ref={offer}
      lang={lang}
      aria-label={copy.text}
      data-testid="language-offer"
      className="fixed inset-x-3 top-[calc(var(--spacing-header)+0.75rem)] z-30 flex animate-fade-in items-center gap-3 border border-brass-500/40 bg-ivory py-2 pr-2 pl-5 text-sm text-ink shadow-[0_18px_40px_-20px_rgba(8,16,27,0.45)] sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-[calc(var(--cookie-notice-height,0px)+1.5rem)] sm:max-w-md"
    >
      <p className="flex-1 leading-snug">{copy.text}</p>
      <Link
        to={counterpartHref(pathname, search, lang)}
        hrefLang={lang}
        navigateOptions={{ preserveScroll: true }}
        onClick={() => storeLanguage(lang)}
        className="inline-flex min-h-11 shrink-0 items-center px-2 font-semibold text-brass-700 underline decoration-brass-500 underline-offset-4 hover:decoration-ink"
      >
        {copy.accept}
      </Link>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.dismiss}
        className="inline-flex size-11 shrink-0 items-center justify-center text-ink-muted hover:text-ink"
      >
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="1.25">
          <path d="M1 1l12 12M13 1L1 13" />
        </svg>
      </button>
    </aside>
  );
}
