import type { SectionId } from '../../lib/scroll.ts';

export type NavLinkKey = 'home' | 'portfolio' | 'philosophy' | 'about' | 'services' | 'contact';
export type NavItem = { key: Exclude<NavLinkKey, 'home'>; section: SectionId };

/** The bar's links (spec: portfolio, about, contact). */
export const BAR_ITEMS: readonly NavItem[] = [
  { key: 'portfolio', section: 'portfolio' },
  { key: 'about', section: 'about' },
  { key: 'contact', section: 'contact-form' },
];

/** The drawer's sections after "home", in page order. */
export const DRAWER_ITEMS: readonly NavItem[] = [
  { key: 'portfolio', section: 'portfolio' },
  { key: 'philosophy', section: 'philosophy' },
  { key: 'about', section: 'about' },
  { key: 'services', section: 'services' },
  { key: 'contact', section: 'contact-form' },
];
