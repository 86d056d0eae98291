import { SectionLink } from '../../components/ui/section-link.tsx';
import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../../config/calculators.ts';
import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { DRAWER_ITEMS } from './nav-items.ts';

const linkClass = 'flex min-h-12 items-center border-b border-ivory/10 font-display text-2xl text-ivory hover:text-brass-300';
const subLinkClass = 'flex min-h-11 items-center text-ivory/80 hover:text-brass-300';

/**
 * The phone menu before and without scripts (ADR 0052): a `<details>` whose summary is the menu button,
 * the same 44 px square as the button that replaces it once the page is interactive (so nothing moves),
 * and whose panel, under the bar, holds the drawer's links. The browser opens and closes it, by tap or
 * by Enter and Space, and tells screen readers whether it is open.
 */
export function MenuWithoutScripts() {
  const { t, lang } = useI18n();
  const nav = t.shell.nav;
  const calculators = t.shell.calculators;
  return (
    <details data-testid="menu-without-scripts" className="group -mr-2 md:hidden">
      <summary
        aria-label={nav.openMenu}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center [&::-webkit-details-marker]:hidden"
      >
        <span className="group-open:hidden">
          <MenuIcon />
        </span>
        <span className="hidden group-open:inline">
          <CloseIcon />
        </span>
      </summary>
      {/* Under the bar (the header is its containing block), as tall as the screen below it. */}
      <div className="absolute inset-x-0 top-full h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-t border-brass-500/30 bg-ink px-8 pt-4 pb-10">
        <nav aria-label={nav.label}>
          <ul>
            <li>
              <Link to={pathFor('home', lang)} className={linkClass}>
                {nav.links.home}
              </Link>
            </li>
            {DRAWER_ITEMS.map((item) => (
              <li key={item.key}>
                <SectionLink to={item.section} variant="plain" className={linkClass}>
                  {nav.links[item.key]}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={pathFor('calculators', lang)} className={linkClass}>
                {calculators.title}
              </Link>
              <ul aria-label={calculators.title} className="mt-1 border-l border-brass-500/30 pl-4">
                {CALCULATOR_IDS.map((id) => (
                  <li key={id}>
                    <Link to={pathFor(CALCULATOR_ROUTES[id], lang)} className={subLinkClass}>
                      {calculators.names[id]}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>
      </div>
    </details>
  );
}
