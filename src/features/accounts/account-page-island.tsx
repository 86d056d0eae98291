import { LazyIsland, type IslandLoader } from '../../components/lazy-island.tsx';

/** The prerendered element that wraps an account page's island. */
export const ACCOUNT_PAGE_ID = 'account-page';

/**
 * An account page or a page of the private area as an island (ADR 0027): its prerendered HTML (the
 * shell, with no personal data) shows at once; its code (copy, schemas, the accounts' client) loads right
 * after hydration, since it fills the viewport. The route's own module stays this small, so these pages'
 * first load is no heavier than a public page's.
 */
export function AccountPageIsland<P extends object>({ loader, props }: { loader: IslandLoader<P>; props: P }) {
  return (
    <div id={ACCOUNT_PAGE_ID}>
      <LazyIsland anchorId={ACCOUNT_PAGE_ID} loader={loader} props={props} fallback={<div className="min-h-[70vh]" />} />
    </div>
  );
}
