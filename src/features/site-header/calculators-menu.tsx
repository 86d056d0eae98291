import { useEffect, useRef } from 'react';
import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../../config/calculators.ts';
import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { cn } from '../../lib/cn.ts';
import { Link, useRouter } from '../../lib/router.tsx';

const itemClass =
  'flex min-h-11 items-center px-5 text-[0.9375rem] text-ivory/85 transition-colors hover:bg-ivory/5 hover:text-brass-300';

/**
 * The bar's "Calculadoras": a disclosure (`<details>`, so it opens before hydration too) holding the
 * index and the five calculators as real links (issue 24). Closes on a choice, on Escape (focus back on
 * its summary) and on a click outside.
 */
export function CalculatorsMenu({ className }: { className: string }) {
  const { t, lang } = useI18n();
  const { pathname } = useRouter();
  const copy = t.shell.calculators;
  const menu = useRef<HTMLDetailsElement>(null);
  const index = pathFor('calculators', lang);
  const current = pathname === index || pathname.startsWith(`${index}/`);

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const closeOutside = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details ref={menu} className="group/menu relative" data-testid="calculators-menu">
      <summary className={cn(className, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden', current && 'text-ivory')}>
        {copy.title}
        <svg
          aria-hidden="true"
          width="9"
          height="6"
          viewBox="0 0 9 6"
          className="ml-2 transition-transform group-open/menu:rotate-180"
        >
          <path d="M1 1l3.5 3.5L8 1" fill="none" stroke="currentColor" strokeWidth="1.25" />
        </svg>
      </summary>
      <ul className="absolute top-full left-0 w-72 border border-brass-500/30 bg-ink py-2 shadow-[0_24px_60px_-20px_rgba(8,16,27,0.6)]">
        <li className="mb-1 border-b border-brass-500/25 pb-1">
          <Link to={index} onClick={close} aria-current={pathname === index ? 'page' : undefined} className={itemClass}>
            {copy.all}
          </Link>
        </li>
        {CALCULATOR_IDS.map((id) => {
          const to = pathFor(CALCULATOR_ROUTES[id], lang);
          return (
            <li key={id}>
              <Link to={to} onClick={close} aria-current={pathname === to ? 'page' : undefined} className={itemClass}>
                {copy.names[id]}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
