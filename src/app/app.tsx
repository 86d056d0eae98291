import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { counterpartPath, isPreviewPath, pagePathOf, previewPrefixOf } from '../config/routes.ts';
import type { LanguageOfferProps } from '../features/language-switcher/language-offer.tsx';
import { I18nProvider, loadMessages } from '../i18n/index.tsx';
import { adviseLanguage } from '../i18n/preference.ts';
import { loadIslandsNow } from '../components/lazy-island.tsx';
import { loadAfterHydration, releaseAfterHydration, whenReleased } from '../components/after-hydration.tsx';
import { RouterProvider, type NavigateOptions, type Router } from '../lib/router.tsx';
import { renderDeferredParts, renderDeferredPartsWhenIdle } from '../lib/deferred-parts.ts';
import { keepInPlace, scrollToElement } from '../lib/scroll.ts';
import { PublishedContentProvider } from '../content/published-content.tsx';
import type { ContentDocument } from '../domain/content/index.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { Layout, MAIN_CONTENT_ID } from './layout.tsx';
import { loadPage, type PageState } from './load-page.ts';
import { PageHead } from './page-head.tsx';

export type { PageState } from './load-page.ts';

/** Where the window goes once a navigation's page has committed. */
type ScrollIntent =
  | { kind: 'none' } // the page the browser was served: it scrolls by itself
  | { kind: 'keep' } // same page in the other language
  | { kind: 'top' }
  | { kind: 'hash'; hash: string }
  | { kind: 'restore'; y: number }; // back and forward

/**
 * The page on screen and its query string (the browser's real one from the first render: only
 * `useSearch` reads it, once hydrated), with what its navigation still owes once it has committed.
 */
type Shown = PageState & { search: string; commitHistory: () => void; scroll: ScrollIntent };

/** The scroll position of each history entry, kept in its state for back and forward. */
type EntryState = { scrollY?: number } | null;

function rememberScroll(): void {
  const state = (window.history.state as EntryState) ?? {};
  window.history.replaceState({ ...state, scrollY: window.scrollY }, '');
}

