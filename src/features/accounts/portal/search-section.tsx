import { pathFor } from '../../../config/routes.ts';
import type { SavedSearch } from '../../../domain/accounts/index.ts';
import { Link } from '../../../lib/router.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { INLINE_LINK_CLASSES } from '../auth/auth-frame.tsx';
import { useSavedSearch } from '../api/search.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { ReadView } from './panel.tsx';
import { SearchForm } from './search-form.tsx';

/**
 * Mi búsqueda (buyers): the detailed brief kept in the account, editable at any time, sent to the firm
 * as a detailed request when the client says so (ADR 0030).
 */
export function SearchSection({ user }: { user: SessionUser }) {
  const { a, lang } = useAccountsI18n();
  const read = useSavedSearch();
  if (user.clientType !== 'buyer')
    return (
      <div className="flex flex-col items-start gap-4 border border-dashed border-stone-300 px-6 py-10">
        <p className="max-w-prose text-ink-muted">{a.portal.search.notBuyer}</p>
        <Link to={pathFor('portalAccount', lang)} className={INLINE_LINK_CLASSES}>
          {a.portal.search.toAccount}
        </Link>
      </div>
    );
  return (
    <ReadView read={read}>
      {({ search }) => (
        <div className="flex flex-col gap-8">
          <SearchStatus search={search} />
          {/* A new save remounts the form on what the server stored (sanitised), so "unsaved" starts again. */}
          <SearchForm key={search?.updatedAt ?? 'new'} user={user} search={search} />
        </div>
      )}
    </ReadView>
  );
}

/** When the brief was last saved and last sent, and whether the firm has seen the latest version. */
function SearchStatus({ search }: { search: SavedSearch | null }) {
  const { a, lang, format } = useAccountsI18n();
  const copy = a.portal.search;
  const unsent = search?.sentAt && Date.parse(search.updatedAt) > Date.parse(search.sentAt);
  return (
    <section
      aria-labelledby="search-status"
      data-testid="search-status"
      className="border-l-2 border-brass-500 bg-white/60 px-6 py-5"
    >
      <h2 id="search-status" className="eyebrow text-brass-700">
        {copy.status}
      </h2>
      <ul className="mt-3 flex flex-col gap-1 text-sm text-ink">
        <li>{search ? copy.savedOn(format.dateTime(search.updatedAt)) : copy.notSaved}</li>
        <li>{search?.sentAt ? copy.sentOn(format.dateTime(search.sentAt)) : copy.notSent}</li>
      </ul>
      {unsent ? <p className="mt-3 text-sm font-semibold text-ink">{copy.unsentChanges}</p> : null}
      {search?.sentAt ? (
        <Link to={pathFor('portalRequests', lang)} className={`${INLINE_LINK_CLASSES} mt-3 inline-block text-sm`}>
          {copy.toRequests}
        </Link>
      ) : null}
    </section>
  );
}
