import { counterpartHref } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { LANGS, type Lang } from '../../i18n/languages.ts';
import { storeLanguage } from '../../i18n/preference.ts';
import { cn } from '../../lib/cn.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useSearch } from '../../lib/use-search.ts';

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-2 text-sm font-semibold tracking-[0.12em] uppercase transition-colors';

/**
 * ES | EN: the current language is marked (aria-current) and is not a link; the other is a real link to
 * the same page in that language (the 404 page: to that language's home), which switches in place,
 * keeps the scroll position and stores the choice. `hrefs`: where a page the route table does not know
 * (a form's answer, rendered by the server) leads in each language instead.
 */
export function LanguageSwitcher({ className, hrefs }: { className?: string; hrefs?: Partial<Record<Lang, string>> }) {
  const { lang, t } = useI18n();
  const { pathname } = useRouter();
  // The page's state in its query string (an open request) goes along, once known (after hydration).
  const search = useSearch()?.toString() ?? '';
  return (
    <nav aria-label={t.common.languageSwitcher.label} className={cn('flex items-center', className)}>
      <ul className="flex items-center gap-1">
        {LANGS.map((code) => {
          const label = (
            <>
              <span aria-hidden="true">{code}</span>
              <span className="sr-only">{t.common.languageSwitcher[code]}</span>
            </>
          );
          return (
            // Below 400 px the bar has room for the link to the other language only; the current one is still read out.
            <li key={code} className={code === lang ? 'max-[399px]:sr-only' : undefined}>
              {code === lang ? (
                <span
                  lang={code}
                  aria-current="true"
                  className={cn(itemClass, 'text-brass-300 underline decoration-1 underline-offset-8')}
                >
                  {label}
                </span>
              ) : (
                <Link
                  to={hrefs?.[code] ?? counterpartHref(pathname, search, code)}
                  lang={code}
                  hrefLang={code}
                  navigateOptions={{ preserveScroll: true }}
                  onClick={() => storeLanguage(code)}
                  className={cn(itemClass, 'opacity-80 hover:opacity-100')}
                >
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
