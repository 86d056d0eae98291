import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { counterpartPath, resolvePath, type ResolvedRoute } from '../config/routes.ts';
import { I18nProvider } from '../i18n/index.tsx';
import { RouterProvider, type NavigateOptions, type Router } from '../lib/router.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { applyHead, headFor } from './head.ts';
import { detectLanguage } from '../i18n/preference.ts';
import { Layout } from './layout.tsx';
import { ROUTE_MODULES } from './route-modules.ts';

export type PageState = { pathname: string; route: ResolvedRoute; Page: ComponentType };

/** Scrolls to `#id` when present, else to the top, honouring reduced motion. */
function scrollAfterNavigation(hash: string, preserveScroll: boolean): void {
  if (preserveScroll) return;
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

export function App({ initial }: { initial: PageState }) {
  const [page, setPage] = useState<PageState>(initial);
  const navigationId = useRef(0);

  const navigate = useCallback(async (to: string, options: NavigateOptions = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const id = ++navigationId.current;
    const route = resolvePath(url.pathname);
    const module = await ROUTE_MODULES[route.id]();
    if (id !== navigationId.current) return; // a later navigation won
    const href = url.pathname + url.search + url.hash;
    if (options.replace) window.history.replaceState(null, '', href);
    else window.history.pushState(null, '', href);
    // Commit the new page now, so the anchor exists when the scroll below runs (an update scheduled
    // from this async function could otherwise render after the next animation frame).
    flushSync(() => setPage({ pathname: url.pathname, route, Page: module.default }));
    applyHead(headFor(route));
    requestAnimationFrame(() => scrollAfterNavigation(url.hash, options.preserveScroll ?? false));
  }, []);

  // Back/forward buttons.
  useEffect(() => {
    const onPopState = () => {
      const route = resolvePath(window.location.pathname);
      void ROUTE_MODULES[route.id]().then((module) => {
        setPage({ pathname: window.location.pathname, route, Page: module.default });
        applyHead(headFor(route));
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // First visit: stored preference, then browser language, then the page's language.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'; // lets tests and scripts know the page is interactive
    const preferred = detectLanguage(initial.route.lang);
    if (preferred !== initial.route.lang) {
      void navigate(counterpartPath(initial.pathname, preferred) + window.location.hash, { replace: true, preserveScroll: true });
    }
  }, [initial, navigate]);

  const router = useMemo<Router>(
    () => ({ pathname: page.pathname, navigate: (to, o) => void navigate(to, o) }),
    [page.pathname, navigate],
  );
  const { Page, route } = page;

  return (
    <I18nProvider lang={route.lang}>
      <RouterProvider value={router}>
        <ErrorBoundary key={page.pathname}>
          <Layout route={route}>
            <Page />
          </Layout>
        </ErrorBoundary>
      </RouterProvider>
    </I18nProvider>
  );
}
