import type { ReactNode } from 'react';
import { pathFor, type ResolvedRoute } from '../config/routes.ts';
import { ToastProvider } from '../components/ui/toast.tsx';
import { LanguageSwitcher } from '../features/language-switcher/language-switcher.tsx';
import { useI18n } from '../i18n/index.tsx';
import { Link } from '../lib/router.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** The page frame: skip link first, header, the page's main content, footer. */
export function Layout({ route, children }: { route: ResolvedRoute; children: ReactNode }) {
  const { t, lang } = useI18n();
  return (
    <ToastProvider dismissLabel={t.common.dismissNotification}>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t.common.skipToContent}
      </a>
      <header className="bg-ink text-ivory">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-6 py-3">
          <Link to={pathFor('home', lang)} className="font-display text-xl tracking-wide">
            {t.meta.siteName}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none" data-route={route.id}>
        {children}
      </main>
    </ToastProvider>
  );
}
