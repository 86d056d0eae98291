import { counterpartPath } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { LANGS } from '../../i18n/languages.ts';
import { storeLanguage } from '../../i18n/preference.ts';
import { cn } from '../../lib/cn.ts';
import { Link, useRouter } from '../../lib/router.tsx';

/**
 * ES | EN: the current language is highlighted (aria-current); the other is a real link to the same
 * page in that language, which switches in place, keeps the scroll position and stores the choice.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { lang, t } = useI18n();
  const { pathname } = useRouter();
  return (
    <nav aria-label={t.common.languageSwitcher.label} className={cn('flex items-center', className)}>
      <ul className="flex items-center gap-1">
        {LANGS.map((code) => {
          const current = code === lang;
          return (
            <li key={code}>
              <Link
                to={current ? pathname : counterpartPath(pathname, code)}
                lang={code}
                hrefLang={code}
                aria-current={current ? 'true' : undefined}
                navigateOptions={{ preserveScroll: true }}
                onClick={(event) => {
                  if (current) {
                    event.preventDefault();
                    return;
                  }
                  storeLanguage(code);
                }}
                className={cn(
                  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-2 text-sm font-semibold tracking-[0.12em] uppercase transition-colors',
                  current ? 'text-brass-300 underline decoration-1 underline-offset-8' : 'opacity-80 hover:opacity-100',
                )}
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{t.common.languageSwitcher[code]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
