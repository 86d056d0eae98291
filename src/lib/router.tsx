import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type NavigateOptions = {
  replace?: boolean;
  /** Keep the current scroll position (used by the language switcher: same page, other language). */
  preserveScroll?: boolean;
  /** The query string to go to, in place of the target's own (`searchParams` builds one from a record). */
  search?: URLSearchParams | string;
};

export type Router = {
  pathname: string;
  /** The query string as last navigated to (read it with `useSearch`, src/lib/use-search.ts). */
  search: string;
  /**
   * Goes to `to`, or changes only the query string (`navigate({ search })`, or `to` the current page):
   * then the page stays, a history entry is pushed (back and forward restore it) and the window stays put.
   */
  navigate: (to: string | { search: URLSearchParams | string }, options?: NavigateOptions) => void;
};

const RouterContext = createContext<Router | null>(null);
export const RouterProvider = RouterContext.Provider;

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter must be used inside <RouterProvider>');
  return router;
}

/** A click that should navigate in place (not a new tab, window or download). */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  navigateOptions?: NavigateOptions;
};

/** An ordinary link (works without JavaScript and for crawlers) that navigates in place when it can. */
export function Link({ to, navigateOptions, onClick, children, ...rest }: LinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
        event.preventDefault();
        router.navigate(to, navigateOptions);
      }}
    >
      {children}
    </a>
  );
}
