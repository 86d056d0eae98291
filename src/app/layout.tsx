import type { ReactNode } from 'react';
import { type ResolvedRoute } from '../config/routes.ts';
import { afterHydration } from '../components/after-hydration.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { AccountLink } from '../features/accounts/account-link.tsx';
import type { LanguageOfferProps } from '../features/language-switcher/language-offer.tsx';
import { LanguageSwitcher } from '../features/language-switcher/language-switcher.tsx';
import { SiteFooter } from '../features/site-footer/site-footer.tsx';
import { SiteHeader } from '../features/site-header/site-header.tsx';
import { useI18n } from '../i18n/index.tsx';
import type { Lang } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';

export const MAIN_CONTENT_ID = 'main-content';

// Shown only after the visitor scrolls or once the page knows their language: loaded after hydration.
const CookieBanner = afterHydration(() =>
  import('../features/cookie-banner/cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })),
);
const LanguageOffer = afterHydration(() =>
  import('../features/language-switcher/language-offer.tsx').then((m) => ({ default: m.LanguageOffer })),
);

/**
 * The page frame: skip link first, then the cookie notice (fixed at the window's foot, so it is the
 * first Tab stop after the skip link while it shows), header, the page's main content, footer.
 */
export function Layout({
  route,
  languageOffer,
  languageHrefs,
  children,
}: {
  route: ResolvedRoute;
  /** The page in the visitor's language, offered when it differs from this one's. */
  languageOffer: LanguageOfferProps | null;
  /** The same page in each language, for a page the route table does not know (a form's answer, ADR 0061). */
  languageHrefs?: Partial<Record<Lang, string>>;
  children: ReactNode;
}) {
  const { t } = useI18n();
  // The home page opens with a full-screen hero under the transparent bar; other pages start below it.
  const underBar = route.id !== 'home';
  return (
    <ToastProvider dismissLabel={t.common.dismissNotification}>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t.common.skipToContent}
      </a>
      {/* The workspace sets no cookie a visitor is asked about, and its bars need the window's foot. */}
      {route.id === 'workspace' ? null : <CookieBanner />}
      <SiteHeader languageSwitcher={<LanguageSwitcher hrefs={languageHrefs} />} accountLink={<AccountLink />} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('outline-none', underBar && 'pt-header')} data-route={route.id}>
        {children}
      </main>
      <SiteFooter />
      {languageOffer ? <LanguageOffer {...languageOffer} /> : null}
    </ToastProvider>
  );
}
