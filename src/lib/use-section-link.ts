import type { MouseEvent } from 'react';
import { pathFor } from '../config/routes.ts';
import type { Lang } from '../i18n/languages.ts';
import { useRouter } from './router.tsx';
import { scrollToSection, type SectionId } from './scroll.ts';

export type SectionLink = { to: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };

/**
 * A link to a landing section. On the home page it scrolls there (and moves focus); on any other page
 * it is an ordinary link to the home page with the section's anchor (`/#about`, `/en/#about`).
 */
export function useSectionLink(lang: Lang): (id: SectionId, after?: () => void) => SectionLink {
  const { pathname } = useRouter();
  const home = pathFor('home', lang);
  const onHome = pathname === home;
  return (id, after) => ({
    to: `${home}#${id}`,
    onClick: (event) => {
      after?.();
      if (!onHome || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // Let a closing drawer release the scroll lock first.
      requestAnimationFrame(() => scrollToSection(id));
    },
  });
}
