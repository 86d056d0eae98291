import { useCallback, useEffect, useId, useRef } from 'react';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../../config/calculators.ts';
import { pathFor } from '../../config/routes.ts';
import { publishedPhone } from '../../config/site.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { CloseIcon } from './icons.tsx';
import { DRAWER_ITEMS } from './nav-items.ts';

const linkClass =
  'flex min-h-12 items-center justify-between border-b border-ivory/10 font-display text-[1.75rem] leading-tight text-ivory transition-colors hover:text-brass-300';

/**
 * The right-side drawer below 768 px: a modal dialog that traps focus, closes on any choice, on its
 * close button, on Escape and on a tap outside, and gives focus back to the menu button (or, after a
 * section choice, to that section).
 */
export function MobileDrawer({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const { t, lang } = useI18n();
  const { pathname } = useRouter();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const home = pathFor('home', lang);
  const firm = usePublishedContent().identity;
  const phone = publishedPhone(firm);
  const escape = useCallback(() => onClose(true), [onClose]);
  useFocusTrap(panel, escape);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('drawer-open');
    const layer = backdrop.current;
    layer?.addEventListener('pointerdown', escape);
    return () => {
      root.classList.remove('drawer-open');
      layer?.removeEventListener('pointerdown', escape);
    };
  }, [escape]);

  const nav = t.shell.nav;
  const calculators = t.shell.calculators;
  const calculatorsIndex = pathFor('calculators', lang);
  const choose = () => onClose(false);
  return (
    <div className="fixed inset-0 z-50 md:hidden">
      <div ref={backdrop} className="absolute inset-0 animate-fade-in bg-ink-950/60 backdrop-blur-sm" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="mobile-drawer"
        className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] animate-drawer-in flex-col overflow-y-auto border-l border-brass-500/30 bg-ink px-8 pt-5 pb-10 text-ivory"
      >
        <div className="flex items-center justify-between">
          <p id={titleId} className="eyebrow text-brass-300">
            {nav.drawerTitle}
          </p>
          <button
            type="button"
            className="-mr-3 inline-flex size-11 items-center justify-center"
            aria-label={nav.closeMenu}
            onClick={escape}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={nav.label} className="mt-8">
          <ul>
            <li>
              <Link
                to={home}
                className={linkClass}
                onClick={(event) => {
                  choose();
                  if (pathname !== home) return;
                  event.preventDefault();
                  requestAnimationFrame(() => window.scrollTo({ top: 0 }));
                }}
              >
                {nav.links.home}
              </Link>
            </li>
            {DRAWER_ITEMS.map((item) => (
              <li key={item.key}>
                <SectionLink to={item.section} variant="plain" onNavigate={choose} className={linkClass}>
                  {nav.links[item.key]}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={calculatorsIndex} onClick={choose} className={linkClass}>
                {calculators.title}
              </Link>
              <ul aria-label={calculators.title} className="mt-1 mb-2 border-l border-brass-500/30 pl-4">
                {CALCULATOR_IDS.map((id) => (
                  <li key={id}>
                    <Link
                      to={pathFor(CALCULATOR_ROUTES[id], lang)}
                      onClick={choose}
                      className="flex min-h-11 items-center text-ivory/80 transition-colors hover:text-brass-300"
                    >
                      {calculators.names[id]}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>
        <SectionLink to="contact-form" onNavigate={choose} className="mt-10 w-full">
          {nav.contactNow}
        </SectionLink>
        <div className="mt-auto pt-10">
          <p className="eyebrow text-brass-300">{nav.drawerContact}</p>
          <span className="rule-brass mt-4" />
          <dl className="mt-5 space-y-3 text-ivory/85">
            {phone ? (
              <div>
                <dt className="sr-only">{nav.phoneLabel}</dt>
                <dd>
                  <a
                    href={`tel:${phone.e164}`}
                    onClick={choose}
                    className="inline-flex min-h-11 items-center hover:text-brass-300"
                  >
                    {phone.display}
                  </a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="sr-only">{nav.emailLabel}</dt>
              <dd>
                <a
                  href={`mailto:${firm.email}`}
                  onClick={choose}
                  className="inline-flex min-h-11 items-center break-all hover:text-brass-300"
                >
                  {firm.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </div>
  );
}
