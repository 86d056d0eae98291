import { buttonClasses } from '../../components/ui/button.tsx';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { pathFor } from '../../config/routes.ts';
import { DRAWER_ITEMS } from '../../features/site-header/nav-items.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

/** The 404 page: says so, leads home, and offers the home page's main sections, valuation included. */
export default function NotFoundPage() {
  const { t, lang } = useI18n();
  const copy = t.common.notFound;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-24 text-center">
      <h1 className="font-display text-5xl text-ink">{copy.title}</h1>
      <p className="text-lg text-ink-muted">{copy.body}</p>
      <Link to={pathFor('home', lang)} className={buttonClasses()}>
        {copy.cta}
      </Link>
      <nav aria-labelledby="not-found-explore" className="mt-8 w-full border-t border-stone-300 pt-8">
        <h2 id="not-found-explore" className="eyebrow text-brass-700">
          {copy.explore}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6">
          {[
            ...DRAWER_ITEMS.map((item) => ({ section: item.section, label: t.shell.nav.links[item.key] })),
            { section: 'calculators' as const, label: t.home.sections.calculators },
          ].map((item) => (
            <li key={item.section}>
              <SectionLink
                to={item.section}
                variant="plain"
                className="inline-flex min-h-11 items-center text-ink underline decoration-brass-500 underline-offset-4 hover:decoration-ink"
              >
                {item.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