function applyScroll(intent: ScrollIntent): void {
  if (intent.kind === 'none' || intent.kind === 'keep') return;
  if (intent.kind === 'restore') {
    // The position was taken on the page's rendered parts: a placeholder in their place would move it.
    renderDeferredParts();
    return window.scrollTo(0, intent.y);
  }
  const target = intent.kind === 'hash' ? document.getElementById(decodeURIComponent(intent.hash.slice(1))) : null;
  // At once, as a page loaded at its fragment (the stylesheet's smooth scrolling is for in-page links),
  // and held there while the new page settles.
  if (target) {
    scrollToElement(target, 'instant');
    return keepInPlace(target);
  }
  window.scrollTo(0, 0);
  // A new page: screen-reader and keyboard users start at its content, as after a full load.
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/**
 * `published`: the firm's content the page was rendered from (the page's content file in the browser);
 * `search`: the query the server renders the page with (a calculator's scenario, ADR 0052); in the browser, the address's.
 */
export function App({ initial, published, search }: { initial: PageState; published: ContentDocument; search?: string }) {
  const [page, setPage] = useState<Shown>(() => ({
    ...initial,
    search: search ?? globalThis.location?.search ?? '',
    commitHistory: () => undefined,
    scroll: { kind: 'none' },
  }));
  const [offer, setOffer] = useState<LanguageOfferProps['offer'] | null>(null);
  const navigationId = useRef(0);
  const shownPath = useRef(initial.pathname);

  /**
   * Every navigation ends here: the latest one wins (an earlier one still loading is dropped), the
   * page's code and all its islands load before it is shown (a transition keeps the current page up
   * meanwhile), and the address changes when the page does.
   */
  const show = useCallback(
    async ({ pathname, search }: { pathname: string; search: string }, commitHistory: () => void, scroll: ScrollIntent) => {
      const id = ++navigationId.current;
      loadIslandsNow();
      const next = await loadPage(pathname);
      if (id !== navigationId.current) return;
      shownPath.current = pathname;
      startTransition(() => setPage({ ...next, search, commitHistory, scroll }));
    },
    [],
  );

  const navigate = useCallback(
    (to: string | { search: URLSearchParams | string }, options: NavigateOptions = {}) => {
      const url = new URL(typeof to === 'string' ? to : '', window.location.href);
      const query = typeof to === 'string' ? options.search : to.search;
      if (query !== undefined) url.search = String(query);
      if (url.origin !== window.location.origin) return window.location.assign(url.href);
      url.pathname = pagePathOf(url.pathname); // a query alone, in a preview: the page's own path
      // A preview (the draft's, a version's) keeps its navigations in it (the page's path under its prefix).
      const preview = previewPrefixOf(window.location.pathname);
      const href = preview + url.pathname + url.search + url.hash;
      const move = () => window.history[options.replace ? 'replaceState' : 'pushState'](null, '', href);
      // Only the query changes: the page stays, and so does the window.
      if (url.pathname === shownPath.current && url.search !== window.location.search)
        return setPage((shown) => ({ ...shown, search: url.search, commitHistory: move, scroll: { kind: 'none' } }));
      rememberScroll();
      const scroll: ScrollIntent = options.preserveScroll
        ? { kind: 'keep' }
        : url.hash
          ? { kind: 'hash', hash: url.hash }
          : { kind: 'top' };
      void show(url, move, scroll);
    },
    [show],
  );

  // Back and forward: the same loader and the same guard as a click. A change of query alone changes
  // the query; of fragment alone, is the browser's to handle.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const pathname = pagePathOf(window.location.pathname);
      if (pathname === shownPath.current)
        return setPage((shown) => ({
          ...shown,
          search: window.location.search,
          commitHistory: () => undefined,
          scroll: { kind: 'none' },
        }));
      const y = (event.state as EntryState)?.scrollY;
      const scroll: ScrollIntent =
        y !== undefined
          ? { kind: 'restore', y }
          : window.location.hash
            ? { kind: 'hash', hash: window.location.hash }
            : { kind: 'top' };
      void show({ pathname, search: window.location.search }, () => undefined, scroll);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  useLayoutEffect(() => {
    page.commitHistory();
    // Written only when it changes: setting it, even to the same value, restyles every element of the
    // page (`:lang()`), 60 ms of a phone's CPU at hydration (issue 24).
    if (document.documentElement.lang !== page.route.lang) document.documentElement.lang = page.route.lang;
    applyScroll(page.scroll);
  }, [page]);

  // Each page's parts below its first screen, rendered for good once the page is interactive and the
  // visitor acts or leaves it idle (as the shell's parts below load), so the work never competes with
  // the page becoming interactive.
  useEffect(() => {
    let stop: () => void = () => undefined;
    const cancel = whenReleased(() => (stop = renderDeferredPartsWhenIdle()));
    return () => {
      cancel();
      stop();
    };
  }, [page.pathname]);

  // First load: only the bare home follows the visitor's language; any other page offers its twin.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'; // lets scripts know the page is interactive
    loadAfterHydration(); // the shell's parts the first render did not show (the drawer, the cookie notice, the offer)
    // The bare home's head script (src/i18n/first-visit-script.ts) is already moving this visitor, by the
    // same rule, before the page painted: nothing is left to do. Without it, the app moves as before.
    if (document.documentElement.dataset.languageAdvice === 'redirect') return;
    // A preview shows the language staff asked for.
    const advice = isPreviewPath(window.location.pathname) ? null : adviseLanguage(initial.pathname, initial.route.lang);
    // What was decided, for scripts that must know the page has settled (e.g. that nothing moved).
    document.documentElement.dataset.languageAdvice = advice?.kind ?? 'none';
    if (advice?.kind === 'redirect') {
      navigate(counterpartPath(initial.pathname, advice.lang) + window.location.hash, { replace: true, preserveScroll: true });
    } else if (advice?.kind === 'offer' && initial.route.id !== 'notFound') {
      // Written in the visitor's language: its copy loads first (the page carries its own language only).
      const { lang } = advice;
      void loadMessages(lang).then((messages) => {
        setOffer({ lang, copy: messages.common.languageOffer });
        releaseAfterHydration(); // the offer shows now, not on the visitor's first act
      });
    }
  }, [initial, navigate]);

  const router = useMemo<Router>(
    () => ({ pathname: page.pathname, search: page.search, navigate }),
    [page.pathname, page.search, navigate],
  );
  const { route, pathname, Page } = page;
  // The same element until the page changes, so other state of the app (the language offer, the query
  // string) never re-renders the page: an update reaching a section before it hydrates would cost its
  // server HTML.
  const content = useMemo(
    () => (
      // Keyed by path: a page starts afresh (and an error is forgotten) on every navigation.
      <ErrorBoundary key={pathname}>
        <PageHead route={route} />
        <Page />
      </ErrorBoundary>
    ),
    [pathname, route, Page],
  );

  return (
    <I18nProvider lang={route.lang} messages={page.messages}>
      <PublishedContentProvider content={published}>
        <RouterProvider value={router}>
          <ErrorBoundary>
            <Layout
              route={route}
              languageOffer={offer && offer.lang !== route.lang ? { offer, onDismiss: () => setOffer(null) } : null}
            >
              {content}
            </Layout>
          </ErrorBoundary>
        </RouterProvider>
      </PublishedContentProvider>
    </I18nProvider>
  );
}
