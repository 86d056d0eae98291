import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { pathFor } from '../../config/routes.ts';
import { Wordmark } from '../../components/layout/wordmark.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { cn } from '../../lib/cn.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { afterHydration } from '../../components/after-hydration.tsx';
import { useScripted } from '../../lib/use-hydrated.ts';
import { CalculatorsMenu } from './calculators-menu.tsx';
import { MenuIcon } from './icons.tsx';
import { BAR_ITEMS } from './nav-items.ts';
import { useNavState } from './use-nav-state.ts';

/** The bar's last element, which the first paint waits for. */
const HEADER_END_ID = 'header-end';

/** Opened by a click: its code loads right after hydration, not before (issue 24). */
const MobileDrawer = afterHydration(() => import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })));

/**
 * The phone menu before and without scripts, rendered by the server only: the browser keeps its HTML
 * (a Suspense boundary that never resolves there stays as it was served) until the button takes its
 * place, and never loads its code.
 */
const MenuWithoutScripts = lazy(() =>
  typeof document === 'undefined'
    ? import('./menu-without-scripts.tsx').then((m) => ({ default: m.MenuWithoutScripts }))
    : new Promise<never>(() => undefined),
);

/**
 * The fixed navigation bar: transparent over the hero, solid past 50 px (always solid away from the
 * home page, and without scripts), hidden while scrolling down and back on scrolling up or when it takes focus. Below
 * 768 px the section links move into a drawer. The shell hands it the language switcher and the way
 * into the private area.
 */
export function SiteHeader({ languageSwitcher, accountLink }: { languageSwitcher: ReactNode; accountLink?: ReactNode }) {
  const { t, lang } = useI18n();
  const { pathname } = useRouter();
  const home = pathFor('home', lang);
  const onHome = pathname === home;
  const { solid, hidden, reveal } = useNavState();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback((restoreFocus: boolean) => {
    setDrawerOpen(false);
    if (restoreFocus) menuButton.current?.focus();
  }, []);
  // Until the page is interactive the menu is a <details> the browser opens; the button then takes its
  // place, and what the visitor had done with it carries over: open, the drawer opens; focused, the button is.
  const scripted = useScripted();
  const carryOver = useCallback((holder: HTMLElement | null) => {
    if (!holder) return;
    // Read as it leaves the page, the moment the button takes its place.
    return () => {
      const details = holder.querySelector('details');
      if (details?.open) setDrawerOpen(true);
      else if (details?.contains(document.activeElement)) requestAnimationFrame(() => menuButton.current?.focus());
    };
  }, []);

  // A keyboard user tabbing into the hidden bar brings it back.
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    element?.addEventListener('focusin', reveal);
    return () => element?.removeEventListener('focusin', reveal);
  }, [reveal]);

  const isSolid = solid || !onHome;
  // Tighter between 768 and 1024 px, where four links share the bar with the account and the languages.
  const barLinkClass =
    'inline-flex min-h-11 items-center px-2 text-xs font-semibold tracking-[0.12em] whitespace-nowrap text-ivory/85 uppercase transition-colors hover:text-ivory lg:px-3 lg:tracking-[0.2em]';
  // The drawer is a sibling, not a child: the bar's transform and backdrop filter would otherwise
  // become the containing block of the drawer's fixed positioning.
  return (
    <>
      <header
        data-testid="site-header"
        data-solid={isSolid}
        data-hidden={hidden && !drawerOpen}
        ref={bar}
        className={cn(
          'fixed inset-x-0 top-0 z-40 border-b text-ivory transition-[translate,background-color,border-color] duration-500 ease-calm',
          hidden && !drawerOpen && '-translate-y-full',
          // Without scripts nothing makes it solid on scrolling, and transparent it would sit over light sections.
          isSolid
            ? 'border-brass-500/25 bg-ink/95 backdrop-blur-md'
            : 'border-transparent bg-transparent noscript:border-brass-500/25 noscript:bg-ink/95 noscript:backdrop-blur-md',
        )}
      >
        {/* The first paint waits for the bar's last element (HTML's render-blocking "expect" link; the link goes to
            <head>): painted with part of its links parsed (a busy phone's parser pausing, a slow connection), the
            links moved aside once the rest came (a CLS of 0.012–0.014 seen at 1024 and 1440 px). */}
        <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
        {/* Narrower margins and gaps below 640 px: the wordmark, the account, the language and the menu fit 320 px. */}
        <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-2 px-4 sm:gap-6 sm:px-10">
          <Link
            to={home}
            aria-label={t.shell.nav.homeLink}
            className="-mx-2 flex min-h-11 items-center px-2"
            onClick={(event) => {
              if (!onHome) return;
              event.preventDefault();
              window.scrollTo({ top: 0 });
              if (window.location.hash) window.history.replaceState(window.history.state, '', home);
            }}
          >
            <Wordmark name={t.meta.siteName} />
          </Link>
          <nav aria-label={t.shell.nav.label} className="hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-6">
              {BAR_ITEMS.map((item) => (
                <Fragment key={item.key}>
                  {/* The calculators, a page of their own, before the contact section (issue 24). */}
                  {item.key === 'contact' ? (
                    <li>
                      <CalculatorsMenu className={barLinkClass} />
                    </li>
                  ) : null}
                  <li>
                    <SectionLink to={item.section} variant="plain" className={cn('group relative', barLinkClass)}>
                      {t.shell.nav.links[item.key]}
                      <span className="absolute inset-x-2 bottom-2 h-px lg:inset-x-3 origin-left scale-x-0 bg-brass-400 transition-transform duration-500 ease-calm group-hover:scale-x-100" />
                    </SectionLink>
                  </li>
                </Fragment>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-1 sm:gap-3">
            {accountLink}
            {languageSwitcher}
            <span aria-hidden="true" className="hidden h-5 w-px bg-ivory/25 md:hidden" />
            {scripted ? (
              <button
                ref={menuButton}
                type="button"
                className="-mr-2 inline-flex size-11 items-center justify-center md:hidden"
                aria-label={t.shell.nav.openMenu}
                aria-expanded={drawerOpen}
                aria-haspopup="dialog"
                onClick={() => setDrawerOpen(true)}
              >
                <MenuIcon />
              </button>
            ) : (
              // A div, not a span: the menu is a <details>, flow content a span may not hold (the HTML checker).
              <div ref={carryOver} className="contents">
                <Suspense>
                  <MenuWithoutScripts />
                </Suspense>
              </div>
            )}
          </div>
        </div>
        <span id={HEADER_END_ID} hidden />
      </header>
      {drawerOpen ? <MobileDrawer onClose={closeDrawer} /> : null}
    </>
  );
}
